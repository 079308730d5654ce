import { haiguanApi } from '@portal/api-client';
import type { EndpointBody } from '@portal/contracts/endpoints';
import { staffEndpoints } from '@portal/contracts/endpoints/staff';

/**
 * `account` (phone or e-mail) is the employee's own sign-in; `code`, sent to it by staff/sendCode,
 * proves the employee holds it. The optional fields are left out when blank.
 */
export type NewStaffInput = EndpointBody<typeof staffEndpoints.create>;

/** Adds an employee; refused over the membership's sub-account quota. Resolves to the message. */
export async function createStaff(input: NewStaffInput): Promise<string> {
  return (await haiguanApi.call(staffEndpoints.create, { body: input })).msg;
}

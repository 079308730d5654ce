import { haiguanApi } from '@portal/api-client';
import type { StaffCreateBody, StaffCreated, Static } from '@portal/contracts/schemas';

/**
 * `account` (phone or e-mail) is the employee's own sign-in; `code`, sent to it by staff/sendCode,
 * proves the employee holds it. The optional fields are left out when blank.
 */
export type NewStaffInput = Static<typeof StaffCreateBody>;

/** `POST api/staff` → `{code:200, data:{id}}`; refused over the membership's sub-account quota. */
export async function createStaff(input: NewStaffInput): Promise<string> {
  return (await haiguanApi.post<Static<typeof StaffCreated>>('/api/staff', input)).msg;
}

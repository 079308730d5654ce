import { haiguanApi } from '@portal/api-client';

export interface NewStaffInput {
  /** Phone number or e-mail address: the employee's own sign-in. */
  account: string;
  /** The code sent to `account` by staff/sendCode: proves the employee holds it. */
  code: string;
  password: string;
  name: string;
  /** The optional fields are left out when blank. */
  englishName?: string;
  position?: string;
  workEmail?: string;
  wechat?: string;
  touxiang?: string;
  businessCard?: string;
  supplyPublish: boolean;
}

/** `POST api/staff` → `{code:200, data:{id}}`; refused over the membership's sub-account quota. */
export async function createStaff(input: NewStaffInput): Promise<string> {
  return (await haiguanApi.post<{ id: number }>('/api/staff', input)).msg;
}

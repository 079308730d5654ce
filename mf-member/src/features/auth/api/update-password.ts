import { haiguanApi } from '@portal/api-client';
import { accountsEndpoints } from '@portal/contracts/endpoints/accounts';
import type { ChangePasswordForm } from '@portal/validators';

/** Changes the signed-in member's password; resolves to '修改密码成功，请重新登录！'. */
export async function updatePassword(input: ChangePasswordForm): Promise<string> {
  return (await haiguanApi.call(accountsEndpoints.updatePassword, { body: input })).msg;
}

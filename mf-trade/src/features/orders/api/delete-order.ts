import { haiguanApi } from '@portal/api-client';

/** `DELETE api/minor/order/{id}` (voided orders) → '删除成功!'. */
export async function deleteOrder(id: number): Promise<string> {
  return (await haiguanApi.del(`/api/minor/order/${id}`)).msg;
}

import { haiguanApi } from '@portal/api-client';

/** `DELETE api/shoppingCart/{id}` → '删除成功!'. */
export async function deleteCartItem(id: number): Promise<string> {
  return (await haiguanApi.del(`/api/shoppingCart/${id}`)).msg;
}

import { haiguanApi } from '@portal/api-client';
import type { EndpointAnswer, EndpointBody } from '@portal/contracts/endpoints';
import { productEndpoints } from '@portal/contracts/endpoints/products';

export type InquiryInput = EndpointBody<typeof productEndpoints.inquiry>;

/**
 * `POST api/product/:id/inquiry` → the peer of the conversation the inquiry landed in. Silent:
 * the form shows the server's message itself.
 */
export async function sendInquiry(
  productId: number,
  input: InquiryInput,
): Promise<Pick<EndpointAnswer<typeof productEndpoints.inquiry>['data'], 'receiverId'>> {
  const answer = await haiguanApi.call(
    productEndpoints.inquiry,
    { params: { id: productId }, body: input },
    { silent: true },
  );
  return answer.data;
}

import { haiguanApi } from '@portal/api-client';
import type { InquiryBody, InquirySent, Static } from '@portal/contracts/schemas';

export type InquiryInput = Static<typeof InquiryBody>;

/**
 * `POST api/product/:id/inquiry` → the peer of the conversation the inquiry landed in. Silent:
 * the form shows the server's message itself.
 */
export async function sendInquiry(
  productId: number,
  input: InquiryInput,
): Promise<Pick<Static<typeof InquirySent>, 'receiverId'>> {
  const answer = await haiguanApi.post<Static<typeof InquirySent>>(
    `/api/product/${productId}/inquiry`,
    input,
    { silent: true },
  );
  return answer.data!;
}

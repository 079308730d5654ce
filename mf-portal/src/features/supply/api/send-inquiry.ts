import { haiguanApi } from '@portal/api-client';

export interface InquiryInput {
  quantity: string;
  targetPrice?: string | null;
  currency?: string | null;
  destination: string;
  message: string;
}

/**
 * `POST api/product/:id/inquiry` → the peer of the conversation the inquiry landed in. Silent:
 * the form shows the server's message itself.
 */
export async function sendInquiry(
  productId: number,
  input: InquiryInput,
): Promise<{ receiverId: number }> {
  const answer = await haiguanApi.post<{ receiverId: number }>(
    `/api/product/${productId}/inquiry`,
    input,
    { silent: true },
  );
  return answer.data!;
}

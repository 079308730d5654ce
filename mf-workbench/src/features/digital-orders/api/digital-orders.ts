import { haiguanApi } from '@portal/api-client';

/** 1 submitted → 2 accepted → 3 in service → 4 completed; 5 cancelled (docs/digital-products.md). */
export type DigitalOrderStatus = 1 | 2 | 3 | 4 | 5;

export interface DigitalOrder {
  id: number;
  orderNo: string;
  productId: number;
  productName: string;
  provider: string;
  planKey: string;
  planName: string;
  price: string;
  currency: string;
  contactName: string;
  contactPhone: string;
  note: string | null;
  diagnosisId: number | null;
  status: DigitalOrderStatus;
  platformRemark: string | null;
  companyId: number;
  companyName: string;
  createTime: string;
  updateTime: string;
}

/** The platform's next steps from each state, as the server allows them. */
export const PLATFORM_STEPS: Partial<Record<DigitalOrderStatus, DigitalOrderStatus[]>> = {
  1: [2, 5],
  2: [3, 5],
  3: [4, 5],
};

export type OrderScope = 'own' | 'platform';

export async function fetchDigitalOrders(
  scope: OrderScope,
  status: DigitalOrderStatus | 0,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: DigitalOrder[]; total: number }> {
  const url = scope === 'own' ? '/api/digital/orders/own' : '/api/operator/digital/orders';
  const answer = await haiguanApi.page<DigitalOrder>(
    url,
    { pageNum, pageSize, ...(status ? { status } : {}) } as never,
    { silent: true },
  );
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

/** `PUT api/digital/orders/:id/cancel`; resolves with the server's message. */
export async function cancelOwnOrder(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/digital/orders/${id}/cancel`, undefined, { silent: true }))
    .msg;
}

/** `PUT api/operator/digital/orders/:id/status`; resolves with the server's message. */
export async function moveOrder(
  id: number,
  status: DigitalOrderStatus,
  remark: string,
): Promise<string> {
  return (
    await haiguanApi.put(
      `/api/operator/digital/orders/${id}/status`,
      { status, ...(remark.trim() && { remark: remark.trim() }) },
      { silent: true },
    )
  ).msg;
}

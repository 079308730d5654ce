import { haiguanApi } from '@portal/api-client';
import { digitalEndpoints } from '@portal/contracts/endpoints/digital';
import type { DigitalOrder as DigitalOrderSchema, Static } from '@portal/contracts/schemas';

/** 1 submitted → 2 accepted → 3 in service → 4 completed; 5 cancelled (docs/digital-products.md). */
export type DigitalOrderStatus = 1 | 2 | 3 | 4 | 5;

/** An order as the server sends it; `status` is any integer there, the screens know 1–5. */
export type DigitalOrder = Static<typeof DigitalOrderSchema>;

const DIGITAL_ORDER_STATUSES: readonly DigitalOrderStatus[] = [1, 2, 3, 4, 5];
export function isDigitalOrderStatus(value: number): value is DigitalOrderStatus {
  return DIGITAL_ORDER_STATUSES.includes(value as DigitalOrderStatus);
}

const PLATFORM_STEPS: Partial<Record<DigitalOrderStatus, DigitalOrderStatus[]>> = {
  1: [2, 5],
  2: [3, 5],
  3: [4, 5],
};

/** The platform's next steps from a state, as the server allows them: none from an unknown one. */
export function platformStepsFrom(status: number): DigitalOrderStatus[] {
  return (isDigitalOrderStatus(status) && PLATFORM_STEPS[status]) || [];
}

export type OrderScope = 'own' | 'platform';

export async function fetchDigitalOrders(
  scope: OrderScope,
  status: DigitalOrderStatus | 0,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: DigitalOrder[]; total: number }> {
  const endpoint = scope === 'own' ? digitalEndpoints.ownOrders : digitalEndpoints.allOrders;
  const answer = await haiguanApi.call(
    endpoint,
    { query: { pageNum, pageSize, ...(status ? { status } : {}) } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/** `PUT api/digital/orders/:id/cancel`; resolves with the server's message. */
export async function cancelOwnOrder(id: number): Promise<string> {
  const answer = await haiguanApi.call(
    digitalEndpoints.cancel,
    { params: { id } },
    { silent: true },
  );
  return answer.msg;
}

/** `PUT api/operator/digital/orders/:id/status`; resolves with the server's message. */
export async function moveOrder(
  id: number,
  status: DigitalOrderStatus,
  remark: string,
): Promise<string> {
  const answer = await haiguanApi.call(
    digitalEndpoints.moveOrder,
    { params: { id }, body: { status, ...(remark.trim() && { remark: remark.trim() }) } },
    { silent: true },
  );
  return answer.msg;
}

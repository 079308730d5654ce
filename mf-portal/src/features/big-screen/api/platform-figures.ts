import { haiguanApi } from '@portal/api-client';

/** Order statuses (spec §4) by the stage keys of the order lists, in the trade process's order. */
export const ORDER_STATUSES = [
  'tradePending',
  'tradeRejected',
  'effective',
  'contractPending',
  'contractRejected',
  'completed',
  'void',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `GET api/platform/figures`: the platform's public counts, remembered a few seconds. */
export interface PlatformFigures {
  verifiedCompanies: number;
  publishedProducts: number;
  orders: { total: number; byStatus: { status: OrderStatus; count: number }[] };
  /** Online exhibitions; `ongoing` on the platform's day (China time). */
  exhibitions: { total: number; ongoing: number; upcoming: number };
  countedAt: string;
}

export async function getPlatformFigures(): Promise<PlatformFigures> {
  const answer = await haiguanApi.get<PlatformFigures>('/api/platform/figures', undefined, {
    silent: true,
  });
  if (!answer.data) throw new Error('platform figures answered without data');
  return answer.data;
}

import { haiguanApi } from '@portal/api-client';

/** The seven diagnosis dimensions a digital product improves (docs/diagnosis.md). */
export const DIMENSIONS = [
  'strategy',
  'production',
  'supplyChain',
  'marketing',
  'finance',
  'dataIt',
  'people',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface DigitalProductCard {
  id: number;
  name: string;
  provider: string;
  summary: string;
  dimensions: Dimension[];
  fromPrice: string;
  currency: string;
}

export interface DigitalPlan {
  key: string;
  name: string;
  price: string;
  currency: string;
  period: string;
  features: string[];
}

export interface DigitalProductDetail extends DigitalProductCard {
  description: string;
  plans: DigitalPlan[];
  cases: { company: string; story: string }[];
}

export interface DigitalOrderBody {
  productId: number;
  planKey: string;
  contactName: string;
  contactPhone: string;
  note?: string;
  diagnosisId?: number;
}

export const PAGE_SIZE = 12;

/** `GET api/digital/products` → a page of the catalogue, optionally by dimension. */
export async function listDigitalProducts(
  dimension: Dimension | null,
  page: number,
): Promise<{ rows: DigitalProductCard[]; total: number }> {
  const answer = await haiguanApi.page<DigitalProductCard>(
    '/api/digital/products',
    { pageNum: page, pageSize: PAGE_SIZE, ...(dimension && { dimension }) },
    { silent: true },
  );
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

/** `GET api/digital/products/:id` → a product with its plans and cases. */
export async function getDigitalProduct(id: number): Promise<DigitalProductDetail> {
  const answer = await haiguanApi.get<DigitalProductDetail>(
    `/api/digital/products/${id}`,
    undefined,
    { silent: true },
  );
  return answer.data!;
}

/** `POST api/digital/orders`. Silent: the form shows the server's message itself. */
export async function orderDigitalProduct(body: DigitalOrderBody): Promise<{ orderNo: string }> {
  const answer = await haiguanApi.post<{ orderNo: string }>('/api/digital/orders', body, {
    silent: true,
  });
  return answer.data!;
}

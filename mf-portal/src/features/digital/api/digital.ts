import { haiguanApi } from '@portal/api-client';
import { DIAGNOSIS_DIMENSIONS, type DiagnosisDimension } from '@portal/contracts';
import { digitalEndpoints } from '@portal/contracts/endpoints/digital';
import type {
  DigitalOrder as DigitalOrderSchema,
  DigitalOrderBody as DigitalOrderBodySchema,
  DigitalPlan as DigitalPlanSchema,
  DigitalProductCard as DigitalProductCardSchema,
  DigitalProductDetail as DigitalProductDetailSchema,
  Static,
} from '@portal/contracts/schemas';

/** The seven diagnosis dimensions a digital product improves (docs/diagnosis.md). */
export const DIMENSIONS = DIAGNOSIS_DIMENSIONS;
export type Dimension = DiagnosisDimension;

export type DigitalProductCard = Static<typeof DigitalProductCardSchema>;
export type DigitalPlan = Static<typeof DigitalPlanSchema>;
export type DigitalProductDetail = Static<typeof DigitalProductDetailSchema>;
export type DigitalOrderBody = Static<typeof DigitalOrderBodySchema>;
export type DigitalOrder = Static<typeof DigitalOrderSchema>;

export const PAGE_SIZE = 12;

/** `GET api/digital/products` → a page of the catalogue, optionally by dimension. */
export async function listDigitalProducts(
  dimension: Dimension | null,
  page: number,
): Promise<{ rows: DigitalProductCard[]; total: number }> {
  const answer = await haiguanApi.call(
    digitalEndpoints.products,
    { query: { pageNum: page, pageSize: PAGE_SIZE, ...(dimension && { dimension }) } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/** `GET api/digital/products/:id` → a product with its plans and cases. */
export async function getDigitalProduct(id: number): Promise<DigitalProductDetail> {
  const answer = await haiguanApi.call(
    digitalEndpoints.product,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}

/** `POST api/digital/orders`. Silent: the form shows the server's message itself. */
export async function orderDigitalProduct(body: DigitalOrderBody): Promise<DigitalOrder> {
  const answer = await haiguanApi.call(digitalEndpoints.order, { body }, { silent: true });
  return answer.data;
}

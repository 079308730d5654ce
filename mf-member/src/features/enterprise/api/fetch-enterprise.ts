import { haiguanApi } from '@portal/api-client';

export interface EnterpriseProduct {
  id: number;
  name: string;
  /** Null: price on request (面议). */
  price: string | null;
  currency: string;
  unit: string;
  hsCode: string | null;
  origin: string | null;
  /** The first picture (a public URL), or null when the product has none. */
  imageUrl: string | null;
}

export interface Enterprise {
  id: number;
  name: string;
  shortName: string | null;
  country: string | null;
  city: string | null;
  industry: string | null;
  scope: string | null;
  address: string | null;
  foundedOn: string | null;
  /** A public URL: a plain <img> loads it. */
  logo: string | null;
  verified: boolean;
  corporateLabel: number;
  creditCode: string | null;
  roleKey: string | null;
  memberSince: string | null;
  /** The main account: "contact this company" opens a chat with it. */
  contactId: number | null;
  products: EnterpriseProduct[];
}

/** `GET api/enterprise/{id}` (public) → the company's public page (404 '企业不存在'). */
export async function fetchEnterprise(id: number): Promise<Enterprise> {
  // A missing company is shown as the page's own 404 state, not as a notice on top of it.
  const answer = await haiguanApi.get<Enterprise>(`/api/enterprise/${id}`, undefined, {
    silent: true,
  });
  if (!answer.data) throw new Error('enterprise answered without data');
  return answer.data;
}

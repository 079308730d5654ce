import { haiguanApi } from '@portal/api-client';
import type { ProductCard } from '../../supply/api/product';

/** Shapes of the pavilions API (docs/prices-and-pavilions.md). */
export interface PavilionSummary {
  key: string;
  name: string;
  tagline: string;
  companyCount: number;
  productCount: number;
}

export interface PavilionCompany {
  id: number;
  name: string;
  shortName: string | null;
  country: string | null;
  city: string | null;
  industry: string | null;
  productCount: number;
}

export interface Pavilion extends PavilionSummary {
  intro: string[];
  hsPrefixes: string[];
  countries: string[];
  /** Codes of the commodities whose prices it shows (`GET prices?pavilion=`). */
  commodities: string[];
  companies: PavilionCompany[];
  products: ProductCard[];
}

/** `GET api/pavilions` → the themed pavilions, in order. */
export async function getPavilions(): Promise<PavilionSummary[]> {
  const answer = await haiguanApi.get<PavilionSummary[]>('/api/pavilions', undefined, {
    silent: true,
  });
  return answer.data ?? [];
}

/** `GET api/pavilions/:key` → a pavilion with its featured companies and products. */
export async function getPavilion(key: string): Promise<Pavilion> {
  const answer = await haiguanApi.get<Pavilion>(
    `/api/pavilions/${encodeURIComponent(key)}`,
    undefined,
    { silent: true },
  );
  return answer.data!;
}

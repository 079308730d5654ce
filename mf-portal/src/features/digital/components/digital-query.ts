import { DIMENSIONS, type Dimension } from '../api/digital';

export interface DigitalQuery {
  dimension: Dimension | null;
  page: number;
}

/** `/digitalProduct?dimension=&page=` → the catalogue's query; unknown values fall back. */
export function parseDigitalQuery(search: string): DigitalQuery {
  const params = new URLSearchParams(search);
  const dimension = params.get('dimension');
  const page = Number(params.get('page'));
  return {
    dimension: DIMENSIONS.includes(dimension as Dimension) ? (dimension as Dimension) : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function digitalAddress(query: DigitalQuery): string {
  const params = new URLSearchParams();
  if (query.dimension) params.set('dimension', query.dimension);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/digitalProduct?${text}` : '/digitalProduct';
}

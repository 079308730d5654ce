import { PHASES, type Phase } from '../api/exhibitions';

export interface ExhibitionsQuery {
  status: Phase | null;
  keyword: string;
  page: number;
}

const KEYWORD_MAX = 50;

/** `/exhibitions?status=&q=&page=` → the list's query; unknown values fall back. */
export function parseExhibitionsQuery(search: string): ExhibitionsQuery {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: PHASES.includes(status as Phase) ? (status as Phase) : null,
    keyword: (params.get('q') ?? '').trim().slice(0, KEYWORD_MAX),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function exhibitionsAddress(query: ExhibitionsQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.keyword) params.set('q', query.keyword);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/exhibitions?${text}` : '/exhibitions';
}

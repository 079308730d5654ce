import {
  FLOWS,
  REPORTERS,
  type ChapterFlow,
  type Flow,
  type Reporter,
  type StatisticsFilters,
} from '../api/statistics';

/** What the URL says; anything left out is the default (all partners, every year, total). */
export interface StatisticsQuery {
  reporter: Reporter;
  /** ISO codes; empty: every partner of the reporter. */
  partners: string[];
  from: number | null;
  to: number | null;
  flow: Flow;
  /** An HS chapter (2 digits) the chapter view is narrowed to. */
  hs: string | null;
  /** The partner whose top chapters are shown (one at a time); null: the first chosen partner. */
  chapterPartner: string | null;
  /** The year of the chapter view; null: the selection's last year. */
  chapterYear: number | null;
}

export const DEFAULT_QUERY: StatisticsQuery = {
  reporter: 'china',
  partners: [],
  from: null,
  to: null,
  flow: 'total',
  hs: null,
  chapterPartner: null,
  chapterYear: null,
};

function year(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  return Number(value);
}

/**
 * `/statistics?reporter=&partners=&from=&to=&flow=&hs=&chapterPartner=&chapterYear=` → the page's query. Values it cannot
 * read fall back to the default, so an edited or old link still opens.
 */
export function parseStatisticsQuery(search: string): StatisticsQuery {
  const params = new URLSearchParams(search);
  const reporter = params.get('reporter') as Reporter;
  const flow = params.get('flow') as Flow;
  const hs = params.get('hs') ?? '';
  const chapterPartner = (params.get('chapterPartner') ?? '').trim().toUpperCase();
  const partners = (params.get('partners') ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
  return {
    reporter: REPORTERS.includes(reporter) ? reporter : 'china',
    partners: [...new Set(partners)],
    from: year(params.get('from')),
    to: year(params.get('to')),
    flow: FLOWS.includes(flow) ? flow : 'total',
    hs: /^\d{2}$/.test(hs) ? hs : null,
    chapterPartner: /^[A-Z]{2}$/.test(chapterPartner) ? chapterPartner : null,
    chapterYear: year(params.get('chapterYear')),
  };
}

/** The shortest address that restores the query: defaults are left out. */
export function statisticsAddress(query: StatisticsQuery): string {
  const params = new URLSearchParams();
  if (query.reporter !== 'china') params.set('reporter', query.reporter);
  if (query.partners.length > 0) params.set('partners', query.partners.join(','));
  if (query.from !== null) params.set('from', String(query.from));
  if (query.to !== null) params.set('to', String(query.to));
  if (query.flow !== 'total') params.set('flow', query.flow);
  if (query.hs !== null) params.set('hs', query.hs);
  if (query.chapterPartner !== null) params.set('chapterPartner', query.chapterPartner);
  if (query.chapterYear !== null) params.set('chapterYear', String(query.chapterYear));
  const text = params.toString().replaceAll('%2C', ',');
  return text ? `/statistics?${text}` : '/statistics';
}

/** The query made concrete against what the data has: what the page shows and asks for. */
export interface Selection {
  reporter: Reporter;
  /** Every partner shown, in the API's order; `allPartners` when the URL named none. */
  partners: string[];
  allPartners: boolean;
  from: number;
  to: number;
  firstYear: number;
  lastYear: number;
  flow: Flow;
  hs: string | null;
  /**
   * The year of the chapter view: the URL's, else the selection's last year, within the chapter
   * years; null when the reporter has no chapter figures (Macau).
   */
  chapterYear: number | null;
  /** The chapter view's partner: the URL's if it is among `partners`, else the first of them. */
  chapterPartner: string;
  /** Whether `chapterYear` was chosen rather than following the selection's last year. */
  chapterYearChosen: boolean;
  /** Exports and imports each have their chapters; total and balance show both. */
  chapterFlows: ChapterFlow[];
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

export function resolveSelection(query: StatisticsQuery, filters: StatisticsFilters): Selection {
  const choices =
    filters.reporters.find((entry) => entry.reporter === query.reporter) ?? filters.reporters[0]!;
  const named = choices.partners.filter((code) => query.partners.includes(code));
  let from = clamp(query.from ?? choices.firstYear, choices.firstYear, choices.lastYear);
  let to = clamp(query.to ?? choices.lastYear, choices.firstYear, choices.lastYear);
  if (from > to) [from, to] = [to, from];
  const chapterYearChosen = query.chapterYear !== null;
  const chapterYear = choices.chapterYears
    ? clamp(query.chapterYear ?? to, choices.chapterYears.first, choices.chapterYears.last)
    : null;
  const partners = named.length > 0 ? named : choices.partners;
  return {
    reporter: choices.reporter,
    partners,
    allPartners: named.length === 0 || named.length === choices.partners.length,
    from,
    to,
    firstYear: choices.firstYear,
    lastYear: choices.lastYear,
    flow: query.flow,
    hs: filters.chapters.some((chapter) => chapter.code === query.hs) ? query.hs : null,
    chapterYear,
    chapterPartner:
      query.chapterPartner !== null && partners.includes(query.chapterPartner)
        ? query.chapterPartner
        : partners[0]!,
    chapterYearChosen: chapterYearChosen && chapterYear !== null,
    chapterFlows:
      query.flow === 'exports' || query.flow === 'imports' ? [query.flow] : ['exports', 'imports'],
  };
}

/** The URL's query for a selection: what equals the default is left out. */
export function selectionQuery(selection: Selection): StatisticsQuery {
  return {
    reporter: selection.reporter,
    partners: selection.allPartners ? [] : selection.partners,
    from: selection.from === selection.firstYear ? null : selection.from,
    to: selection.to === selection.lastYear ? null : selection.to,
    flow: selection.flow,
    hs: selection.hs,
    chapterPartner:
      selection.chapterPartner === selection.partners[0] ? null : selection.chapterPartner,
    chapterYear: selection.chapterYearChosen ? selection.chapterYear : null,
  };
}

import { Converter as ToTraditional } from 'opencc-js/cn2t';
import { analyseQuery, termsCondition, type QueryTerm } from './text-analysis';

/**
 * A keyword as SQL conditions on the listings that are not products (docs/supply.md, "Search
 * across languages"): demands through their search text, companies through their own words in
 * every language (`companies.search_words`) and the search texts of their published products.
 */

/** A keyword on a demand `d`: every term in its search text (`demandSearchText`). */
export function demandTextCondition(keyword: string, param: (value: unknown) => string): string {
  const conditions = termsCondition(analyseQuery(keyword).terms, { text: 'd.search_text' }, param);
  return conditions.length > 0 ? conditions.join(' AND ') : 'TRUE';
}

/**
 * A company `c`'s own words: its names and scope in every language, its short name and industry,
 * lower-cased and the accents of Portuguese folded ('Cortiça' → 'cortica'), not stemmed — kept
 * by the database with the row (`companies.search_words`, migration 033).
 */
const COMPANY_WORDS = 'c.search_words';

let toTraditional: ((text: string) => string) | undefined;

/**
 * A term on a company's own words. Those are not stemmed, so a word's stem is sought at the
 * start of a word ('azeit' in 'azeites', 'cha' in 'chá'); a Chinese word in its Simplified and
 * Traditional forms (Hong Kong and Macau), as a name may be registered in either.
 */
function companyWordsCondition(term: QueryTerm, param: (value: unknown) => string): string {
  if (term.kind === 'chinese') {
    const convert = (toTraditional ??= ToTraditional({ from: 'cn', to: 'hk' }));
    const forms = [...new Set([term.text, convert(term.text)])].map((form) => `%${form}%`);
    return `${COMPANY_WORDS} LIKE ANY(${param(forms)}::text[])`;
  }
  const starts = term.kind === 'word' ? term.forms : [term.digits];
  // Stems and digits are letters and numbers only: nothing for a regular expression to read.
  return `${COMPANY_WORDS} ~ ${param(`\\m(${starts.join('|')})`)}`;
}

/**
 * A keyword on a company `c`: every term in its own words, or every term in one of its published
 * products — the tea company is found by "chá" and "tea" through its teas' HS names even when its
 * name says neither. Returns the condition and whether the company's own words answer it (for
 * ranking), or null for a keyword without words.
 */
export function companyTextCondition(
  keyword: string,
  param: (value: unknown) => string,
): { where: string; ownWords: string } | null {
  const { terms } = analyseQuery(keyword);
  if (terms.length === 0) return null;
  const ownWords = terms.map((term) => companyWordsCondition(term, param)).join(' AND ');
  const products = termsCondition(terms, { text: 'p.search_text', pairs: 'p.search_pairs' }, param);
  return {
    where: `((${ownWords}) OR EXISTS (SELECT 1 FROM products p
      WHERE p.company_id = c.id AND p.status = 1 AND ${products.join(' AND ')}))`,
    ownWords: `(${ownWords})`,
  };
}

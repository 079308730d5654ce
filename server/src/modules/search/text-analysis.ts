import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import type { Language } from '@portal/contracts';
import { Converter } from 'opencc-js/t2cn';

/**
 * How listings and queries are cut into words for search (docs/supply.md, "Search across
 * languages"). A search text is a string of tokens between spaces, in sections (names, other
 * attributes, HS names, descriptions) split by ' | ', names split by ' / ':
 * - Latin words are lower-cased, reduced to their Snowball stem (Portuguese for Portuguese text,
 *   English for English text, both for text of unknown language) and then accent-folded, so
 *   "Azeites" and "azeite" are both `azeit`, "teas" and "tea" both `tea`. A query word matches a
 *   whole token, never part of one: "tea" is not in "steamed", "cha" not in "machado".
 * - Numbers are kept as written and a query number matches their start: 0902 finds 090230.
 * - Chinese runs are kept whole, Traditional folded to Simplified; a query is cut into words by
 *   jieba and every word must occur in the text. A dictionary word of three or more characters is
 *   sought as its shorter dictionary words, so 普洱茶 (普洱 + 茶) finds 普洱熟茶饼.
 */

/** Separates a search text's sections; `NAME_SEPARATOR` its names. */
export const SECTION_SEPARATOR = ' | ';
export const NAME_SEPARATOR = ' / ';

/** Han characters (as `cjk_pairs`, migration 026), numbers, other letters. */
const TOKEN = /(\p{Script=Han}+)|(\p{N}+)|([\p{L}\p{M}]+)/gu;

let toSimplified: ((text: string) => string) | undefined;
/** '普洱熟茶餅' → '普洱熟茶饼' (OpenCC, Hong Kong and Macau forms; built once, on first use). */
export function foldToSimplified(value: string): string {
  const convert = (toSimplified ??= Converter({ from: 'hk', to: 'cn' }));
  return convert(value);
}

const foldAccents = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');

/** The stems of a Latin word (lower case, accents kept: the stemmers read them). */
function stemsOf(word: string, language: Language | null): string[] {
  if (language === 'pt') return [foldAccents(portugueseStem(word))];
  if (language === 'en') return [foldAccents(englishStem(word))];
  const stems = [foldAccents(portugueseStem(word)), foldAccents(englishStem(word))];
  return stems[0] === stems[1] ? [stems[0]!] : stems;
}

/**
 * The tokens of a text in `language` (null: unknown, as a brand, a place or a Chinese text's
 * Latin words are), space-separated: '普洱熟茶餅 357克' → '普洱熟茶饼 357 克',
 * 'Azeites Virgens' (pt) → 'azeit virgens'.
 */
export function analyseText(text: string, language: Language | null): string {
  const latinLanguage = language === 'pt' || language === 'en' ? language : null;
  const tokens: string[] = [];
  for (const [, han, number, letters] of text.normalize('NFKC').toLowerCase().matchAll(TOKEN)) {
    if (han) tokens.push(foldToSimplified(han));
    else if (number) tokens.push(number);
    else if (letters) tokens.push(...stemsOf(letters, latinLanguage));
  }
  return tokens.join(' ');
}

/** One condition of a query: every term must match. */
export type QueryTerm =
  /** A Latin word: any of its stems, as a whole token. */
  | { kind: 'word'; forms: string[] }
  /** The start of a number token. */
  | { kind: 'number'; digits: string }
  /** A Chinese word, Simplified, anywhere. */
  | { kind: 'chinese'; text: string };

/** A query as search matches and ranks it. */
export interface AnalysedQuery {
  terms: QueryTerm[];
  /**
   * Each written word's forms, stop words included: a name whose tokens are all among them and
   * that has a token of each is the query itself (an exact match ranks first).
   */
  words: string[][];
}

/**
 * Words that carry no product meaning in Portuguese and English names ("Vinho do Porto",
 * "Cup of tea"): left out of the conditions, so that "azeite de oliva" finds "azeite oliva".
 */
const STOP_WORDS = new Set([
  'a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'em', 'no', 'na', 'com', 'para',
  'por', 'um', 'uma', 'the', 'of', 'and', 'for', 'with', 'in', 'an', 'to',
]); // prettier-ignore

/** At most this many words of a query count (longer queries are typed by nobody). */
const MAX_QUERY_WORDS = 8;

let jieba: Jieba | undefined;
/** jieba with its default dictionary: built on the first Chinese query (~250 ms, ~40 MB). */
const segmenter = () => (jieba ??= Jieba.withDict(dict));

/** Builds the segmenter and the script converter, which are otherwise built on first use. */
export function loadTextAnalysis(): void {
  // jieba reads its dictionary on the first cut (~300 ms), not when it is made.
  segmenter().cut('预热', false);
  foldToSimplified('');
}

/**
 * The shorter dictionary words a Chinese word is sought as: '普洱茶' → ['普洱', '茶'],
 * '冻顶乌龙' → ['冻顶', '乌龙']; a word of one or two characters is itself.
 */
function chinesePieces(word: string): string[] {
  if (word.length <= 2) return [word];
  const shorter = new Set(
    segmenter()
      .cutForSearch(word, false)
      .filter((part) => part.length < word.length),
  );
  const pieces: string[] = [];
  for (let at = 0; at < word.length;) {
    let length = Math.min(word.length - at, word.length - 1);
    while (length > 1 && !shorter.has(word.slice(at, at + length))) length -= 1;
    pieces.push(word.slice(at, at + length));
    at += length;
  }
  return pieces;
}

/** A keyword as terms, analysed as texts are. */
export function analyseQuery(keyword: string): AnalysedQuery {
  const words: string[][] = [];
  const terms: QueryTerm[] = [];
  const stopTerms: QueryTerm[] = [];
  for (const [, han, number, letters] of keyword.normalize('NFKC').toLowerCase().matchAll(TOKEN)) {
    if (words.length >= MAX_QUERY_WORDS) break;
    if (han) {
      const simplified = foldToSimplified(han);
      words.push([simplified]);
      for (const word of segmenter().cut(simplified, false))
        for (const piece of chinesePieces(word)) terms.push({ kind: 'chinese', text: piece });
    } else if (number) {
      words.push([number]);
      terms.push({ kind: 'number', digits: number });
    } else if (letters) {
      // Typed with or without its accents, a word may stem either way: 'cafés' → 'caf' as
      // 'cafes' does ('café' is stored as 'caf'), where the stemmers keep 'cafés' whole.
      const forms = [
        ...new Set([...stemsOf(letters, null), ...stemsOf(foldAccents(letters), null)]),
      ];
      words.push(forms);
      (STOP_WORDS.has(foldAccents(letters)) ? stopTerms : terms).push({ kind: 'word', forms });
    }
  }
  // A query of stop words alone ("do") still means what it says.
  return { terms: terms.length > 0 ? terms : stopTerms, words };
}

/** Whether a search text (with its leading and trailing space) satisfies a term. */
export function termMatches(term: QueryTerm, searchText: string): boolean {
  switch (term.kind) {
    case 'word':
      return term.forms.some((form) => searchText.includes(` ${form} `));
    case 'number':
      return searchText.includes(` ${term.digits}`);
    case 'chinese':
      return searchText.includes(term.text);
  }
}

/** `%`, `_` and `\` matched literally in LIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Chinese words of one or two characters: no trigram, but one of `cjk_pairs` (migration 026). */
const SHORT_CHINESE = /^\p{Script=Han}{1,2}$/u;

/**
 * The SQL of `termMatches` on a search-text column: LIKE patterns the trigram index serves, or,
 * when the table has a `cjk_pairs` column, one array condition for the short Chinese words.
 */
export function termsCondition(
  terms: QueryTerm[],
  column: { text: string; pairs?: string },
  param: (value: unknown) => string,
  { wordStarts = false } = {},
): string[] {
  const conditions: string[] = [];
  const pairs: string[] = [];
  // A word as a whole token, or (`wordStarts`, for a list one types into) at a token's start.
  const end = wordStarts ? '' : ' ';
  for (const term of terms) {
    if (term.kind === 'word')
      conditions.push(
        `(${term.forms.map((form) => `${column.text} LIKE ${param(`% ${escapeLike(form)}${end}%`)}`).join(' OR ')})`,
      );
    else if (term.kind === 'number')
      conditions.push(`${column.text} LIKE ${param(`% ${term.digits}%`)}`);
    else if (column.pairs && SHORT_CHINESE.test(term.text)) pairs.push(term.text);
    else conditions.push(`${column.text} LIKE ${param(`%${escapeLike(term.text)}%`)}`);
  }
  if (pairs.length > 0)
    conditions.unshift(`${column.pairs} @> ${param([...new Set(pairs)])}::text[]`);
  return conditions;
}

/** A search text from its sections: names first (each a list of texts), then the others. */
export function joinSections(sections: string[][]): string {
  return ` ${sections
    .map((texts) => texts.filter(Boolean).join(NAME_SEPARATOR))
    .join(SECTION_SEPARATOR)} `;
}

/**
 * How well a search text answers a query, lower first: 0 a name is the query; 1 every term in
 * one section up to the names; 2 … up to the other attributes; 3 … up to the HS names; 4 only
 * with the descriptions. The section boundaries are those of `joinSections`.
 */
export function matchTier(searchText: string, query: AnalysedQuery): number {
  const sections = searchText.split(SECTION_SEPARATOR);
  const names = sections[0]!.split(NAME_SEPARATOR);
  if (names.some((name) => isTheQuery(name, query))) return 0;
  let covered = ' ';
  for (const [index, section] of sections.entries()) {
    covered += `${section} `;
    if (query.terms.every((term) => termMatches(term, covered))) return Math.min(index, 3) + 1;
  }
  return 4;
}

/** A name's tokens are the query's words: each is a form of one, each word has one. */
function isTheQuery(name: string, query: AnalysedQuery): boolean {
  const tokens = name.trim().split(' ').filter(Boolean);
  if (tokens.length === 0 || query.words.length === 0) return false;
  const forms = new Set(query.words.flat());
  return (
    tokens.every((token) => forms.has(token)) &&
    query.words.every((word) => word.some((form) => tokens.includes(form)))
  );
}

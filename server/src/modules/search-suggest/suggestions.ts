import type { Language } from '@portal/contracts';
import {
  SUGGESTION_LIMITS,
  type CompanySuggestion,
  type HeadingSuggestion,
  type ListingTranslations,
  type ProductSuggestion,
  type Static,
} from '@portal/contracts/schemas';
import type { DbExecutor } from '../../platform/db/db';
import { searchWordForms } from '../../lib/product-search';
import { shownTexts } from '../listing-texts/shown-texts';
import {
  analyseQuery,
  analyseText,
  foldedSql,
  termsCondition,
  type AnalysedQuery,
  type QueryTerm,
} from '../search/text-analysis';

/**
 * What the header's search box suggests as a visitor types (docs/architecture.md, "One search
 * box in every header"): a few products, companies and HS codes whose words start with the typed
 * words, in any of the portal's languages, named in the reader's language. It runs on every (debounced) keystroke, so
 * each kind is one short read: products through the search text's trigram and Chinese-pair
 * indexes, companies (a few thousand rows) by a scan, HS codes in memory.
 */

export type SearchSuggestionsAnswer = {
  products: Static<typeof ProductSuggestion>[];
  companies: Static<typeof CompanySuggestion>[];
  headings: Static<typeof HeadingSuggestion>[];
};

/** Products read per keystroke, of which the best named `SUGGESTION_LIMITS.products` are kept. */
const PRODUCT_CANDIDATES = 40;
const COMPANY_CANDIDATES = 20;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Whether `words` (' ' + tokens, as `analyseText` gives them) answer a term of the query as it is being typed: a
 * Latin word's stem at a word start ("azei", "azeites" → azeit, in "azeite"), a number at a word
 * start, a Chinese word anywhere. Search texts' tokens are stems (modules/search), so the stem of
 * a typed word starts the token of the whole word.
 */
function termStartsWord(term: QueryTerm, words: string): boolean {
  if (term.kind === 'word') return term.forms.some((form) => words.includes(` ${form}`));
  if (term.kind === 'number') return words.includes(` ${term.digits}`);
  return words.includes(term.text);
}

/**
 * LIKE patterns, on a text with a space before each word, under which a term starts a word (a
 * Chinese word, written without spaces, anywhere): 'cha' finds "chá verde", not "máquinas".
 */
function termPatterns(term: QueryTerm, chineseForms: (text: string) => string[]): string[] {
  if (term.kind === 'word') return term.forms.map((form) => `% ${escapeLike(form)}%`);
  if (term.kind === 'number') return [`% ${term.digits}%`];
  return chineseForms(term.text).map((text) => `%${escapeLike(text)}%`);
}

/**
 * Where a suggestion's shown name stands, lower first, as the HS names' (`answerRank`): its words,
 * stemmed as search texts are, against the query; 4 when the query matched other texts (HS
 * names, another language).
 */
function nameRank(name: string, query: AnalysedQuery): number {
  return answerRank(` ${analyseText(name, null)}`, query) ?? 4;
}

/**
 * How well one text (' ' + its words) answers the query being typed, lower first, or null when
 * it does not: whole words before word starts ("chá" before "chapas"), a text that begins with
 * the query before one that has it further on.
 */
function answerRank(words: string, query: AnalysedQuery): number | null {
  if (!query.terms.every((term) => termStartsWord(term, words))) return null;
  const whole = query.terms.every(
    (term) =>
      term.kind === 'chinese' ||
      (term.kind === 'number'
        ? `${words} `.includes(` ${term.digits} `)
        : term.forms.some((form) => `${words} `.includes(` ${form} `))),
  );
  const begins = termStartsWord(query.terms[0]!, ` ${words.split(' ')[1] ?? ''}`);
  return (whole ? 0 : 2) + (begins ? 0 : 1);
}

interface ListingRow {
  id: number;
  name: string;
  original_language: Language;
}

/** Published products of trading companies whose search text has every word at a word start. */
async function productSuggestions(
  db: DbExecutor,
  query: AnalysedQuery,
  reader: Language,
): Promise<SearchSuggestionsAnswer['products']> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // Chinese words as product search seeks them (the pairs column for the short ones); the
  // others at a token's start of the search text, which has a space before every token.
  const chinese = query.terms.filter((term) => term.kind === 'chinese');
  const conditions = [
    ...termsCondition(chinese, { text: 'p.search_text', pairs: 'p.search_pairs' }, param),
    ...query.terms
      .filter((term) => term.kind !== 'chinese')
      .map(
        (term) =>
          `(${termPatterns(term, (text) => [text])
            .map((pattern) => `p.search_text LIKE ${param(pattern)}`)
            .join(' OR ')})`,
      ),
  ];
  // No order: the planner then reads the words' indexes and stops at the limit, where an order
  // would have it walk the newest products for a rare word. The few read are ranked here.
  const { rows } = await db.query<
    ListingRow & { hs_code: string | null; translations: ListingTranslations<'product'> }
  >(
    `SELECT p.id, p.name, p.hs_code, p.original_language, p.translations FROM products p
      WHERE p.status = 1 AND p.company_id NOT IN (SELECT id FROM companies WHERE is_platform)
        AND ${conditions.join(' AND ')}
      LIMIT ${PRODUCT_CANDIDATES}`,
    params,
  );
  return rows
    .map((row) => {
      const shown = shownTexts<'product'>(
        {
          original: { name: row.name, description: null },
          originalLanguage: row.original_language,
          translations: row.translations,
        },
        reader,
      );
      const name = shown.texts.name ?? row.name;
      return {
        suggestion: { id: row.id, name, textLanguage: shown.textLanguage, hsCode: row.hs_code },
        rank: nameRank(name, query),
      };
    })
    .sort((a, b) => a.rank - b.rank || b.suggestion.id - a.suggestion.id)
    .slice(0, SUGGESTION_LIMITS.products)
    .map(({ suggestion }) => suggestion);
}

/** Trading companies with every word at a word start of their name in any language. */
async function companySuggestions(
  db: DbExecutor,
  query: AnalysedQuery,
  reader: Language,
): Promise<SearchSuggestionsAnswer['companies']> {
  const params: unknown[] = [];
  // Names are stored as registered, not as tokens: each term's patterns against the names with
  // accents and case folded in SQL, a Chinese word in both scripts.
  const conditions = query.terms.map((term) => {
    params.push(termPatterns(term, searchWordForms));
    return `names LIKE ANY($${params.length}::text[])`;
  });
  const { rows } = await db.query<
    ListingRow & { translations: ListingTranslations<'company'>; verified: boolean }
  >(
    `SELECT id, name, original_language, translations, verified FROM (
       SELECT c.id, c.name, c.original_language, c.translations, c.review_status = 2 AS verified,
              ' ' || regexp_replace(${foldedSql(`concat_ws(' ', c.name, c.short_name,
                c.translations->'zh'->>'name', c.translations->'cht'->>'name',
                c.translations->'pt'->>'name', c.translations->'en'->>'name')`)},
                '[-,.;:()/&''"]+', ' ', 'g') AS names
         FROM companies c WHERE NOT c.is_platform AND c.name <> '') c
      WHERE ${conditions.join(' AND ')}
      ORDER BY verified DESC, id LIMIT ${COMPANY_CANDIDATES}`,
    params,
  );
  return rows
    .map((row, index) => {
      const shown = shownTexts<'company'>(
        {
          original: { name: row.name, scope: null },
          originalLanguage: row.original_language,
          translations: row.translations,
        },
        reader,
      );
      const name = shown.texts.name ?? row.name;
      return {
        suggestion: { id: row.id, name, textLanguage: shown.textLanguage },
        // Verified companies first (the read's order), then the better named.
        rank: (row.verified ? 0 : 3) + nameRank(name, query),
        index,
      };
    })
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, SUGGESTION_LIMITS.companies)
    .map(({ suggestion }) => suggestion);
}

interface HsEntry {
  code: string;
  level: number;
  descriptionEn: string;
  namePt: string | null;
  nameZh: string | null;
  /** ' ' + the English and Portuguese names' tokens, as search texts have them: ' tea whether …'. */
  wordsEn: string;
  wordsPt: string;
  /** The Chinese name, the same way (chapters only have one). */
  chinese: string;
}

/** The HS nomenclature is reference data, loaded before the server listens: read once per database. */
const hsTables = new WeakMap<DbExecutor, Promise<HsEntry[]>>();

function hsTable(db: DbExecutor): Promise<HsEntry[]> {
  let table = hsTables.get(db);
  if (!table) {
    table = db
      .query<{
        code: string;
        level: number;
        description_en: string;
        name_pt: string | null;
        name_zh: string | null;
      }>('SELECT code, level, description_en, name_pt, name_zh FROM hs_codes ORDER BY code')
      .then(({ rows }) =>
        rows.map((row) => ({
          code: row.code,
          level: row.level,
          descriptionEn: row.description_en,
          namePt: row.name_pt,
          nameZh: row.name_zh,
          wordsEn: ` ${analyseText(row.description_en, 'en')}`,
          wordsPt: ` ${analyseText(row.name_pt ?? '', 'pt')}`,
          chinese: ` ${analyseText(row.name_zh ?? '', 'zh')}`,
        })),
      );
    table.catch(() => hsTables.delete(db));
    hsTables.set(db, table);
  }
  return table;
}

/**
 * How well an HS entry answers the query, lower first, or null when it does not: by code prefix
 * (a query of numbers), else by the best of its English, Portuguese and Chinese names.
 */
function headingRank(entry: HsEntry, query: AnalysedQuery): number | null {
  if (query.terms.every((term) => term.kind === 'number'))
    return query.terms.every((term) => entry.code.startsWith(term.digits)) ? 0 : null;
  const ranks = [entry.wordsEn, entry.wordsPt, entry.chinese].flatMap((name) => {
    const rank = answerRank(name, query);
    return rank === null ? [] : [rank];
  });
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

/**
 * HS chapters, headings and subheadings by code prefix or by words of their English, Portuguese
 * or Chinese names, the best answers first, then the broader (a heading before its subheadings).
 */
async function headingSuggestions(
  db: DbExecutor,
  query: AnalysedQuery,
  reader: Language,
): Promise<SearchSuggestionsAnswer['headings']> {
  const found = (await hsTable(db))
    .flatMap((entry) => {
      const rank = headingRank(entry, query);
      return rank === null ? [] : [{ entry, rank }];
    })
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.entry.level - b.entry.level ||
        a.entry.code.localeCompare(b.entry.code),
    )
    .slice(0, SUGGESTION_LIMITS.headings);
  return found.map(({ entry }) => {
    // The listings' rule for the name (the reader's language, else the other Chinese script,
    // else the original), the English text being the nomenclature's original.
    const shown = shownTexts<'product'>(
      {
        original: { name: entry.descriptionEn, description: null },
        originalLanguage: 'en',
        translations: {
          ...(entry.namePt && { pt: { name: entry.namePt } }),
          ...(entry.nameZh && { zh: { name: entry.nameZh } }),
        },
      },
      reader,
    );
    return {
      code: entry.code,
      name: shown.texts.name ?? entry.descriptionEn,
      nameLanguage: shown.textLanguage,
    };
  });
}

/** The suggestions for `keyword`, named for `reader`; none for a keyword without words. */
export async function searchSuggestions(
  db: DbExecutor,
  keyword: string,
  reader: Language,
): Promise<SearchSuggestionsAnswer> {
  const query = analyseQuery(keyword);
  if (query.terms.length === 0) return { products: [], companies: [], headings: [] };
  const [products, companies, headings] = await Promise.all([
    productSuggestions(db, query, reader),
    companySuggestions(db, query, reader),
    headingSuggestions(db, query, reader),
  ]);
  return { products, companies, headings };
}

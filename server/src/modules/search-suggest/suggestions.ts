import type { Language } from '@portal/contracts';
import {
  SUGGESTION_LIMITS,
  type CompanySuggestion,
  type HeadingSuggestion,
  type ListingTranslations,
  type ProductSuggestion,
  type Static,
} from '@portal/contracts/schemas';
import { setImmediate } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../platform/db/db';
import {
  searchWordForms,
  type ProductSearch,
  type SuggestedProduct,
} from '../../lib/product-search';
import { shownTexts } from '../listing-texts/shown-texts';
import { TokenIndex, type IndexedText } from '../search/token-index';
import {
  analyseQuery,
  analyseText,
  type AnalysedQuery,
  type QueryTerm,
} from '../search/text-analysis';

/**
 * What the header's search box suggests as a visitor types (docs/architecture.md, "One search
 * box in every header"): a few products, companies and HS codes whose words start with the typed
 * words, in any of the portal's languages, named in the reader's language. It runs on every
 * (debounced) keystroke, so each kind answers from memory where it can: products from the
 * product search (`ProductSearch.suggest`: the newest products' index in memory, else the search
 * text's trigram and Chinese-pair indexes), companies from their names kept in memory, HS codes
 * from the nomenclature in memory; and a query's answer is remembered.
 */

export type SearchSuggestionsAnswer = {
  products: Static<typeof ProductSuggestion>[];
  companies: Static<typeof CompanySuggestion>[];
  headings: Static<typeof HeadingSuggestion>[];
};

/** Products read per keystroke, of which the best named `SUGGESTION_LIMITS.products` are kept. */
const PRODUCT_CANDIDATES = 40;
const COMPANY_CANDIDATES = 20;

/**
 * A word (or number) shorter than this starts too many products' words to suggest any ("c"
 * starts most of the catalogue's); HS codes and companies still answer it, and a Chinese
 * character is a word.
 */
const PRODUCT_PREFIX_MIN = 2;

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
 * Where a suggestion's shown name stands, lower first, as the HS names' (`answerRank`): its words,
 * stemmed as search texts are, against the query; 4 when the query matched other texts (HS
 * names, another language).
 */
function nameRank(name: string, query: AnalysedQuery): number {
  let words = nameWords.get(name);
  if (!words) nameWords.set(name, (words = wordsOf(analyseText(name, null))));
  return answerRank(words, query) ?? 4;
}

/** Names cut into words: the newest products and the companies are named again and again. */
const nameWords = new LRUCache<string, Words>({ max: 20_000 });

/** A text's tokens as `answerRank` reads them, cut once. */
interface Words {
  /** ' ' + the tokens + ' ': ' tea whether or not flavour '. */
  all: string;
  /** ' ' + the first token: ' tea'. */
  first: string;
}

const wordsOf = (tokens: string): Words => ({
  all: ` ${tokens} `,
  first: ` ${tokens.slice(0, tokens.indexOf(' ') + 1 || undefined).trim()}`,
});

/**
 * How well one text (' ' + its words) answers the query being typed, lower first, or null when
 * it does not: whole words before word starts ("chá" before "chapas"), a text that begins with
 * the query before one that has it further on.
 */
function answerRank(words: Words, query: AnalysedQuery): number | null {
  if (!query.terms.every((term) => termStartsWord(term, words.all))) return null;
  const whole = query.terms.every(
    (term) =>
      term.kind === 'chinese' ||
      (term.kind === 'number'
        ? words.all.includes(` ${term.digits} `)
        : term.forms.some((form) => words.all.includes(` ${form} `))),
  );
  const begins = termStartsWord(query.terms[0]!, words.first);
  return (whole ? 0 : 2) + (begins ? 0 : 1);
}

/** Whether every Latin word and number of the query is too short to suggest products by. */
const tooShortForProducts = (query: AnalysedQuery) =>
  query.terms.every(
    (term) =>
      term.kind !== 'chinese' &&
      (term.kind === 'number'
        ? term.digits
        : term.forms.reduce((a, b) => (a.length > b.length ? a : b))
      ).length < PRODUCT_PREFIX_MIN,
  );

/** The best named of the products found (published, of trading companies, every word of the
 *  query at a word start of their search text). */
function productSuggestions(
  found: readonly SuggestedProduct[],
  query: AnalysedQuery,
  reader: Language,
): SearchSuggestionsAnswer['products'] {
  return found
    .map((product) => {
      const shown = shownTexts<'product'>(
        {
          original: { name: product.name, description: null },
          originalLanguage: product.original_language,
          translations: product.translations,
        },
        reader,
      );
      const name = shown.texts.name ?? product.name;
      return {
        suggestion: {
          id: product.id,
          name,
          textLanguage: shown.textLanguage,
          hsCode: product.hs_code,
        },
        rank: nameRank(name, query),
      };
    })
    .sort((a, b) => a.rank - b.rank || b.suggestion.id - a.suggestion.id)
    .slice(0, SUGGESTION_LIMITS.products)
    .map(({ suggestion }) => suggestion);
}

/** A trading company as its suggestions find and name it. */
interface CompanyEntry {
  id: number;
  name: string;
  original_language: Language;
  translations: ListingTranslations<'company'>;
  verified: boolean;
  /** ' ' + its names in every language and its short name, accents and case folded, a space
   *  before every word: where a word is sought at a word start. */
  names: string;
}

/** Lower-cased and accent-folded, punctuation as spaces: 'Cortiça & Filhos, Lda.' → 'cortica   filhos  lda '. */
const foldName = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-,.;:()/&'"]+/g, ' ');

/**
 * The trading companies' names, kept in memory for `seconds` (as the product search keeps its
 * answers: a renamed or newly verified company shows within that time), verified first. A few
 * thousand short rows, read again in the background when old.
 */
class CompanyNames {
  private entries?: { read: Promise<CompanyEntry[]>; readAt: number };

  constructor(
    private readonly db: DbExecutor,
    private readonly seconds: number,
  ) {}

  get(): Promise<CompanyEntry[]> {
    const now = Date.now();
    const current = this.entries;
    if (current && now - current.readAt < this.seconds * 1000) return current.read;
    const reading = { read: this.read(), readAt: now };
    if (current) current.readAt = now;
    else if (this.seconds > 0) this.entries = reading;
    reading.read.then(
      () => {
        if (this.seconds > 0) this.entries = reading;
      },
      () => {
        if (this.entries === reading) this.entries = undefined;
      },
    );
    // An old list answers until the new one is read.
    return current ? current.read : reading.read;
  }

  private async read(): Promise<CompanyEntry[]> {
    const { rows } = await this.db.query<
      Omit<CompanyEntry, 'names'> & { short_name: string | null }
    >(
      `SELECT c.id, c.name, c.short_name, c.original_language, c.translations,
              c.review_status = 2 AS verified
         FROM companies c WHERE NOT c.is_platform AND c.name <> ''
        ORDER BY verified DESC, id`,
    );
    return rows.map(({ short_name, ...row }) => {
      const translated = Object.values(row.translations).map((texts) => texts?.name ?? '');
      return {
        ...row,
        names: ` ${foldName([row.name, short_name ?? '', ...translated].join(' '))}`,
      };
    });
  }
}

/** A term at a word start of a company's folded names; a Chinese word anywhere, in both scripts. */
function companyAnswers(term: QueryTerm, names: string, chineseForms: string[]): boolean {
  if (term.kind === 'chinese') return chineseForms.some((form) => names.includes(form));
  if (term.kind === 'number') return names.includes(` ${term.digits}`);
  return term.forms.some((form) => names.includes(` ${form}`));
}

/** Trading companies with every word at a word start of their name in any language. */
function companySuggestions(
  companies: readonly CompanyEntry[],
  query: AnalysedQuery,
  reader: Language,
): SearchSuggestionsAnswer['companies'] {
  // Names are kept as registered, not as tokens: a Chinese word is sought in Simplified and
  // Traditional, as a name may be registered in either.
  const chineseForms = query.terms.map((term) =>
    term.kind === 'chinese' ? searchWordForms(term.text) : [],
  );
  const found: CompanyEntry[] = [];
  for (const company of companies) {
    if (
      query.terms.every((term, index) => companyAnswers(term, company.names, chineseForms[index]!))
    )
      found.push(company);
    if (found.length === COMPANY_CANDIDATES) break;
  }
  return found
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
        // Verified companies first (the list's order), then the better named.
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
  /** The English, Portuguese and Chinese names' tokens, as search texts have them (only
   *  chapters have a Chinese name). */
  names: Words[];
}

/** The HS nomenclature is reference data: read once per database, when the routes are made. */
/** The nomenclature and its names' words indexed: `names` holds each entry's three names at
 *  positions 3 × entry + 0 (English), 1 (Portuguese), 2 (Chinese), `firstWords` their first
 *  words at the same positions. */
interface HsTable {
  entries: HsEntry[];
  names: TokenIndex<IndexedText>;
  firstWords: TokenIndex<IndexedText>;
}

const hsTables = new WeakMap<DbExecutor, Promise<HsTable>>();

function hsTable(db: DbExecutor): Promise<HsTable> {
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
      .then(async ({ rows }) => {
        const entries: HsEntry[] = [];
        for (const row of rows) {
          // Cutting 7,000 names into words takes a few hundred ms: others' requests go between.
          if (entries.length % 500 === 499) await setImmediate();
          entries.push({
            code: row.code,
            level: row.level,
            descriptionEn: row.description_en,
            namePt: row.name_pt,
            nameZh: row.name_zh,
            names: [
              analyseText(row.description_en, 'en'),
              analyseText(row.name_pt ?? '', 'pt'),
              analyseText(row.name_zh ?? '', 'zh'),
            ].map(wordsOf),
          });
        }
        const names = entries.flatMap((entry) => entry.names);
        return {
          entries,
          names: await TokenIndex.build(names.map((name) => ({ search_text: name.all }))),
          firstWords: await TokenIndex.build(
            names.map((name) => ({ search_text: `${name.first} ` })),
          ),
        };
      });
    table.catch(() => hsTables.delete(db));
    hsTables.set(db, table);
  }
  return table;
}

/**
 * The nomenclature's best answers to `query` (`headingSuggestions`): by rank, then level, then
 * code. A short prefix ("c") answers thousands of names, so their ranks are read from the
 * indexes (`answerRank`'s whole words and first words as sets of positions), not from their
 * texts, and the best few kept as the entries pass in code order.
 */
async function bestHeadings(db: DbExecutor, query: AnalysedQuery): Promise<HsEntry[]> {
  const table = await hsTable(db);
  // Per rank and level, the first entries in code order: enough of each to fill the answer.
  const limit = SUGGESTION_LIMITS.headings;
  const buckets = new Map<number, HsEntry[]>();
  for (const [index, rank] of headingRanks(table, query)) {
    const entry = table.entries[index]!;
    const bucket = rank * 10 + entry.level;
    const kept = buckets.get(bucket);
    if (!kept) buckets.set(bucket, [entry]);
    else if (kept.length < limit) kept.push(entry);
  }
  return [...buckets]
    .sort(([a], [b]) => a - b)
    .flatMap(([, entries]) => entries)
    .slice(0, limit);
}

/**
 * Each entry that answers the query, by index in code order, with its best rank: by code prefix
 * (a query of numbers), else by the best of its English, Portuguese and Chinese names.
 */
function headingRanks(table: HsTable, query: AnalysedQuery): Map<number, number> {
  const ranks = new Map<number, number>();
  if (query.terms.every((term) => term.kind === 'number')) {
    table.entries.forEach((entry, index) => {
      if (query.terms.every((term) => term.kind === 'number' && entry.code.startsWith(term.digits)))
        ranks.set(index, 0);
    });
    return ranks;
  }
  const answering = table.names.matching(query.terms, { wordStarts: true });
  const rankOf = (position: number) => {
    const names = table.entries[Math.floor(position / 3)]!.names[position % 3]!;
    return answerRank(names, query)!;
  };
  // A number among words is a whole word only as a whole token, which the index's whole words
  // (where a number is a prefix) do not tell: those few queries rank by the names' texts.
  const byIndex = !query.terms.some((term) => term.kind === 'number');
  const marks = (positions: number[]) => {
    const marked = new Uint8Array(table.names.texts.length);
    for (const position of positions) marked[position] = 1;
    return marked;
  };
  const whole = byIndex ? marks(table.names.matching(query.terms)) : undefined;
  const begins = byIndex
    ? marks(table.firstWords.matching(query.terms.slice(0, 1), { wordStarts: true }))
    : undefined;
  for (const position of answering) {
    const rank =
      whole && begins ? (whole[position] ? 0 : 2) + (begins[position] ? 0 : 1) : rankOf(position);
    const index = Math.floor(position / 3);
    const known = ranks.get(index);
    if (known === undefined || rank < known) ranks.set(index, rank);
  }
  return ranks;
}

/**
 * HS chapters, headings and subheadings by code prefix or by words of their English, Portuguese
 * or Chinese names, the best answers first, then the broader (a heading before its subheadings).
 */
async function headingSuggestions(
  db: DbExecutor,
  query: AnalysedQuery,
  reader: Language,
  memory: LRUCache<string, HsEntry[]>,
): Promise<SearchSuggestionsAnswer['headings']> {
  const key = JSON.stringify(query.terms);
  const found = memory.get(key) ?? (await bestHeadings(db, query));
  memory.set(key, found);
  return found.map((entry) => {
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

/** The suggestions for a keyword, named for a reader; none for a keyword without words. */
export type SearchSuggester = (
  keyword: string,
  reader: Language,
) => Promise<SearchSuggestionsAnswer>;

/** One per product search, so that both API prefixes share its memories. */
const suggesters = new WeakMap<ProductSearch, SearchSuggester>();

/**
 * The header's suggestions over `db`, finding products through `productSearch` and keeping the
 * companies' names as long as it keeps what it finds (`memorySeconds`), and the nomenclature's
 * answers to recent queries (reference data: they never change while the server runs).
 */
export function searchSuggestions(db: DbExecutor, productSearch: ProductSearch): SearchSuggester {
  const known = suggesters.get(productSearch);
  if (known) return known;
  // Read now (~1 s: every name cut into words), not while the first visitor types; and the
  // Traditional script's converter built (~100 ms), which a company's name is sought in.
  void hsTable(db).catch(() => undefined);
  searchWordForms('');
  const companies = new CompanyNames(db, productSearch.memorySeconds);
  const headings = new LRUCache<string, HsEntry[]>({ max: 1000 });
  // A query's answer, with the products and companies it was chosen from: it stands while the
  // product search and the company list answer with the very lists it was chosen from (they
  // make new ones when they learn of a change).
  const answers = new LRUCache<
    string,
    {
      products: readonly SuggestedProduct[];
      companies: readonly CompanyEntry[];
      answer: SearchSuggestionsAnswer;
    }
  >({ max: 2000 });
  const noProducts: readonly SuggestedProduct[] = [];
  const suggest: SearchSuggester = async (keyword, reader) => {
    const query = analyseQuery(keyword);
    if (query.terms.length === 0) return { products: [], companies: [], headings: [] };
    const [products, companyList] = await Promise.all([
      tooShortForProducts(query) ? noProducts : productSearch.suggest(query, PRODUCT_CANDIDATES),
      companies.get(),
    ]);
    const key = `${reader}|${keyword}`;
    const known = answers.get(key);
    if (known?.products === products && known.companies === companyList) return known.answer;
    const answer = {
      products: productSuggestions(products, query, reader),
      companies: companySuggestions(companyList, query, reader),
      headings: await headingSuggestions(db, query, reader, headings),
    };
    answers.set(key, { products, companies: companyList, answer });
    return answer;
  };
  suggesters.set(productSearch, suggest);
  return suggest;
}

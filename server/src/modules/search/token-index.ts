import { setImmediate } from 'node:timers/promises';
import type { QueryTerm } from './text-analysis';

/**
 * Search texts indexed in memory (docs/supply.md, "How the database finds the matches"): the
 * newest published products, which a search by words alone walks before it asks the database
 * and where the header's suggestions find their products as one types, and the HS names the
 * suggestions rank. Reading 5,000 texts of a kilobyte with `includes` for every word cost 2–5 ms
 * of the one JavaScript thread per search; here a word is a look-up in a sorted list of the
 * texts' distinct tokens, so a word (a whole token) or the start of one (a prefix: a range of
 * that list) costs its postings.
 */

/** A text as `productSearchText` writes one (tokens between spaces, sections and names split by
 *  ' | ' and ' / '); `listed: false` keeps it out of every answer (the platform's products). */
export interface IndexedText {
  search_text: string;
  listed?: boolean;
}

const HAN = /^\p{Script=Han}/u;

/** Texts indexed between two yields to other work. */
const TEXTS_PER_STEP = 500;

export class TokenIndex<Text extends IndexedText> {
  /** Every distinct Latin and number token of the texts, in code-unit order. */
  private readonly tokens: string[];
  /** Per token (same index), the positions of the texts that hold it, ascending. */
  private readonly postings: Int32Array[];
  /** Per position, its Chinese tokens (' ' + each): a Chinese word matches anywhere in one. */
  private readonly chinese: string[];

  private constructor(
    readonly texts: readonly Text[],
    byToken: Map<string, number[]>,
    chinese: string[],
  ) {
    this.tokens = [...byToken.keys()].sort();
    this.postings = this.tokens.map((token) => Int32Array.from(byToken.get(token)!));
    this.chinese = chinese;
  }

  /**
   * The index of `texts` (a position is a text's place among them). Cutting 5,000 search texts
   * into 270,000 tokens takes 100–200 ms of the one JavaScript thread on a busy machine, so it
   * yields to waiting requests every `TEXTS_PER_STEP` texts.
   */
  static async build<Text extends IndexedText>(texts: readonly Text[]): Promise<TokenIndex<Text>> {
    const byToken = new Map<string, number[]>();
    const chinese: string[] = [];
    for (const [position, text] of texts.entries()) {
      if (position % TEXTS_PER_STEP === TEXTS_PER_STEP - 1) await setImmediate();
      let han = '';
      for (const token of text.search_text.split(' ')) {
        // Section and name separators are not words.
        if (token === '' || token === '|' || token === '/') continue;
        // Tokens of the search text are one script each; below U+2E80 none is Chinese.
        if (token.charCodeAt(0) >= 0x2e80 && HAN.test(token)) han += ` ${token}`;
        else {
          const positions = byToken.get(token);
          if (!positions) byToken.set(token, [position]);
          // A token repeated in the same text is posted once.
          else if (positions[positions.length - 1] !== position) positions.push(position);
        }
      }
      chinese.push(han);
    }
    return new TokenIndex(texts, byToken, chinese);
  }

  /**
   * The positions, ascending, of the listed texts that answer
   * every term as `termMatches` does — or, with `wordStarts`, as the suggestions do: a word's
   * form at the start of a token rather than the whole token.
   */
  matching(terms: readonly QueryTerm[], { wordStarts = false } = {}): number[] {
    const size = this.texts.length;
    // How many of the terms, in order, each position has answered: a position that missed one
    // stays behind, so the positions that answer all of them end at `terms.length`.
    const answered = new Uint8Array(size);
    terms.forEach((term, index) => {
      const mark = (position: number) => {
        if (answered[position] === index) answered[position] = index + 1;
      };
      if (term.kind === 'chinese') {
        for (let position = 0; position < size; position += 1)
          if (this.chinese[position]!.includes(term.text)) mark(position);
        return;
      }
      const whole = term.kind === 'word' && !wordStarts;
      for (const prefix of term.kind === 'number' ? [term.digits] : term.forms)
        for (const token of whole ? this.exact(prefix) : this.startingWith(prefix))
          this.postings[token]!.forEach(mark);
    });
    const found: number[] = [];
    for (let position = 0; position < size; position += 1)
      if (answered[position] === terms.length && this.texts[position]!.listed !== false)
        found.push(position);
    return found;
  }

  /** The index of `token`, if a text has it. */
  private exact(token: string): number[] {
    const index = this.lowerBound(token);
    return this.tokens[index] === token ? [index] : [];
  }

  /** The indexes of the tokens that start with `prefix`: a range of the sorted list. */
  private startingWith(prefix: string): number[] {
    const indexes: number[] = [];
    for (let index = this.lowerBound(prefix); index < this.tokens.length; index += 1) {
      if (!this.tokens[index]!.startsWith(prefix)) break;
      indexes.push(index);
    }
    return indexes;
  }

  /** The first index whose token is not below `value`. */
  private lowerBound(value: string): number {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.tokens[middle]! < value) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

import type { Language } from '@portal/contracts';
import { convertScript } from './shown-texts';

const HAN = /\p{Script=Han}/u;
const LATIN_LETTER = /\p{Script=Latin}/u;
/** Letters English never writes and Portuguese writes all the time. */
const PORTUGUESE_LETTERS = /[ãõçáéíóúâêôàü]/i;
/**
 * Short words frequent in Portuguese trade texts and absent from English ones: articles,
 * prepositions and their contractions, and a few words of listings.
 */
const PORTUGUESE_WORDS = new Set([
  'o',
  'os',
  'as',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'e',
  'em',
  'no',
  'na',
  'nos',
  'nas',
  'para',
  'com',
  'por',
  'pelo',
  'pela',
  'um',
  'uma',
  'ao',
  'aos',
  'que',
  'ou',
  'sem',
  'vinho',
  'azeite',
  'cortiça',
  'empresa',
  'lda',
  'caixa',
  'garrafa',
]);
const ENGLISH_WORDS = new Set([
  'the',
  'of',
  'and',
  'for',
  'with',
  'in',
  'on',
  'to',
  'from',
  'by',
  'an',
  'or',
  'co',
  'ltd',
  'inc',
  'company',
  'box',
  'bottle',
]);

/**
 * The language a text was written in, for listings saved before they recorded it (migration
 * 028): Chinese characters are Traditional when converting them to Simplified changes them, else
 * Simplified; Latin text is Portuguese when it has Portuguese letters or more Portuguese than
 * English small words, else English. Null for a text with neither (digits, codes, nothing).
 */
export function textLanguage(text: string): Language | null {
  if (HAN.test(text)) return convertScript(text, 'zh') === text ? 'zh' : 'cht';
  if (!LATIN_LETTER.test(text)) return null;
  if (PORTUGUESE_LETTERS.test(text)) return 'pt';
  let portuguese = 0;
  let english = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (PORTUGUESE_WORDS.has(word)) portuguese += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return portuguese > english ? 'pt' : 'en';
}

import { productSearchText } from '../../src/lib/product-search';
import { TokenIndex } from '../../src/modules/search/token-index';
import { analyseQuery, termMatches } from '../../src/modules/search/text-analysis';

// Newest first, as the window holds them; the third is the platform's own (not listed).
const texts = [
  productSearchText({
    name: '普洱熟茶饼 357克',
    originalLanguage: 'zh',
    translations: { pt: { name: 'Chá Pu-erh maduro' }, en: { name: 'Ripe Pu-erh tea cake' } },
    hsCode: '090240',
    hsNames: [{ descriptionEn: 'Tea, whether or not flavoured', namePt: 'Chá, mesmo aromatizado' }],
  }),
  productSearchText({
    name: 'Azeite Virgem Extra',
    originalLanguage: 'pt',
    translations: { zh: { name: '特级初榨橄榄油' } },
    hsCode: '150920',
  }),
  productSearchText({ name: 'Chapas de granito', originalLanguage: 'pt', hsCode: '680293' }),
  productSearchText({
    name: 'Steamed teak chairs',
    originalLanguage: 'en',
    description: 'Teas of the machado forest',
    hsCode: '940161',
  }),
  productSearchText({ name: '龍井綠茶', originalLanguage: 'cht', hsCode: '090210' }),
];
const products = texts.map((search_text, index) => ({
  id: index + 1,
  search_text,
  listed: index !== 2,
}));
let window: TokenIndex<(typeof products)[number]>;
beforeAll(async () => {
  window = await TokenIndex.build(products);
});

const QUERIES = [
  'tea',
  'teas',
  'chá',
  'cha',
  'azeites',
  'Pu-erh',
  '普洱茶',
  '绿茶',
  '綠茶',
  '0902',
  '09',
  '090240',
  'vinho',
  '橄榄油',
  'chapas',
  'tea 普洱',
  'machado',
];

describe('search texts indexed in memory', () => {
  it('finds exactly what the search’s own matching finds, newest first, the platform’s left out', () => {
    for (const keyword of QUERIES) {
      const { terms } = analyseQuery(keyword);
      const expected = products.flatMap((product, position) =>
        product.listed && terms.every((term) => termMatches(term, product.search_text))
          ? [position]
          : [],
      );
      expect({ keyword, found: window.matching(terms) }).toEqual({ keyword, found: expected });
    }
    // Whole tokens: "tea" is not in "steamed" or "teak", "cha" not in "machado".
    expect(window.matching(analyseQuery('tea').terms)).toEqual([0, 3]);
    expect(window.matching(analyseQuery('cha').terms)).toEqual([0]);
    expect(window.matching(analyseQuery('綠茶').terms)).toEqual([4]);
  });

  it('finds words as they are being typed: a term at a word’s start', () => {
    const typed = (keyword: string) =>
      window.matching(analyseQuery(keyword).terms, { wordStarts: true });
    // "te" starts tea, teak and (in the description) teas; "azei" starts azeit; 0902 starts
    // 090240 and 090210; the granite's "chapas" is the platform's.
    expect(typed('te')).toEqual([0, 3]);
    expect(typed('azei')).toEqual([1]);
    expect(typed('0902')).toEqual([0, 4]);
    expect(typed('ch')).toEqual([0, 3]);
    expect(typed('chá pu')).toEqual([0]);
    expect(typed('普')).toEqual([0]);
    expect(typed('xq')).toEqual([]);
  });
});

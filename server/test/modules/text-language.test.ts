import { textLanguage } from '../../src/modules/listing-texts/text-language';

describe('the language a listing written before migration 028 is in', () => {
  it('reads Simplified Chinese as zh and Traditional as cht', () => {
    expect(textLanguage('普洱熟茶饼 357克 云南勐海')).toBe('zh');
    expect(textLanguage('普洱熟茶餅 357克 雲南勐海')).toBe('cht');
    expect(textLanguage('澳門葡國餐廳食品貿易有限公司')).toBe('cht');
  });

  it('takes characters common to both scripts as Simplified', () => {
    expect(textLanguage('茶')).toBe('zh');
  });

  it('reads Portuguese by its letters or its small words', () => {
    expect(textLanguage('Azeite Virgem Extra 500 ml')).toBe('pt');
    expect(textLanguage('Cortiça natural')).toBe('pt');
    expect(textLanguage('Vinho do Porto Tawny 10 anos')).toBe('pt');
    expect(textLanguage('Caixa de madeira para garrafas')).toBe('pt');
  });

  it('reads other Latin text as English', () => {
    expect(textLanguage('Ripe Pu-erh tea cake, 357 g')).toBe('en');
    expect(textLanguage('Frozen shrimp in a box of the company')).toBe('en');
  });

  it('leaves a text with no letters undecided', () => {
    expect(textLanguage('0902.30 / 357')).toBeNull();
    expect(textLanguage('')).toBeNull();
  });
});

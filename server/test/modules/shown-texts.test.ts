import type { ListingRecord } from '../../src/modules/listing-texts/shown-texts';
import { missingLanguages, shownTexts } from '../../src/modules/listing-texts/shown-texts';

const puerh: ListingRecord<'product'> = {
  original: { name: '普洱熟茶饼 357克', description: '云南勐海，七子饼' },
  originalLanguage: 'zh',
  translations: {
    pt: { name: 'Chá Pu-erh maturado, bolo de 357 g', description: 'Menghai, Yunnan' },
    en: { name: 'Ripe Pu-erh tea cake, 357 g', machine: true },
  },
};

describe('the texts a reader is shown', () => {
  it('gives a reader the author’s own language as written', () => {
    expect(shownTexts(puerh, 'zh')).toEqual({
      texts: puerh.original,
      textLanguage: 'zh',
      machineTranslated: false,
    });
  });

  it('gives a reader the translation in their language', () => {
    expect(shownTexts(puerh, 'pt')).toEqual({
      texts: { name: 'Chá Pu-erh maturado, bolo de 357 g', description: 'Menghai, Yunnan' },
      textLanguage: 'pt',
      machineTranslated: false,
    });
  });

  it('says when the text is an unreviewed machine translation, filling the missing description from the original', () => {
    expect(shownTexts(puerh, 'en')).toEqual({
      texts: { name: 'Ripe Pu-erh tea cake, 357 g', description: '云南勐海，七子饼' },
      textLanguage: 'en',
      machineTranslated: true,
    });
  });

  it('converts the other Chinese script for a reader of Traditional or Simplified', () => {
    const shown = shownTexts(puerh, 'cht');
    expect(shown.texts.name).toBe('普洱熟茶餅 357克');
    expect(shown.textLanguage).toBe('cht');
    const traditional: ListingRecord<'company'> = {
      original: { name: '澳門茶葉貿易有限公司', scope: null },
      originalLanguage: 'cht',
      translations: {},
    };
    expect(shownTexts(traditional, 'zh').texts.name).toBe('澳门茶叶贸易有限公司');
  });

  it('falls back to the original, in its language, when the reader’s has no name', () => {
    const portuguese: ListingRecord<'demand'> = {
      original: { title: 'Procura-se cortiça', productName: 'Cortiça', description: null },
      originalLanguage: 'pt',
      translations: { en: { description: 'Natural cork stoppers' } },
    };
    expect(shownTexts(portuguese, 'en')).toEqual({
      texts: portuguese.original,
      textLanguage: 'pt',
      machineTranslated: false,
    });
  });

  it('lists the languages the author has not filled', () => {
    expect(missingLanguages(puerh)).toEqual(['cht']);
  });
});

import type { ListingRecord } from '../../src/modules/listing-texts/shown-texts';
import {
  missingLanguages,
  shownName,
  shownNameInEveryLanguage,
  shownTexts,
  shownTextsInEveryLanguage,
} from '../../src/modules/listing-texts/shown-texts';

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

describe('a name alone, and a card’s texts for every reader', () => {
  const lusitania = {
    name: 'Lusitânia Vinhos e Azeites, Lda.',
    originalLanguage: 'pt' as const,
    translations: { zh: { name: '卢西塔尼亚葡萄酒与橄榄油有限公司', scope: '波特酒出口' } },
  };

  it('names a company for a reader as its page does: their language, the other script, else the original', () => {
    expect(shownName(lusitania, 'zh')).toEqual({
      name: '卢西塔尼亚葡萄酒与橄榄油有限公司',
      textLanguage: 'zh',
      machineTranslated: false,
    });
    expect(shownName(lusitania, 'cht')).toEqual({
      name: '盧西塔尼亞葡萄酒與橄欖油有限公司',
      textLanguage: 'cht',
      machineTranslated: false,
    });
    expect(shownName(lusitania, 'en')).toEqual({
      name: 'Lusitânia Vinhos e Azeites, Lda.',
      textLanguage: 'pt',
      machineTranslated: false,
    });
  });

  it('writes a product’s name for a reader of each of the four languages', () => {
    expect(
      shownNameInEveryLanguage({
        name: puerh.original.name!,
        originalLanguage: 'zh',
        translations: puerh.translations,
      }),
    ).toEqual({
      zh: { name: '普洱熟茶饼 357克', textLanguage: 'zh', machineTranslated: false },
      cht: { name: '普洱熟茶餅 357克', textLanguage: 'cht', machineTranslated: false },
      pt: {
        name: 'Chá Pu-erh maturado, bolo de 357 g',
        textLanguage: 'pt',
        machineTranslated: false,
      },
      en: { name: 'Ripe Pu-erh tea cake, 357 g', textLanguage: 'en', machineTranslated: true },
    });
  });

  it('writes a demand’s texts for a reader of each of the four languages', () => {
    const shown = shownTextsInEveryLanguage<'demand'>({
      original: { title: 'Chá verde para Lisboa', productName: 'Chá verde', description: null },
      originalLanguage: 'pt',
      translations: { zh: { title: '绿茶，运往里斯本', productName: '绿茶' } },
    });
    expect(Object.keys(shown).sort()).toEqual(['cht', 'en', 'pt', 'zh']);
    expect(shown.zh).toMatchObject({ texts: { title: '绿茶，运往里斯本' }, textLanguage: 'zh' });
    expect(shown.en).toMatchObject({
      texts: { title: 'Chá verde para Lisboa' },
      textLanguage: 'pt',
    });
  });
});

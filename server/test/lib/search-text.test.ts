import {
  foldToSimplified,
  normaliseSearchText,
  productModelKey,
  productSearchText,
} from '../../src/lib/product-search';

describe('normaliseSearchText', () => {
  it('folds accents, width, case and spaces as before', () => {
    expect(normaliseSearchText('Azeité')).toBe('azeite');
    expect(normaliseSearchText('Rolhas de CORTIÇA')).toBe('rolhas de cortica');
    expect(normaliseSearchText('ＡＢＣ　１２３')).toBe('abc 123');
    expect(normaliseSearchText('  Vinho \t Verde\n ')).toBe('vinho verde');
    expect(normaliseSearchText('Café arábica verde, tipo 2')).toBe('cafe arabica verde, tipo 2');
    expect(normaliseSearchText('')).toBe('');
  });

  it('folds Traditional Chinese to Simplified', () => {
    expect(normaliseSearchText('綠茶')).toBe('绿茶');
    expect(normaliseSearchText('普洱熟茶餅 357克')).toBe('普洱熟茶饼 357克');
    expect(normaliseSearchText('凍頂烏龍茶')).toBe('冻顶乌龙茶');
    expect(normaliseSearchText('臺灣高山茶')).toBe('台湾高山茶');
    // Phrases: 乾 is 干 in 乾燥 but stays in 乾隆; 頭髮 and 發展 both take 发.
    expect(normaliseSearchText('乾燥')).toBe('干燥');
    expect(normaliseSearchText('乾隆')).toBe('乾隆');
    expect(normaliseSearchText('頭髮 發展')).toBe('头发 发展');
    // Hong Kong and Macau forms.
    expect(normaliseSearchText('衞生')).toBe('卫生');
    expect(normaliseSearchText('澳門特級初榨橄欖油')).toBe('澳门特级初榨橄榄油');
  });

  it('leaves Simplified Chinese, Portuguese and English as the other foldings leave them', () => {
    for (const text of ['普洱熟茶饼 357克', '崂山绿茶', '著名', '乾隆', '干燥', '头发', '台湾']) {
      expect(normaliseSearchText(text)).toBe(text);
    }
    expect(normaliseSearchText('Vinho do Porto Tawny 10 Anos')).toBe(
      'vinho do porto tawny 10 anos',
    );
    expect(foldToSimplified('Chocolate negro 70% a_b')).toBe('Chocolate negro 70% a_b');
  });

  it('gives a query and a stored text in either script the same form, and is idempotent', () => {
    const pairs = [
      ['綠茶', '绿茶'],
      ['普洱熟茶餅', '普洱熟茶饼'],
      ['鐵觀音 烏龍茶', '铁观音 乌龙茶'],
      ['葡萄牙特級初榨橄欖油', '葡萄牙特级初榨橄榄油'],
      ['採購巴西阿拉比卡咖啡生豆', '采购巴西阿拉比卡咖啡生豆'],
    ];
    for (const [traditional, simplified] of pairs) {
      expect(normaliseSearchText(traditional!)).toBe(normaliseSearchText(simplified!));
      const once = normaliseSearchText(traditional!);
      expect(normaliseSearchText(once)).toBe(once);
    }
    // A word of a Traditional name is a substring of its normalised form.
    expect(normaliseSearchText('普洱熟茶餅 357克')).toContain(normaliseSearchText('熟茶餅'));
  });

  it('is how Chinese is folded in product search texts and same-model keys', () => {
    expect(
      productSearchText({
        name: '凍頂烏龍茶',
        spec: '150克',
        origin: '臺灣南投',
        hsCode: '090230',
      }),
    ).toBe(' 冻顶乌龙茶 | 150 克 / 台湾南投 / 090230 |  |  ');
    expect(productModelKey({ name: '凍頂烏龍茶', spec: '150 G', brand: 'Ａ' })).toBe(
      '冻顶乌龙茶|150 g|a',
    );
  });
});

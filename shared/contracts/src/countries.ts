/**
 * The markets of the portal (China, Macau and the Portuguese-speaking countries) by ISO 3166-1
 * alpha-2, with their names in the four languages: origin pickers and filters. Their flags are
 * drawn by `<CountryFlag>` (@portal/ui).
 */
export interface TradeCountry {
  code: string;
  name: { zh: string; cht: string; pt: string; en: string };
}

export const TRADE_COUNTRIES: readonly TradeCountry[] = [
  { code: 'CN', name: { zh: '中国', cht: '中國', pt: 'China', en: 'China' } },
  { code: 'MO', name: { zh: '中国澳门', cht: '中國澳門', pt: 'Macau', en: 'Macao' } },
  { code: 'PT', name: { zh: '葡萄牙', cht: '葡萄牙', pt: 'Portugal', en: 'Portugal' } },
  { code: 'BR', name: { zh: '巴西', cht: '巴西', pt: 'Brasil', en: 'Brazil' } },
  { code: 'AO', name: { zh: '安哥拉', cht: '安哥拉', pt: 'Angola', en: 'Angola' } },
  {
    code: 'MZ',
    name: { zh: '莫桑比克', cht: '莫三比克', pt: 'Moçambique', en: 'Mozambique' },
  },
  {
    code: 'CV',
    name: { zh: '佛得角', cht: '維德角', pt: 'Cabo Verde', en: 'Cabo Verde' },
  },
  {
    code: 'GW',
    name: { zh: '几内亚比绍', cht: '幾內亞比索', pt: 'Guiné-Bissau', en: 'Guinea-Bissau' },
  },
  {
    code: 'GQ',
    name: { zh: '赤道几内亚', cht: '赤道幾內亞', pt: 'Guiné Equatorial', en: 'Equatorial Guinea' },
  },
  {
    code: 'ST',
    name: {
      zh: '圣多美和普林西比',
      cht: '聖多美普林西比',
      pt: 'São Tomé e Príncipe',
      en: 'São Tomé and Príncipe',
    },
  },
  {
    code: 'TL',
    name: { zh: '东帝汶', cht: '東帝汶', pt: 'Timor-Leste', en: 'Timor-Leste' },
  },
];

/** The country's name in a portal language (zh, cht, pt, en), or the code when unknown. */
export function countryName(code: string | null | undefined, language: string): string {
  const country = TRADE_COUNTRIES.find((item) => item.code === code);
  if (!country) return code ?? '';
  const key = (
    ['zh', 'cht', 'pt', 'en'].includes(language) ? language : 'zh'
  ) as keyof TradeCountry['name'];
  return country.name[key];
}

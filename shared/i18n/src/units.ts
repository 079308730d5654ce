import type { Language } from '@portal/contracts';

type UnitName = Record<'zh' | 'cht', string> & Record<'pt' | 'en', { one: string; other: string }>;

/**
 * The trade units sellers and buyers use, named in the four languages. A unit is stored as the
 * text its author typed (any of these names, or anything else); `unitLabel` shows a known one in
 * the reader's language and leaves an unknown one as written (docs/i18n.md).
 */
const UNITS: Record<string, UnitName> = {
  kg: { zh: '千克', cht: '千克', pt: { one: 'kg', other: 'kg' }, en: { one: 'kg', other: 'kg' } },
  g: { zh: '克', cht: '克', pt: { one: 'g', other: 'g' }, en: { one: 'g', other: 'g' } },
  t: {
    zh: '吨',
    cht: '噸',
    pt: { one: 'tonelada', other: 'toneladas' },
    en: { one: 'tonne', other: 'tonnes' },
  },
  l: {
    zh: '升',
    cht: '升',
    pt: { one: 'litro', other: 'litros' },
    en: { one: 'litre', other: 'litres' },
  },
  ml: { zh: '毫升', cht: '毫升', pt: { one: 'ml', other: 'ml' }, en: { one: 'ml', other: 'ml' } },
  m: {
    zh: '米',
    cht: '米',
    pt: { one: 'metro', other: 'metros' },
    en: { one: 'metre', other: 'metres' },
  },
  m2: {
    zh: '平方米',
    cht: '平方米',
    pt: { one: 'm²', other: 'm²' },
    en: { one: 'm²', other: 'm²' },
  },
  m3: {
    zh: '立方米',
    cht: '立方米',
    pt: { one: 'm³', other: 'm³' },
    en: { one: 'm³', other: 'm³' },
  },
  unit: {
    zh: '个',
    cht: '個',
    pt: { one: 'unidade', other: 'unidades' },
    en: { one: 'unit', other: 'units' },
  },
  piece: {
    zh: '件',
    cht: '件',
    pt: { one: 'peça', other: 'peças' },
    en: { one: 'piece', other: 'pieces' },
  },
  box: {
    zh: '盒',
    cht: '盒',
    pt: { one: 'caixa', other: 'caixas' },
    en: { one: 'box', other: 'boxes' },
  },
  carton: {
    zh: '箱',
    cht: '箱',
    pt: { one: 'caixote', other: 'caixotes' },
    en: { one: 'carton', other: 'cartons' },
  },
  cake: {
    zh: '饼',
    cht: '餅',
    pt: { one: 'disco', other: 'discos' },
    en: { one: 'cake', other: 'cakes' },
  },
  bottle: {
    zh: '瓶',
    cht: '瓶',
    pt: { one: 'garrafa', other: 'garrafas' },
    en: { one: 'bottle', other: 'bottles' },
  },
  can: {
    zh: '罐',
    cht: '罐',
    pt: { one: 'lata', other: 'latas' },
    en: { one: 'can', other: 'cans' },
  },
  bag: {
    zh: '袋',
    cht: '袋',
    pt: { one: 'saco', other: 'sacos' },
    en: { one: 'bag', other: 'bags' },
  },
  pack: {
    zh: '包',
    cht: '包',
    pt: { one: 'pacote', other: 'pacotes' },
    en: { one: 'pack', other: 'packs' },
  },
  set: {
    zh: '套',
    cht: '套',
    pt: { one: 'conjunto', other: 'conjuntos' },
    en: { one: 'set', other: 'sets' },
  },
  pair: {
    zh: '双',
    cht: '雙',
    pt: { one: 'par', other: 'pares' },
    en: { one: 'pair', other: 'pairs' },
  },
  bar: {
    zh: '块',
    cht: '塊',
    pt: { one: 'tablete', other: 'tabletes' },
    en: { one: 'bar', other: 'bars' },
  },
  thousand: {
    zh: '千个',
    cht: '千個',
    pt: { one: 'milheiro', other: 'milheiros' },
    en: { one: 'thousand', other: 'thousands' },
  },
};

/** Other ways sellers write the same units (Chinese synonyms, English and Portuguese variants). */
const SYNONYMS: Record<string, string> = {
  公斤: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  quilograma: 'kg',
  quilogramas: 'kg',
  ton: 't',
  tons: 't',
  '㎡': 'm2',
  平方公尺: 'm2',
  立方: 'm3',
  liter: 'l',
  liters: 'l',
  pcs: 'piece',
  pc: 'piece',
  只: 'unit',
  支: 'piece',
};

const byName = new Map<string, string>();
for (const [code, name] of Object.entries(UNITS)) {
  for (const text of [
    code,
    name.zh,
    name.cht,
    name.pt.one,
    name.pt.other,
    name.en.one,
    name.en.other,
  ]) {
    byName.set(text.toLowerCase(), code);
  }
}
for (const [text, code] of Object.entries(SYNONYMS)) byName.set(text.toLowerCase(), code);

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: 'pt' | 'en', count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) {
    // The portal writes European Portuguese, whose zero is plural ("0 caixas"; Brazil's is not).
    rules = new Intl.PluralRules(language === 'pt' ? 'pt-PT' : language);
    pluralRules.set(language, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/**
 * A unit as the reader says it: '盒' reads "caixas" in Portuguese for 3 of them; a unit no one
 * has named here stays as its author wrote it.
 */
/** The unit the server gives an order or cart line whose product has none. */
export const DEFAULT_UNIT = '套';

export function unitLabel(unit: string, language: Language, count = 2): string {
  const code = byName.get(unit.trim().toLowerCase());
  if (!code) return unit;
  const name = UNITS[code]!;
  if (language === 'zh' || language === 'cht') return name[language];
  return name[language][pluralOf(language, count)];
}

/** The known units in the reader's language, for a unit field's suggestions. */
export function unitSuggestions(language: Language): string[] {
  return Object.values(UNITS).map((name) =>
    language === 'zh' || language === 'cht' ? name[language] : name[language].other,
  );
}

import type { Language } from '@portal/contracts';

type Names = Record<Language, string>;
const n = (zh: string, cht: string, pt: string, en: string): Names => ({ zh, cht, pt, en });

/**
 * The industries the portal's companies trade in, named in the four languages. A company's or a
 * product's industry is stored as its author typed it; `industryLabel` shows a known one in the
 * reader's language and leaves any other as written (docs/i18n.md), as units do.
 */
const INDUSTRIES: Names[] = [
  n('茶叶', '茶葉', 'Chá', 'Tea'),
  n('咖啡', '咖啡', 'Café', 'Coffee'),
  n('咖啡与食糖', '咖啡與食糖', 'Café e açúcar', 'Coffee and sugar'),
  n('葡萄酒与橄榄油', '葡萄酒與橄欖油', 'Vinhos e azeites', 'Wine and olive oil'),
  n('农业', '農業', 'Agricultura', 'Agriculture'),
  n('农业与渔业', '農業與漁業', 'Agricultura e pescas', 'Agriculture and fisheries'),
  n('农业综合企业', '農業綜合企業', 'Agronegócio', 'Agribusiness'),
  n('渔业', '漁業', 'Pescas', 'Fisheries'),
  n('食品', '食品', 'Alimentação', 'Food'),
  n('腰果', '腰果', 'Caju', 'Cashew'),
  n('可可', '可可', 'Cacau', 'Cocoa'),
  n('木材', '木材', 'Madeira', 'Timber'),
  n('建材', '建材', 'Materiais de construção', 'Building materials'),
  n('软木与石材', '軟木與石材', 'Cortiça e pedra', 'Cork and stone'),
  n('纺织服装', '紡織服裝', 'Têxteis e vestuário', 'Textiles and clothing'),
  n('机电产品', '機電產品', 'Máquinas e equipamentos', 'Machinery and equipment'),
  n('美妆个护', '美妝個護', 'Beleza e cuidados pessoais', 'Beauty and personal care'),
  n('花卉园艺', '花卉園藝', 'Flores e horticultura', 'Flowers and horticulture'),
  n('贸易服务', '貿易服務', 'Serviços comerciais', 'Trade services'),
  n('物流', '物流', 'Logística', 'Logistics'),
  n('平台运营', '平台營運', 'Operação da plataforma', 'Platform operations'),
];

const byName = new Map<string, Names>();
for (const names of INDUSTRIES) {
  for (const name of Object.values(names)) byName.set(name.trim().toLowerCase(), names);
}

/** An industry as the reader says it: '茶叶' reads "Chá" in Portuguese; others stay as written. */
export function industryLabel(industry: string, language: Language): string {
  return byName.get(industry.trim().toLowerCase())?.[language] ?? industry;
}

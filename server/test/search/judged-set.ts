import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
import type { DbExecutor } from '../../src/platform/db/db';
import {
  DatabaseProductSearch,
  hsSearchNames,
  productSearchText,
} from '../../src/lib/product-search';

/**
 * The judged query set of issue #34 (docs/supply.md, "Search across languages"): a fixed
 * catalogue and queries in the four languages, each with the products that must be in its first
 * ten results and those that must not. Run by server/test/search/judged-search.test.ts (fails on
 * any miss) and bench/search-quality.ts (prints precision@10 and recall).
 *
 * The catalogue exercises each mechanism: products in one language found from another only
 * through their HS heading's English and Portuguese names (a zh-only tea by "chá" and "tea");
 * products found in Chinese only because their author (or a translator) gave a Chinese text (a
 * pt olive oil by 橄榄油); Traditional and Simplified; stems and plurals; whole words ("tea" is
 * not in "steamed" nor "teak", "cha" not in "machado"); and near misses that share a character
 * or a word (山茶油 camellia oil, 红葡萄汁 grape juice, corkscrews, sunflower oil).
 */

interface JudgedCompany {
  name: string;
  country: string;
  /** companies.review_status 2: verified. */
  verified: boolean;
}

export const JUDGED_COMPANIES = {
  yunnanTea: { name: '云南勐海茶业有限公司', country: 'CN', verified: true },
  hangzhouTea: { name: '杭州西湖茶庄', country: 'CN', verified: false },
  taiwanTea: { name: '南投凍頂茶行', country: 'MO', verified: true },
  acores: { name: 'Chá Gorreana Açores, Lda.', country: 'PT', verified: true },
  britishTea: { name: 'Lusitania Tea Importers Ltd', country: 'PT', verified: false },
  douro: { name: 'Quinta do Douro Vinhos, S.A.', country: 'PT', verified: true },
  ningxia: { name: '宁夏贺兰山酒庄', country: 'CN', verified: true },
  alentejo: { name: 'Olivais do Alentejo, Lda.', country: 'PT', verified: true },
  cork: { name: 'Cortiça do Norte, Lda.', country: 'PT', verified: true },
  brazil: { name: 'Fazenda Boa Vista Café e Soja Ltda.', country: 'BR', verified: true },
  yunnanCoffee: { name: '普洱小粒咖啡合作社', country: 'CN', verified: false },
  timor: { name: 'Café Timor Cooperativa', country: 'TL', verified: true },
  mozambique: { name: 'Pescas e Madeiras de Moçambique', country: 'MZ', verified: true },
  tools: { name: 'Ferragens Lusas, Lda.', country: 'PT', verified: false },
  fujian: { name: '福建闽南油脂贸易公司', country: 'CN', verified: true },
} satisfies Record<string, JudgedCompany>;

interface JudgedProduct {
  company: keyof typeof JUDGED_COMPANIES;
  originalLanguage: Language;
  name: string;
  description?: string;
  translations?: ListingTranslations<'product'>;
  hsCode: string;
  spec?: string;
  origin?: string;
}

export const JUDGED_PRODUCTS = {
  puerhZhOnly: {
    company: 'yunnanTea',
    originalLanguage: 'zh',
    name: '普洱熟茶饼 357克',
    description: '勐海古树茶叶压制，陈放五年',
    hsCode: '090240',
    origin: '云南普洱',
  },
  puerhEverywhere: {
    company: 'yunnanTea',
    originalLanguage: 'zh',
    name: '普洱生茶饼',
    description: '易武春茶，石磨压制',
    translations: {
      cht: { name: '普洱生茶餅', description: '易武春茶，石磨壓製' },
      pt: { name: 'Chá Pu-erh cru em bolo', description: 'Chá de primavera de Yiwu, prensado' },
      en: { name: 'Raw Pu-erh tea cake', description: 'Spring tea from Yiwu, stone-pressed' },
    },
    hsCode: '090240',
  },
  longjing: {
    company: 'hangzhouTea',
    originalLanguage: 'zh',
    name: '西湖龙井绿茶 250克',
    description: '明前茶叶，手工炒制',
    translations: { en: { name: 'West Lake Longjing green tea, 250 g' } },
    hsCode: '090210',
  },
  oolongCht: {
    company: 'taiwanTea',
    originalLanguage: 'cht',
    name: '凍頂烏龍茶 150克',
    description: '南投鹿谷高山茶園',
    hsCode: '090230',
  },
  chaVerdeAcores: {
    company: 'acores',
    originalLanguage: 'pt',
    name: 'Chá verde dos Açores',
    description: 'Folhas soltas da plantação de São Miguel',
    hsCode: '090220',
  },
  blackTeaEn: {
    company: 'britishTea',
    originalLanguage: 'en',
    name: 'English breakfast black tea, 100 bags',
    translations: { zh: { name: '英式早餐红茶 100袋', machine: true } },
    hsCode: '090230',
  },
  steamedShrimp: {
    company: 'mozambique',
    originalLanguage: 'pt',
    name: 'Camarão cozido a vapor congelado',
    translations: {
      en: { name: 'Frozen steamed shrimp' },
      zh: { name: '冷冻熟虾仁' },
    },
    hsCode: '030617',
  },
  okoumeLogs: {
    company: 'mozambique',
    originalLanguage: 'pt',
    name: 'Toros de umbila',
    description: 'Madeira tropical de Cabo Delgado',
    hsCode: '440349',
  },
  camelliaOil: {
    company: 'fujian',
    originalLanguage: 'zh',
    name: '山茶油 5升',
    translations: { en: { name: 'Camellia seed oil, 5 l' } },
    hsCode: '151590',
  },
  arabica: {
    company: 'brazil',
    originalLanguage: 'pt',
    name: 'Café arábica verde, tipo 2',
    translations: { en: { name: 'Green arabica coffee beans, type 2' } },
    hsCode: '090111',
    origin: 'Minas Gerais',
  },
  yunnanCoffee: {
    company: 'yunnanCoffee',
    originalLanguage: 'zh',
    name: '云南小粒咖啡豆 烘焙',
    hsCode: '090121',
  },
  timorCoffee: {
    company: 'timor',
    originalLanguage: 'pt',
    name: 'Café de Timor torrado em grão',
    hsCode: '090121',
  },
  porto: {
    company: 'douro',
    originalLanguage: 'pt',
    name: 'Vinho do Porto Tawny 10 Anos',
    description: 'Envelhecido em cascos de carvalho',
    translations: {
      zh: { name: '十年茶色波特葡萄酒' },
      en: { name: '10 Year Old Tawny Port wine' },
    },
    hsCode: '220421',
  },
  vinhoVerde: {
    company: 'douro',
    originalLanguage: 'pt',
    name: 'Vinho Verde Alvarinho',
    hsCode: '220421',
    origin: 'Monção',
  },
  ningxiaRed: {
    company: 'ningxia',
    originalLanguage: 'zh',
    name: '贺兰山红葡萄酒 750毫升',
    hsCode: '220421',
  },
  grapeJuice: {
    company: 'douro',
    originalLanguage: 'pt',
    name: 'Sumo de uva tinto',
    translations: { zh: { name: '红葡萄汁' } },
    hsCode: '200961',
  },
  azeiteEverywhere: {
    company: 'alentejo',
    originalLanguage: 'pt',
    name: 'Azeite Virgem Extra',
    description: 'Azeite de oliva do Alentejo, prensado a frio',
    translations: { zh: { name: '特级初榨橄榄油' } },
    hsCode: '150920',
  },
  azeitePtOnly: {
    company: 'alentejo',
    originalLanguage: 'pt',
    name: 'Azeite refinado, lata de 5 l',
    hsCode: '150990',
  },
  oliveOilEn: {
    company: 'britishTea',
    originalLanguage: 'en',
    name: 'Extra virgin olive oil, 500 ml',
    hsCode: '150920',
  },
  sunflowerOil: {
    company: 'fujian',
    originalLanguage: 'pt',
    name: 'Óleo de girassol em bruto',
    translations: { zh: { name: '葵花籽毛油' } },
    hsCode: '151211',
  },
  corkStoppers: {
    company: 'cork',
    originalLanguage: 'pt',
    name: 'Rolhas de cortiça natural',
    translations: { en: { name: 'Natural cork stoppers' }, zh: { name: '天然软木塞' } },
    hsCode: '450310',
  },
  corkBoard: {
    company: 'cork',
    originalLanguage: 'pt',
    name: 'Aglomerado de cortiça em placas',
    hsCode: '450490',
  },
  corkscrew: {
    company: 'tools',
    originalLanguage: 'en',
    name: 'Corkscrew with wooden handle',
    translations: { zh: { name: '木柄开瓶器' }, pt: { name: 'Saca-rolhas com cabo de madeira' } },
    hsCode: '820551',
  },
  axe: {
    company: 'tools',
    originalLanguage: 'pt',
    name: 'Machado de aço forjado',
    hsCode: '820140',
  },
  sugar: {
    company: 'brazil',
    originalLanguage: 'pt',
    name: 'Açúcar mascavado de cana',
    hsCode: '170114',
  },
  soy: {
    company: 'brazil',
    originalLanguage: 'pt',
    name: 'Soja em grão',
    translations: { zh: { name: '巴西大豆' } },
    hsCode: '120190',
  },
  cashew: {
    company: 'mozambique',
    originalLanguage: 'pt',
    name: 'Castanha de caju sem casca',
    hsCode: '080132',
  },
  granite: {
    company: 'cork',
    originalLanguage: 'pt',
    name: 'Granito cinzento em blocos',
    hsCode: '251612',
  },
  cacao: {
    company: 'timor',
    originalLanguage: 'pt',
    name: 'Cacau em amêndoa fermentada',
    translations: { zh: { name: '发酵可可豆' } },
    hsCode: '180100',
  },
} satisfies Record<string, JudgedProduct>;

export type JudgedKey = keyof typeof JUDGED_PRODUCTS;

/** The language a query is typed in; HS codes are typed alike in every one. */
export type QueryLanguage = Language | 'code';

export interface JudgedQuery {
  language: QueryLanguage;
  query: string;
  must: JudgedKey[];
  mustNot: JudgedKey[];
}

const ALL_TEAS: JudgedKey[] = [
  'puerhZhOnly',
  'puerhEverywhere',
  'longjing',
  'oolongCht',
  'chaVerdeAcores',
  'blackTeaEn',
];
/** Teas with a Chinese text (the HS nomenclature has no Chinese names to reach the others). */
const CHINESE_TEAS: JudgedKey[] = ['puerhZhOnly', 'puerhEverywhere', 'longjing', 'oolongCht'];
const NOT_TEA: JudgedKey[] = ['steamedShrimp', 'okoumeLogs', 'camelliaOil', 'sugar', 'axe'];
const COFFEES: JudgedKey[] = ['arabica', 'yunnanCoffee', 'timorCoffee'];
const WINES: JudgedKey[] = ['porto', 'vinhoVerde', 'ningxiaRed'];
const OLIVE_OILS: JudgedKey[] = ['azeiteEverywhere', 'azeitePtOnly', 'oliveOilEn'];
const CORKS: JudgedKey[] = ['corkStoppers', 'corkBoard'];

const q = (
  language: QueryLanguage,
  query: string,
  must: JudgedKey[],
  mustNot: JudgedKey[] = [],
): JudgedQuery => ({ language, query, must, mustNot });

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Simplified Chinese
  q('zh', '茶', CHINESE_TEAS, ['steamedShrimp', 'okoumeLogs', 'yunnanCoffee', 'ningxiaRed']),
  q('zh', '茶叶', ['puerhZhOnly', 'longjing'], ['camelliaOil', 'yunnanCoffee']),
  q('zh', '普洱茶', ['puerhZhOnly', 'puerhEverywhere'], ['longjing', 'oolongCht', 'yunnanCoffee']),
  q('zh', '普洱', ['puerhZhOnly', 'puerhEverywhere'], ['longjing', 'oolongCht']),
  q('zh', '绿茶', ['longjing'], ['puerhZhOnly', 'oolongCht']),
  q('zh', '乌龙茶', ['oolongCht'], ['longjing', 'puerhZhOnly']),
  q('zh', '红茶', ['blackTeaEn'], ['longjing', 'ningxiaRed']),
  q('zh', '咖啡', ['yunnanCoffee'], [...CHINESE_TEAS, 'ningxiaRed']),
  q('zh', '咖啡豆', ['yunnanCoffee'], ['cacao', 'soy']),
  q('zh', '葡萄酒', ['porto', 'ningxiaRed'], ['grapeJuice', 'azeiteEverywhere']),
  q('zh', '红葡萄酒', ['ningxiaRed'], ['grapeJuice']),
  q('zh', '橄榄油', ['azeiteEverywhere'], ['sunflowerOil', 'camelliaOil']),
  q('zh', '特级初榨橄榄油', ['azeiteEverywhere'], ['sunflowerOil']),
  q('zh', '软木', ['corkStoppers'], ['corkscrew']),
  q('zh', '软木塞', ['corkStoppers'], ['corkscrew']),
  q('zh', '虾仁', ['steamedShrimp'], CHINESE_TEAS),
  q('zh', '大豆', ['soy'], ['yunnanCoffee', 'cacao']),
  q('zh', '可可豆', ['cacao'], ['yunnanCoffee', 'soy']),
  // Traditional Chinese
  q('cht', '茶葉', ['puerhZhOnly', 'longjing'], ['camelliaOil', 'yunnanCoffee']),
  q('cht', '普洱熟茶餅', ['puerhZhOnly'], ['longjing']),
  q('cht', '普洱生茶餅', ['puerhEverywhere'], ['oolongCht']),
  q('cht', '烏龍茶', ['oolongCht'], ['longjing']),
  q('cht', '綠茶', ['longjing'], ['oolongCht', 'puerhZhOnly']),
  q('cht', '龍井', ['longjing'], ['oolongCht']),
  q('cht', '紅葡萄酒', ['ningxiaRed'], ['grapeJuice']),
  q('cht', '橄欖油', ['azeiteEverywhere'], ['sunflowerOil', 'camelliaOil']),
  q('cht', '軟木塞', ['corkStoppers'], ['corkscrew']),
  q('cht', '蝦仁', ['steamedShrimp'], CHINESE_TEAS),
  // Portuguese
  q('pt', 'chá', ALL_TEAS, NOT_TEA),
  q('pt', 'cha', ALL_TEAS, NOT_TEA),
  q('pt', 'chás', ALL_TEAS, NOT_TEA),
  q('pt', 'chá verde', ['chaVerdeAcores', 'longjing'], ['puerhZhOnly', 'blackTeaEn']),
  q('pt', 'chá preto', ['puerhZhOnly', 'blackTeaEn', 'oolongCht'], ['chaVerdeAcores', 'longjing']),
  q('pt', 'Pu-erh', ['puerhEverywhere'], [...COFFEES, 'azeiteEverywhere', 'longjing']),
  q('pt', 'café', COFFEES, [...CHINESE_TEAS, 'cacao']),
  q('pt', 'cafe', COFFEES, [...CHINESE_TEAS, 'cacao']),
  q('pt', 'cafés', COFFEES, [...CHINESE_TEAS, 'cacao']),
  q('pt', 'vinho', WINES, ['grapeJuice', 'azeiteEverywhere']),
  q('pt', 'vinhos', WINES, ['grapeJuice', 'azeiteEverywhere']),
  q('pt', 'Vinho do Porto', ['porto'], ['vinhoVerde', 'ningxiaRed', 'grapeJuice']),
  q('pt', 'azeite', OLIVE_OILS, ['sunflowerOil', 'camelliaOil']),
  q('pt', 'azeites', OLIVE_OILS, ['sunflowerOil', 'camelliaOil']),
  q('pt', 'azeite virgem extra', ['azeiteEverywhere', 'oliveOilEn'], ['sunflowerOil']),
  q('pt', 'cortiça', CORKS, ['corkscrew', 'granite']),
  q('pt', 'cortica', CORKS, ['corkscrew', 'granite']),
  q('pt', 'rolhas', ['corkStoppers'], ['granite']),
  q('pt', 'camarão', ['steamedShrimp'], ALL_TEAS),
  q('pt', 'camarões', ['steamedShrimp'], ALL_TEAS),
  q('pt', 'soja', ['soy'], COFFEES),
  q('pt', 'caju', ['cashew'], ['soy']),
  q('pt', 'açúcar', ['sugar'], ALL_TEAS),
  q('pt', 'granito', ['granite'], CORKS),
  q('pt', 'madeira', ['okoumeLogs'], CORKS),
  q('pt', 'cacau', ['cacao'], COFFEES),
  // English
  q('en', 'tea', ALL_TEAS, NOT_TEA),
  q('en', 'teas', ALL_TEAS, NOT_TEA),
  q('en', 'green tea', ['longjing', 'chaVerdeAcores'], ['puerhZhOnly', 'blackTeaEn']),
  q('en', 'black tea', ['blackTeaEn', 'oolongCht', 'puerhZhOnly'], ['longjing', 'chaVerdeAcores']),
  q('en', 'Pu-erh tea', ['puerhEverywhere'], ['longjing', ...COFFEES]),
  q('en', 'coffee', COFFEES, [...CHINESE_TEAS, 'cacao']),
  q('en', 'wine', WINES, ['grapeJuice']),
  q('en', 'port wine', ['porto'], ['vinhoVerde', 'grapeJuice']),
  q('en', 'olive oil', OLIVE_OILS, ['sunflowerOil', 'camelliaOil']),
  q('en', 'cork', CORKS, ['corkscrew']),
  q('en', 'shrimp', ['steamedShrimp'], ALL_TEAS),
  q('en', 'shrimps', ['steamedShrimp'], ALL_TEAS),
  q('en', 'soya beans', ['soy'], ['cacao', 'arabica']),
  q('en', 'cashew nuts', ['cashew'], ['soy']),
  q('en', 'cocoa beans', ['cacao'], ['arabica', 'soy']),
  q('en', 'granite', ['granite'], CORKS),
  q('en', 'wood', ['okoumeLogs'], CORKS),
  // HS codes
  q('code', '0902', ALL_TEAS, [...COFFEES, 'camelliaOil']),
  q('code', '090240', ['puerhZhOnly', 'puerhEverywhere'], ['longjing', 'oolongCht']),
  q('code', '2204', WINES, ['grapeJuice']),
  q('code', '1509', OLIVE_OILS, ['sunflowerOil']),
  q('code', '4503', ['corkStoppers'], ['corkBoard']),
];

/**
 * Writes the catalogue: its companies and published products (search texts as the server writes
 * them), the newest last in the list. Returns each product's id by key.
 */
export async function insertJudgedCatalogue(
  db: DbExecutor,
  now = new Date(),
): Promise<Map<JudgedKey, number>> {
  const companyIds = new Map<string, number>();
  for (const [key, company] of Object.entries(JUDGED_COMPANIES)) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO companies (name, country, industry, review_status)
       VALUES ($1, $2, 'Judged search', $3) RETURNING id`,
      [company.name, company.country, company.verified ? 2 : 0],
    );
    companyIds.set(key, rows[0]!.id);
  }
  const ids = new Map<JudgedKey, number>();
  for (const [index, [key, product]] of Object.entries(JUDGED_PRODUCTS).entries()) {
    const fields: JudgedProduct = product;
    const publishedAt = new Date(now.getTime() - (100 - index) * 60_000);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO products (company_id, name, description, original_language, translations,
         hs_code, spec, origin, origin_country, price, currency, unit, status, model_key,
         search_text, created_at, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL, 'USD', 'kg', 1, $10, $11, $12, $12)
       RETURNING id`,
      [
        companyIds.get(fields.company),
        fields.name,
        fields.description ?? null,
        fields.originalLanguage,
        JSON.stringify(fields.translations ?? {}),
        fields.hsCode,
        fields.spec ?? null,
        fields.origin ?? null,
        JUDGED_COMPANIES[fields.company].country,
        `judged|${key}`,
        productSearchText({ ...fields, hsNames: await hsSearchNames(db, fields.hsCode) }),
        publishedAt,
      ],
    );
    ids.set(key as JudgedKey, rows[0]!.id);
  }
  return ids;
}

export interface JudgedOutcome {
  query: JudgedQuery;
  /** The first ten results, as catalogue keys (null: a product outside the catalogue). */
  top: (JudgedKey | null)[];
  missing: JudgedKey[];
  wrong: JudgedKey[];
}

/** Runs every judged query as the hall does (relevance, first page of ten). */
export async function runJudgedQueries(
  db: DbExecutor,
  ids: Map<JudgedKey, number>,
): Promise<JudgedOutcome[]> {
  const search = new DatabaseProductSearch(db);
  const keyOf = new Map([...ids].map(([key, id]) => [id, key]));
  const outcomes: JudgedOutcome[] = [];
  for (const judged of JUDGED_QUERIES) {
    const { rows } = await search.search(
      {
        keyword: judged.query,
        language: judged.language === 'code' ? 'en' : judged.language,
        sort: 'relevance',
        pageNum: 1,
        pageSize: 10,
      },
      new Date(),
    );
    const top = rows.map((hit) => keyOf.get(hit.id) ?? null);
    outcomes.push({
      query: judged,
      top,
      missing: judged.must.filter((key) => !top.includes(key)),
      wrong: judged.mustNot.filter((key) => top.includes(key)),
    });
  }
  return outcomes;
}

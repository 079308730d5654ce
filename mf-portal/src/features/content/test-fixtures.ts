import type { ProductSearchHit, Static } from '@portal/contracts/schemas';
import type {
  CaseCard,
  CaseFilters,
  ContentPage,
  EditablePage,
  OperatorCase,
  PageTexts,
} from './api/content';

const EDITED_AT = '2026-01-01T00:00:00.000Z';

export const laoshanCasePage: ContentPage = {
  slug: 'laoshanTeaCase',
  kind: 'case',
  path: '/laoshanTeaCase',
  title: '崂山绿茶：海雾里的北方绿茶走进圣保罗',
  summary: '首年对巴西出口 2.6 吨。',
  industry: '茶叶',
  countries: ['BR', 'PT'],
  sections: [
    { key: 'company', heading: '企业简介', paragraphs: ['青岛海岚茶业有限公司。'] },
    { key: 'problem', heading: '面临的难题', paragraphs: ['不知道从哪里找买家。'] },
    { key: 'platform', heading: '平台做了什么', paragraphs: ['展馆展示。', '葡文标签清单。'] },
    { key: 'results', heading: '成效', paragraphs: ['全年出口 2.6 吨。'] },
  ],
  metrics: [
    { value: '2.6 吨', label: '首年对巴西出口' },
    { value: '18%', label: '出口占销售额比例' },
  ],
  products: [{ label: '崂山绿茶', q: '崂山绿茶', href: '/demandHall?tab=supply&q=%E5%B4%82' }],
  updatedAt: EDITED_AT,
};

/** `laoshanCasePage`'s texts as operators edit them. */
export const laoshanTexts: PageTexts = {
  title: laoshanCasePage.title,
  summary: laoshanCasePage.summary,
  sections: laoshanCasePage.sections,
  metrics: laoshanCasePage.metrics,
};

/** The same texts in the four languages; a named case page has no details to edit. */
export const laoshanEditablePage: EditablePage = {
  slug: 'laoshanTeaCase',
  kind: 'case',
  texts: Object.fromEntries(
    ['zh', 'cht', 'pt', 'en'].map((language) => [
      language,
      { ...laoshanTexts, updatedAt: EDITED_AT },
    ]),
  ),
  case: null,
};

export const aphServicePage: ContentPage = {
  slug: 'aph',
  kind: 'service',
  path: '/aph',
  title: '澳葡汇',
  summary: '以澳门为纽带的中国—葡语国家商贸服务。',
  industry: null,
  countries: [],
  sections: [
    { key: 'about', heading: '什么是澳葡汇', paragraphs: ['澳葡汇是平台设在澳门的服务窗口。'] },
    { key: 'how', heading: '如何合作', paragraphs: ['填写下方表单。'] },
  ],
  metrics: [],
  products: [],
  updatedAt: EDITED_AT,
};

export const caseCards: CaseCard[] = [
  {
    slug: 'lbteaCase',
    path: '/lbteaCase',
    title: '梧州六堡茶：从香港转口到直供澳门与里斯本',
    summary: '首年直接出口 4.8 吨。',
    industry: '茶叶',
    countries: ['MO', 'PT'],
    metrics: [{ value: '4.8 吨', label: '首年直接出口量' }],
  },
  {
    slug: 'pyRoseCase',
    path: '/pyRoseCase',
    title: '平阴玫瑰',
    summary: '出口占比 26%。',
    industry: '花卉园艺',
    countries: ['BR'],
    metrics: [{ value: '26%', label: '出口占销售额' }],
  },
];

export const caseFilters: CaseFilters = {
  industries: ['茶叶', '花卉园艺'],
  countries: ['BR', 'MO', 'PT'],
};

export const operatorCases: OperatorCase[] = [
  {
    slug: 'lbteaCase',
    path: '/lbteaCase',
    title: '梧州六堡茶',
    industry: '茶叶',
    countries: ['MO', 'PT'],
    productIds: [],
    products: [],
    sort: 10,
    published: true,
    languages: ['zh', 'cht', 'pt', 'en'],
  },
  {
    slug: 'bzTeaCase',
    path: '/bzTeaCase',
    title: '亳州菊花茶',
    industry: '茶叶',
    countries: ['BR'],
    productIds: [],
    products: [],
    sort: 30,
    published: false,
    languages: ['zh', 'cht', 'pt', 'en'],
  },
];

/** An operator's new case, in Simplified Chinese only. */
export const coffeeTexts: PageTexts = {
  title: '澳门咖啡烘焙坊',
  summary: '巴西生豆直采。',
  sections: [
    { key: 'company', heading: '企业简介', paragraphs: ['澳门的烘焙坊。'] },
    { key: 'problem', heading: '面临的难题', paragraphs: ['中间商多。'] },
    { key: 'platform', heading: '平台做了什么', paragraphs: ['发布需求。'] },
    { key: 'results', heading: '成效', paragraphs: ['成本下降。'] },
  ],
  metrics: [{ value: '-15%', label: '采购成本' }],
};

export const coffeeEditablePage: EditablePage = {
  slug: 'macau-coffee',
  kind: 'case',
  texts: { zh: { ...coffeeTexts, updatedAt: EDITED_AT } },
  case: {
    slug: 'macau-coffee',
    path: '/caseInfo?slug=macau-coffee',
    title: coffeeTexts.title,
    industry: '茶叶',
    countries: ['BR', 'PT'],
    productIds: [7],
    products: [{ id: 7, name: '崂山绿茶 250 克', published: true }],
    sort: 20,
    published: true,
    languages: ['zh'],
  },
};

/** A published product the linked-products picker finds for 'café'. */
export const coffeeProductHit: Static<typeof ProductSearchHit> = {
  id: 9,
  name: 'Café verde',
  spec: '60 kg',
  brand: null,
  hsCode: '090111',
  price: '4.20',
  currency: 'USD',
  unit: '千克',
  origin: 'Minas Gerais',
  originCountry: 'BR',
  imageUrl: null,
  publishedAt: '2026-11-20T08:00:00.000Z',
  textLanguage: 'pt',
  machineTranslated: false,
  minOrderQuantity: null,
  priceTiers: [],
  leadTimeDays: null,
  incoterm: null,
  incotermPlace: null,
  packaging: null,
  sampleAvailable: false,
  company: {
    id: 11,
    name: 'Fazenda Boa Vista',
    country: 'BR',
    verified: true,
    roleKey: 'silver',
  },
};

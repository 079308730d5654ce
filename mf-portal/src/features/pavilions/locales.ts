import { registerMessages } from '@portal/i18n';

const zh = {
  title: '特色展馆',
  intro: '按主题汇集平台上的认证企业、已发布产品和相关商品价格。',
  loadFailed: '展馆内容暂时无法加载',
  retry: '重新加载',
  notFound: '没有这个展馆',
  backToIndex: '全部展馆',
  enter: '进入{{name}}',
  companyCount_other: '{{count}} 家认证企业',
  productCount_other: '{{count}} 个产品',
  companies: '认证企业',
  companiesEmpty: '目前还没有符合本馆主题的认证企业。',
  companyProducts_other: '{{count}} 个已发布产品',
  products: '精选产品',
  productsEmpty: '目前还没有符合本馆主题的已发布产品。',
  moreProducts: '在供需大厅查看更多产品',
  moreCompanies: '在企业名录查看更多企业',
  prices: '相关商品价格',
};

/**
 * Counted texts take i18next's plural forms: Chinese has one (`_other`), Portuguese and English
 * also a singular (`_one`). `_zero` is for none: i18next's Portuguese rules (Brazil's) would call
 * 0 singular.
 */
type Messages = typeof zh & {
  companyCount_zero?: string;
  companyCount_one?: string;
  productCount_zero?: string;
  productCount_one?: string;
  companyProducts_zero?: string;
  companyProducts_one?: string;
};

const cht: Messages = {
  title: '特色展館',
  intro: '按主題匯集平台上的認證企業、已發佈產品和相關商品價格。',
  loadFailed: '展館內容暫時無法載入',
  retry: '重新載入',
  notFound: '沒有這個展館',
  backToIndex: '全部展館',
  enter: '進入{{name}}',
  companyCount_other: '{{count}} 家認證企業',
  productCount_other: '{{count}} 個產品',
  companies: '認證企業',
  companiesEmpty: '目前還沒有符合本館主題的認證企業。',
  companyProducts_other: '{{count}} 個已發佈產品',
  products: '精選產品',
  productsEmpty: '目前還沒有符合本館主題的已發佈產品。',
  moreProducts: '在供需大廳查看更多產品',
  moreCompanies: '在企業名錄查看更多企業',
  prices: '相關商品價格',
};

const pt: Messages = {
  title: 'Pavilhões temáticos',
  intro:
    'Empresas verificadas, produtos publicados e preços de mercadorias da plataforma, reunidos por tema.',
  loadFailed: 'Não foi possível carregar o pavilhão',
  retry: 'Tentar de novo',
  notFound: 'Este pavilhão não existe',
  backToIndex: 'Todos os pavilhões',
  enter: 'Entrar no {{name}}',
  companyCount_zero: 'Nenhuma empresa verificada',
  companyCount_one: '{{count}} empresa verificada',
  companyCount_other: '{{count}} empresas verificadas',
  productCount_zero: 'Nenhum produto',
  productCount_one: '{{count}} produto',
  productCount_other: '{{count}} produtos',
  companies: 'Empresas verificadas',
  companiesEmpty: 'Ainda não há empresas verificadas no tema deste pavilhão.',
  companyProducts_zero: 'Nenhum produto publicado',
  companyProducts_one: '{{count}} produto publicado',
  companyProducts_other: '{{count}} produtos publicados',
  products: 'Produtos em destaque',
  productsEmpty: 'Ainda não há produtos publicados no tema deste pavilhão.',
  moreProducts: 'Ver mais produtos no mercado de oferta e procura',
  moreCompanies: 'Ver mais empresas na lista de empresas',
  prices: 'Preços das mercadorias',
};

const en: Messages = {
  title: 'Theme pavilions',
  intro: 'The platform’s verified companies, published products and commodity prices, by theme.',
  loadFailed: 'The pavilion could not be loaded',
  retry: 'Try again',
  notFound: 'There is no such pavilion',
  backToIndex: 'All pavilions',
  enter: 'Visit the {{name}}',
  companyCount_one: '{{count}} verified company',
  companyCount_other: '{{count}} verified companies',
  productCount_one: '{{count}} product',
  productCount_other: '{{count}} products',
  companies: 'Verified companies',
  companiesEmpty: 'No verified company matches this pavilion’s theme yet.',
  companyProducts_one: '{{count}} published product',
  companyProducts_other: '{{count}} published products',
  products: 'Featured products',
  productsEmpty: 'No published product matches this pavilion’s theme yet.',
  moreProducts: 'More products in the supply and demand hall',
  moreCompanies: 'More companies in the enterprise list',
  prices: 'Commodity prices',
};

registerMessages('portal-pavilions', { zh, cht, pt, en });

import { registerMessages } from '@portal/i18n';

const zh = {
  intro: '买家在供需大厅、需求大厅和企业名录中的搜索，按查询词统计（不记录搜索人）。',
  period: '统计期间',
  days: { 7: '最近 7 天', 30: '最近 30 天' },
  kindFilter: '搜索类型',
  languageFilter: '买家语言',
  all: '全部',
  kind: { product: '产品', demand: '需求', company: '企业' },
  top: '最常搜索',
  noResult: '无结果的搜索',
  columns: {
    query: '查询词',
    kind: '类型',
    searches: '搜索次数',
    zeroResult: '无结果',
  },
  zeroResultShare: '{{share}}（{{count}} 次）',
  openSearch: '以「{{query}}」打开{{kind}}搜索',
  emptyTop: '这段期间还没有搜索',
  emptyNoResult: '这段期间每次搜索都有结果',
};

type Messages = typeof zh;

const cht: Messages = {
  intro: '買家在供需大廳、需求大廳和企業名錄中的搜尋，按查詢詞統計（不記錄搜尋人）。',
  period: '統計期間',
  days: { 7: '最近 7 天', 30: '最近 30 天' },
  kindFilter: '搜尋類型',
  languageFilter: '買家語言',
  all: '全部',
  kind: { product: '產品', demand: '需求', company: '企業' },
  top: '最常搜尋',
  noResult: '無結果的搜尋',
  columns: {
    query: '查詢詞',
    kind: '類型',
    searches: '搜尋次數',
    zeroResult: '無結果',
  },
  zeroResultShare: '{{share}}（{{count}} 次）',
  openSearch: '以「{{query}}」開啟{{kind}}搜尋',
  emptyTop: '這段期間還沒有搜尋',
  emptyNoResult: '這段期間每次搜尋都有結果',
};

const pt: Messages = {
  intro:
    'O que os compradores pesquisam na sala de oferta e procura, nas procuras e na lista de empresas, contado por pesquisa (sem registar quem pesquisou).',
  period: 'Período',
  days: { 7: 'Últimos 7 dias', 30: 'Últimos 30 dias' },
  kindFilter: 'Tipo de pesquisa',
  languageFilter: 'Idioma do comprador',
  all: 'Todos',
  kind: { product: 'Produtos', demand: 'Procuras', company: 'Empresas' },
  top: 'Mais pesquisadas',
  noResult: 'Pesquisas sem resultados',
  columns: {
    query: 'Pesquisa',
    kind: 'Tipo',
    searches: 'Pesquisas',
    zeroResult: 'Sem resultados',
  },
  zeroResultShare: '{{share}} ({{count}})',
  openSearch: 'Abrir a pesquisa de {{kind}} por «{{query}}»',
  emptyTop: 'Ainda não há pesquisas neste período',
  emptyNoResult: 'Todas as pesquisas deste período tiveram resultados',
};

const en: Messages = {
  intro:
    'What buyers search for in the supply and demand hall, the demands and the company list, counted per query (who searched is not recorded).',
  period: 'Period',
  days: { 7: 'Last 7 days', 30: 'Last 30 days' },
  kindFilter: 'Kind of search',
  languageFilter: 'Buyer’s language',
  all: 'All',
  kind: { product: 'Products', demand: 'Demands', company: 'Companies' },
  top: 'Most searched',
  noResult: 'Searches without a result',
  columns: {
    query: 'Query',
    kind: 'Kind',
    searches: 'Searches',
    zeroResult: 'Without a result',
  },
  zeroResultShare: '{{share}} ({{count}})',
  openSearch: 'Open the {{kind}} search for “{{query}}”',
  emptyTop: 'No searches in this period yet',
  emptyNoResult: 'Every search in this period found something',
};

registerMessages('workbench-search-insights', { zh, cht, pt, en });

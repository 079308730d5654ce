import { registerMessages } from '@portal/i18n';

// `records` is shared by the favourites and the viewing history.
const zh = {
  records: {
    all: '全部',
    types: { product: '产品', company: '企业', news: '资讯' },
    plural: { product: '产品', company: '企业', news: '资讯' },
    type: '类型',
    name: '名称',
    actions: '操作',
    unavailable: '该内容已失效',
    remove: '删除',
    removeOf: '删除 {{name}}',
    confirmRemove: '删除',
    browse: '去首页逛逛',
  },
  favorites: {
    title: '我的收藏',
    createTime: '收藏时间',
    removeConfirm: '确定取消收藏吗？',
    empty: '暂无收藏，在产品、企业或资讯页面点击“收藏”即可添加',
  },
};

type RecordsMessages = typeof zh;

const cht: RecordsMessages = {
  records: {
    all: '全部',
    types: { product: '產品', company: '企業', news: '資訊' },
    plural: { product: '產品', company: '企業', news: '資訊' },
    type: '類型',
    name: '名稱',
    actions: '操作',
    unavailable: '該內容已失效',
    remove: '刪除',
    removeOf: '刪除 {{name}}',
    confirmRemove: '刪除',
    browse: '去首頁逛逛',
  },
  favorites: {
    title: '我的收藏',
    createTime: '收藏時間',
    removeConfirm: '確定取消收藏嗎？',
    empty: '暫無收藏，在產品、企業或資訊頁面點擊「收藏」即可新增',
  },
};

const pt: RecordsMessages = {
  records: {
    all: 'Todos',
    types: { product: 'Produto', company: 'Empresa', news: 'Notícia' },
    plural: { product: 'Produtos', company: 'Empresas', news: 'Notícias' },
    type: 'Tipo',
    name: 'Nome',
    actions: 'Ações',
    unavailable: 'Já não está disponível',
    remove: 'Remover',
    removeOf: 'Remover {{name}}',
    confirmRemove: 'Remover',
    browse: 'Explorar o portal',
  },
  favorites: {
    title: 'Os meus favoritos',
    createTime: 'Guardado em',
    removeConfirm: 'Remover dos favoritos?',
    empty:
      'Ainda não tem favoritos. Use «Guardar nos favoritos» na página de um produto, empresa ou notícia.',
  },
};

const en: RecordsMessages = {
  records: {
    all: 'All',
    types: { product: 'Product', company: 'Company', news: 'News' },
    plural: { product: 'Products', company: 'Companies', news: 'News' },
    type: 'Type',
    name: 'Name',
    actions: 'Actions',
    unavailable: 'No longer available',
    remove: 'Remove',
    removeOf: 'Remove {{name}}',
    confirmRemove: 'Remove',
    browse: 'Explore the portal',
  },
  favorites: {
    title: 'My favourites',
    createTime: 'Saved on',
    removeConfirm: 'Remove from your favourites?',
    empty: 'No favourites yet. Use “Add to favourites” on a product, company or news page.',
  },
};

registerMessages('member', { zh, cht, pt, en });

import { registerMessages } from '@portal/i18n';

/** The header search box's texts (header-search.tsx), in the `headerSearch` namespace. */
const zh = {
  label: '搜索产品、企业或 HS 编码',
  placeholder: '搜索产品、企业、HS 编码',
  submit: '搜索',
  open: '搜索',
  close: '关闭搜索',
  groups: { products: '产品', companies: '企业', headings: 'HS 编码' },
  loading: '正在查找……',
  empty: '没有建议：按回车键在全部产品中搜索“{{keyword}}”',
  failed: '暂时无法获取建议：按回车键仍可搜索全部产品',
  found_other: '{{count}} 条建议，用上下方向键选择',
};
/** Chinese has one plural form; Portuguese and English say one suggestion apart. */
type Messages = typeof zh & { found_one?: string };

const cht: Messages = {
  label: '搜尋產品、企業或 HS 編碼',
  placeholder: '搜尋產品、企業、HS 編碼',
  submit: '搜尋',
  open: '搜尋',
  close: '關閉搜尋',
  groups: { products: '產品', companies: '企業', headings: 'HS 編碼' },
  loading: '正在查找……',
  empty: '沒有建議：按 Enter 鍵在全部產品中搜尋「{{keyword}}」',
  failed: '暫時無法取得建議：按 Enter 鍵仍可搜尋全部產品',
  found_other: '{{count}} 條建議，用上下方向鍵選擇',
};

const pt: Messages = {
  label: 'Procurar produtos, empresas ou códigos SH',
  placeholder: 'Produtos, empresas, códigos SH',
  submit: 'Procurar',
  open: 'Procurar',
  close: 'Fechar a pesquisa',
  groups: { products: 'Produtos', companies: 'Empresas', headings: 'Códigos SH' },
  loading: 'A procurar…',
  empty: 'Sem sugestões: prima Enter para procurar "{{keyword}}" em todos os produtos',
  failed: 'Sugestões indisponíveis de momento: prima Enter para procurar em todos os produtos',
  found_one: '1 sugestão, escolha com as setas para cima e para baixo',
  found_other: '{{count}} sugestões, escolha com as setas para cima e para baixo',
};

const en: Messages = {
  label: 'Search products, companies or HS codes',
  placeholder: 'Products, companies, HS codes',
  submit: 'Search',
  open: 'Search',
  close: 'Close search',
  groups: { products: 'Products', companies: 'Companies', headings: 'HS codes' },
  loading: 'Searching…',
  empty: 'No suggestions: press Enter to search all products for "{{keyword}}"',
  failed: 'Suggestions are unavailable right now: press Enter to search all products anyway',
  found_one: '1 suggestion, choose with the up and down arrows',
  found_other: '{{count}} suggestions, choose with the up and down arrows',
};

registerMessages('headerSearch', { zh, cht, pt, en });

import { registerMessages } from '@portal/i18n';

const zh = {
  notFound: '企业不存在',
  notFoundHint: '该企业不存在或暂未公开。',
  home: '返回首页',
  logoOf: '{{name}} 的标志',
  verified: '认证企业',
  unverified: '未认证',
  country: '国家/地区',
  city: '城市',
  industry: '行业',
  foundedOn: '成立日期',
  membership: '会员等级',
  memberSince: '入驻时间',
  creditCode: '统一社会信用代码',
  address: '地址',
  scope: '经营范围',
  products: '在售产品',
  noProducts: '暂无在售产品',
  contact: '联系企业',
};

type EnterpriseMessages = typeof zh;

const cht: EnterpriseMessages = {
  notFound: '企業不存在',
  notFoundHint: '該企業不存在或暫未公開。',
  home: '返回首頁',
  logoOf: '{{name}} 的標誌',
  verified: '認證企業',
  unverified: '未認證',
  country: '國家/地區',
  city: '城市',
  industry: '行業',
  foundedOn: '成立日期',
  membership: '會員等級',
  memberSince: '入駐時間',
  creditCode: '統一社會信用代碼',
  address: '地址',
  scope: '經營範圍',
  products: '在售產品',
  noProducts: '暫無在售產品',
  contact: '聯繫企業',
};

const pt: EnterpriseMessages = {
  notFound: 'Empresa não encontrada',
  notFoundHint: 'Esta empresa não existe ou ainda não é pública.',
  home: 'Voltar ao início',
  logoOf: 'Logótipo de {{name}}',
  verified: 'Empresa verificada',
  unverified: 'Não verificada',
  country: 'País/região',
  city: 'Cidade',
  industry: 'Setor',
  foundedOn: 'Fundada em',
  membership: 'Plano de adesão',
  memberSince: 'Membro desde',
  creditCode: 'Código de crédito social',
  address: 'Morada',
  scope: 'Atividade',
  products: 'Produtos à venda',
  noProducts: 'Sem produtos publicados',
  contact: 'Contactar a empresa',
};

const en: EnterpriseMessages = {
  notFound: 'Company not found',
  notFoundHint: 'This company does not exist or is not public yet.',
  home: 'Back to the home page',
  logoOf: 'Logo of {{name}}',
  verified: 'Verified company',
  unverified: 'Not verified',
  country: 'Country/region',
  city: 'City',
  industry: 'Industry',
  foundedOn: 'Founded',
  membership: 'Membership',
  memberSince: 'Member since',
  creditCode: 'Unified social credit code',
  address: 'Address',
  scope: 'Business scope',
  products: 'Products for sale',
  noProducts: 'No products published',
  contact: 'Contact this company',
};

registerMessages('member', {
  zh: { enterprise: zh },
  cht: { enterprise: cht },
  pt: { enterprise: pt },
  en: { enterprise: en },
});

import { registerMessages } from '@portal/i18n';

// The texts of home's latest-products section, and the few the supply pages share with it: home
// loads only these, the supply pages add the rest of the namespace (../locales.ts) on their first
// visit. The product card's own texts are @portal/ui's (trade/product-card-locales.ts).

const zh = {
  empty: '还没有企业发布产品，稍后再来看看',
  perUnit: '/ {{unit}}',
  verified: '已认证',
  tier: { start: '启航版', silver: '白银会员', gold: '黄金会员', diamond: '钻石之路' },
  loadFailed: '加载失败',
  latest: '最新供应',
  more: '更多产品',
};
type CardMessages = typeof zh;

const cht: CardMessages = {
  empty: '還沒有企業發布產品，稍後再來看看',
  perUnit: '/ {{unit}}',
  verified: '已認證',
  tier: { start: '啟航版', silver: '白銀會員', gold: '黃金會員', diamond: '鑽石之路' },
  loadFailed: '載入失敗',
  latest: '最新供應',
  more: '更多產品',
};

const pt: CardMessages = {
  empty: 'Ainda nenhuma empresa publicou produtos; volte mais tarde',
  perUnit: '/ {{unit}}',
  verified: 'Verificada',
  tier: { start: 'Arranque', silver: 'Prata', gold: 'Ouro', diamond: 'Diamante' },
  loadFailed: 'Falha ao carregar',
  latest: 'Oferta mais recente',
  more: 'Mais produtos',
};

const en: CardMessages = {
  empty: 'No company has published products yet; come back later',
  perUnit: '/ {{unit}}',
  verified: 'Verified',
  tier: { start: 'Start', silver: 'Silver', gold: 'Gold', diamond: 'Diamond' },
  loadFailed: 'Could not load',
  latest: 'Latest supply',
  more: 'More products',
};

registerMessages('portal-supply', { zh, cht, pt, en });

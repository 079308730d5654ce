import { registerMessages } from '@portal/i18n';

// The texts of the product card and of home's latest-products section: home loads only these,
// the supply pages add the rest of the namespace (../locales.ts) on their first visit.

const zh = {
  empty: '还没有企业发布产品，稍后再来看看',
  negotiable: '面议',
  perUnit: '/ {{unit}}',
  verified: '已认证',
  tier: { start: '启航版', silver: '白银会员', gold: '黄金会员', diamond: '钻石之路' },
  loadFailed: '加载失败',
  latest: '最新供应',
  more: '更多产品',
  moq: '起订 {{quantity}}',
  shipsIn_zero: '现货',
  shipsIn_other: '{{count}} 天发货',
  samples: '可提供样品',
};
/** `_zero` and `_one` where a language counts so (see ../locales.ts). */
type CardMessages = typeof zh & { shipsIn_one?: string };

const cht: CardMessages = {
  empty: '還沒有企業發布產品，稍後再來看看',
  negotiable: '面議',
  perUnit: '/ {{unit}}',
  verified: '已認證',
  tier: { start: '啟航版', silver: '白銀會員', gold: '黃金會員', diamond: '鑽石之路' },
  loadFailed: '載入失敗',
  latest: '最新供應',
  more: '更多產品',
  moq: '起訂 {{quantity}}',
  shipsIn_zero: '現貨',
  shipsIn_other: '{{count}} 天發貨',
  samples: '可提供樣品',
};

const pt: CardMessages = {
  empty: 'Ainda nenhuma empresa publicou produtos; volte mais tarde',
  negotiable: 'Sob consulta',
  perUnit: '/ {{unit}}',
  verified: 'Verificada',
  tier: { start: 'Arranque', silver: 'Prata', gold: 'Ouro', diamond: 'Diamante' },
  loadFailed: 'Falha ao carregar',
  latest: 'Oferta mais recente',
  more: 'Mais produtos',
  moq: 'Mín. {{quantity}}',
  shipsIn_zero: 'Pronta entrega',
  shipsIn_one: 'Envio em {{count}} dia',
  shipsIn_other: 'Envio em {{count}} dias',
  samples: 'Amostras disponíveis',
};

const en: CardMessages = {
  empty: 'No company has published products yet; come back later',
  negotiable: 'On request',
  perUnit: '/ {{unit}}',
  verified: 'Verified',
  tier: { start: 'Start', silver: 'Silver', gold: 'Gold', diamond: 'Diamond' },
  loadFailed: 'Could not load',
  latest: 'Latest supply',
  more: 'More products',
  moq: 'MOQ {{quantity}}',
  shipsIn_zero: 'Ready to ship',
  shipsIn_one: 'Ships in {{count}} day',
  shipsIn_other: 'Ships in {{count}} days',
  samples: 'Samples available',
};

registerMessages('portal-supply', { zh, cht, pt, en });

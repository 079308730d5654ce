import { registerMessages } from '@portal/i18n';

/** The namespace of the product card's texts (product-card.tsx). */
export const PRODUCT_CARD_NS = 'ui-product-card';

const zh = {
  negotiable: '面议',
  perUnit: '/ {{unit}}',
  verified: '已认证',
  tier: { start: '启航版', silver: '白银会员', gold: '黄金会员', diamond: '钻石之路' },
  moq: '起订 {{quantity}}',
  shipsIn_zero: '现货',
  shipsIn_other: '{{count}} 天发货',
  samples: '可提供样品',
};
/** `_zero` and `_one` where a language counts so. */
type CardMessages = typeof zh & { shipsIn_one?: string };

const cht: CardMessages = {
  negotiable: '面議',
  perUnit: '/ {{unit}}',
  verified: '已認證',
  tier: { start: '啟航版', silver: '白銀會員', gold: '黃金會員', diamond: '鑽石之路' },
  moq: '起訂 {{quantity}}',
  shipsIn_zero: '現貨',
  shipsIn_other: '{{count}} 天發貨',
  samples: '可提供樣品',
};

const pt: CardMessages = {
  negotiable: 'Sob consulta',
  perUnit: '/ {{unit}}',
  verified: 'Verificada',
  tier: { start: 'Arranque', silver: 'Prata', gold: 'Ouro', diamond: 'Diamante' },
  moq: 'Mín. {{quantity}}',
  shipsIn_zero: 'Pronta entrega',
  shipsIn_one: 'Envio em {{count}} dia',
  shipsIn_other: 'Envio em {{count}} dias',
  samples: 'Amostras disponíveis',
};

const en: CardMessages = {
  negotiable: 'On request',
  perUnit: '/ {{unit}}',
  verified: 'Verified',
  tier: { start: 'Start', silver: 'Silver', gold: 'Gold', diamond: 'Diamond' },
  moq: 'MOQ {{quantity}}',
  shipsIn_zero: 'Ready to ship',
  shipsIn_one: 'Ships in {{count}} day',
  shipsIn_other: 'Ships in {{count}} days',
  samples: 'Samples available',
};

registerMessages(PRODUCT_CARD_NS, { zh, cht, pt, en });

import { registerMessages } from '@portal/i18n';

const zh = {
  title: '汇率（报价比较使用）',
  intro: '填写 1 元人民币可兑换的各币种金额、汇率日期和来源。未填写汇率的币种不做换算。',
  currency: '币种',
  perCny: '1 CNY 兑换',
  current: '当前汇率',
  none: '未填写',
  date: '汇率日期',
  source: '来源',
  sourcePlaceholder: '如：中国银行中间价',
  save: '保存汇率',
  sourceRequired: '请注明汇率来源',
  dateRequired: '请选择汇率日期',
  rateInvalid: '{{currency}} 的汇率必须是大于 0 的数字',
  nothing: '请至少填写一个币种的汇率',
  loadFailed: '加载失败',
};

type Messages = typeof zh;

const cht: Messages = {
  title: '匯率（報價比較使用）',
  intro: '填寫 1 元人民幣可兌換的各幣種金額、匯率日期和來源。未填寫匯率的幣種不做換算。',
  currency: '幣種',
  perCny: '1 CNY 兌換',
  current: '目前匯率',
  none: '未填寫',
  date: '匯率日期',
  source: '來源',
  sourcePlaceholder: '如：中國銀行中間價',
  save: '儲存匯率',
  sourceRequired: '請註明匯率來源',
  dateRequired: '請選擇匯率日期',
  rateInvalid: '{{currency}} 的匯率必須是大於 0 的數字',
  nothing: '請至少填寫一個幣種的匯率',
  loadFailed: '載入失敗',
};

const pt: Messages = {
  title: 'Taxas de câmbio (comparação de cotações)',
  intro:
    'Indique quanto vale 1 CNY em cada moeda, a data e a fonte. As moedas sem taxa não são convertidas.',
  currency: 'Moeda',
  perCny: '1 CNY =',
  current: 'Taxa atual',
  none: 'Sem taxa',
  date: 'Data das taxas',
  source: 'Fonte',
  sourcePlaceholder: 'p. ex. taxa de referência do Banco da China',
  save: 'Guardar taxas',
  sourceRequired: 'Indique a fonte das taxas',
  dateRequired: 'Escolha a data das taxas',
  rateInvalid: 'A taxa de {{currency}} deve ser um número maior que 0',
  nothing: 'Indique a taxa de pelo menos uma moeda',
  loadFailed: 'Não foi possível carregar',
};

const en: Messages = {
  title: 'Exchange rates (for comparing quotes)',
  intro:
    'Enter what 1 CNY buys in each currency, the date and the source. Currencies without a rate are not converted.',
  currency: 'Currency',
  perCny: '1 CNY =',
  current: 'Current rate',
  none: 'None',
  date: 'Rate date',
  source: 'Source',
  sourcePlaceholder: 'e.g. Bank of China reference rate',
  save: 'Save rates',
  sourceRequired: 'Name the source of the rates',
  dateRequired: 'Choose the date of the rates',
  rateInvalid: 'The rate of {{currency}} must be a number greater than 0',
  nothing: 'Enter the rate of at least one currency',
  loadFailed: 'Could not load',
};

registerMessages('workbench-rates', { zh, cht, pt, en });

import type { Language } from '@portal/contracts';

/** The exchange rates' answers in the four languages. */
export const RATE_MESSAGES = {
  zh: {
    unknownCurrency: (code: string) => `币种 ${code} 不在贸易币种字典中`,
    badRate: (code: string) => `${code} 的汇率必须是大于 0 的数字`,
    badDate: (code: string) => `${code} 的汇率日期不正确（不能晚于今天）`,
    sourceRequired: () => '请注明汇率来源',
    saved: () => '汇率已保存',
  },
  cht: {
    unknownCurrency: (code: string) => `幣種 ${code} 不在貿易幣種字典中`,
    badRate: (code: string) => `${code} 的匯率必須是大於 0 的數字`,
    badDate: (code: string) => `${code} 的匯率日期不正確（不能晚於今天）`,
    sourceRequired: () => '請註明匯率來源',
    saved: () => '匯率已儲存',
  },
  pt: {
    unknownCurrency: (code: string) => `A moeda ${code} não está no dicionário de moedas`,
    badRate: (code: string) => `A taxa de ${code} deve ser um número maior que 0`,
    badDate: (code: string) => `A data da taxa de ${code} não é válida (não pode ser futura)`,
    sourceRequired: () => 'Indique a fonte das taxas',
    saved: () => 'Taxas de câmbio guardadas',
  },
  en: {
    unknownCurrency: (code: string) => `${code} is not in the trade currency dictionary`,
    badRate: (code: string) => `The rate of ${code} must be a number greater than 0`,
    badDate: (code: string) =>
      `The date of the ${code} rate is not valid (it cannot be in the future)`,
    sourceRequired: () => 'Name the source of the rates',
    saved: () => 'Exchange rates saved',
  },
} satisfies Record<Language, Record<string, (code: string) => string>>;

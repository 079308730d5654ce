import type { Language } from '@portal/contracts';

/** Where a problem is: a CSV file's line (the header is line 1), or the operator's form. */
export interface ProblemPlace {
  file?: string;
  line?: number;
}

/** What is wrong with an observation or a price file, to be told in the reader's language. */
export type PriceProblem =
  | { kind: 'emptyFile' }
  | { kind: 'missingColumn'; column: string }
  | { kind: 'unknownColumn'; column: string }
  | { kind: 'extraFields'; count: number; expected: number }
  | { kind: 'unclosedQuote' }
  | { kind: 'required'; field: string }
  | { kind: 'unknownCommodity'; value: string }
  | { kind: 'badPrice'; field: string; value: string }
  | { kind: 'badDate'; field: string; value: string }
  | { kind: 'futureDate'; field: string; value: string }
  | { kind: 'wrongCurrency'; value: string; expected: string }
  | { kind: 'wrongUnit'; value: string; expected: string }
  | { kind: 'tooLong'; field: string; max: number }
  | { kind: 'duplicate'; commodity: string; date: string; firstLine: number };

type Texts = {
  [K in PriceProblem['kind']]: (problem: Extract<PriceProblem, { kind: K }>) => string;
} & {
  at: (place: ProblemPlace) => string;
  saved: () => string;
  imported: (p: { rows: number }) => string;
  commodityNotFound: () => string;
  pavilionNotFound: () => string;
};

const MESSAGES: Record<Language, Texts> = {
  zh: {
    at: ({ file, line }) =>
      [file && `文件 ${file}`, line && `第 ${line} 行`].filter(Boolean).join(' ') + '：',
    emptyFile: () => '文件没有表头或没有数据行',
    missingColumn: (p) => `表头缺少“${p.column}”列`,
    unknownColumn: (p) => `表头中的“${p.column}”列无法识别`,
    extraFields: (p) => `有 ${p.count} 个字段，表头只有 ${p.expected} 列`,
    unclosedQuote: () => '引号没有闭合',
    required: (p) => `“${p.field}”不能为空`,
    unknownCommodity: (p) => `“commodity”字段的“${p.value}”不是已登记的商品代码`,
    badPrice: (p) => `“${p.field}”字段的“${p.value}”不是大于 0、最多 4 位小数的数字`,
    badDate: (p) => `“${p.field}”字段的“${p.value}”不是有效日期（格式 YYYY-MM-DD）`,
    futureDate: (p) => `“${p.field}”字段的日期 ${p.value} 晚于今天，观测日期不能是将来`,
    wrongCurrency: (p) => `“currency”字段的“${p.value}”与该商品的币种 ${p.expected} 不一致`,
    wrongUnit: (p) => `“unit”字段的“${p.value}”与该商品的单位 ${p.expected} 不一致`,
    tooLong: (p) => `“${p.field}”不能超过 ${p.max} 个字`,
    duplicate: (p) => `${p.commodity} 在 ${p.date} 的价格与第 ${p.firstLine} 行重复`,
    saved: () => '价格已保存',
    imported: (p) => `已导入 ${p.rows} 条价格观测`,
    commodityNotFound: () => '商品不存在',
    pavilionNotFound: () => '展馆不存在',
  },
  cht: {
    at: ({ file, line }) =>
      [file && `檔案 ${file}`, line && `第 ${line} 行`].filter(Boolean).join(' ') + '：',
    emptyFile: () => '檔案沒有表頭或沒有資料行',
    missingColumn: (p) => `表頭缺少「${p.column}」欄`,
    unknownColumn: (p) => `表頭中的「${p.column}」欄無法識別`,
    extraFields: (p) => `有 ${p.count} 個欄位，表頭只有 ${p.expected} 欄`,
    unclosedQuote: () => '引號沒有閉合',
    required: (p) => `「${p.field}」不能為空`,
    unknownCommodity: (p) => `「commodity」欄位的「${p.value}」不是已登記的商品代碼`,
    badPrice: (p) => `「${p.field}」欄位的「${p.value}」不是大於 0、最多 4 位小數的數字`,
    badDate: (p) => `「${p.field}」欄位的「${p.value}」不是有效日期（格式 YYYY-MM-DD）`,
    futureDate: (p) => `「${p.field}」欄位的日期 ${p.value} 晚於今天，觀測日期不能是將來`,
    wrongCurrency: (p) => `「currency」欄位的「${p.value}」與該商品的幣種 ${p.expected} 不一致`,
    wrongUnit: (p) => `「unit」欄位的「${p.value}」與該商品的單位 ${p.expected} 不一致`,
    tooLong: (p) => `「${p.field}」不能超過 ${p.max} 個字`,
    duplicate: (p) => `${p.commodity} 在 ${p.date} 的價格與第 ${p.firstLine} 行重複`,
    saved: () => '價格已儲存',
    imported: (p) => `已匯入 ${p.rows} 條價格觀測`,
    commodityNotFound: () => '商品不存在',
    pavilionNotFound: () => '展館不存在',
  },
  pt: {
    at: ({ file, line }) =>
      [file && `Ficheiro ${file}`, line && `linha ${line}`].filter(Boolean).join(', ') + ': ',
    emptyFile: () => 'o ficheiro não tem cabeçalho ou não tem linhas de dados',
    missingColumn: (p) => `falta a coluna «${p.column}» no cabeçalho`,
    unknownColumn: (p) => `a coluna «${p.column}» do cabeçalho não é reconhecida`,
    extraFields: (p) => `tem ${p.count} campos, mas o cabeçalho só tem ${p.expected} colunas`,
    unclosedQuote: () => 'há aspas por fechar',
    required: (p) => `o campo «${p.field}» é obrigatório`,
    unknownCommodity: (p) =>
      `o valor «${p.value}» do campo «commodity» não é um código de mercadoria registado`,
    badPrice: (p) =>
      `o valor «${p.value}» do campo «${p.field}» não é um número maior que 0 com até 4 casas decimais`,
    badDate: (p) =>
      `o valor «${p.value}» do campo «${p.field}» não é uma data válida (formato AAAA-MM-DD)`,
    futureDate: (p) =>
      `a data ${p.value} do campo «${p.field}» é posterior a hoje; a observação não pode ser futura`,
    wrongCurrency: (p) =>
      `a moeda «${p.value}» do campo «currency» difere da moeda da mercadoria, ${p.expected}`,
    wrongUnit: (p) =>
      `a unidade «${p.value}» do campo «unit» difere da unidade da mercadoria, ${p.expected}`,
    tooLong: (p) => `o campo «${p.field}» não pode ter mais de ${p.max} caracteres`,
    duplicate: (p) => `o preço de ${p.commodity} em ${p.date} repete a linha ${p.firstLine}`,
    saved: () => 'Preço guardado',
    imported: (p) => `${p.rows} observações de preço importadas`,
    commodityNotFound: () => 'A mercadoria não existe',
    pavilionNotFound: () => 'O pavilhão não existe',
  },
  en: {
    at: ({ file, line }) =>
      [file && `File ${file}`, line && `line ${line}`].filter(Boolean).join(', ') + ': ',
    emptyFile: () => 'the file has no header or no data lines',
    missingColumn: (p) => `the header lacks the column "${p.column}"`,
    unknownColumn: (p) => `the header's column "${p.column}" is not recognised`,
    extraFields: (p) => `it has ${p.count} fields but the header has ${p.expected} columns`,
    unclosedQuote: () => 'a quotation mark is not closed',
    required: (p) => `the field "${p.field}" is required`,
    unknownCommodity: (p) =>
      `"${p.value}" in the field "commodity" is not a registered commodity code`,
    badPrice: (p) =>
      `"${p.value}" in the field "${p.field}" is not a number greater than 0 with at most 4 decimals`,
    badDate: (p) =>
      `"${p.value}" in the field "${p.field}" is not a valid date (format YYYY-MM-DD)`,
    futureDate: (p) =>
      `the date ${p.value} in the field "${p.field}" is after today; an observation cannot be in the future`,
    wrongCurrency: (p) =>
      `the currency "${p.value}" in the field "currency" differs from the commodity's, ${p.expected}`,
    wrongUnit: (p) =>
      `the unit "${p.value}" in the field "unit" differs from the commodity's, ${p.expected}`,
    tooLong: (p) => `the field "${p.field}" cannot be longer than ${p.max} characters`,
    duplicate: (p) => `the price of ${p.commodity} on ${p.date} repeats line ${p.firstLine}`,
    saved: () => 'Price saved',
    imported: (p) => `${p.rows} price observations imported`,
    commodityNotFound: () => 'The commodity does not exist',
    pavilionNotFound: () => 'The pavilion does not exist',
  },
};

export function priceMessages(language: Language): Texts {
  return MESSAGES[language];
}

/** The problem as one sentence: where it is (file, line) and what is wrong (field, value). */
export function describeProblem(problem: PriceProblem, place: ProblemPlace, language: Language) {
  const texts = MESSAGES[language];
  const what = (texts[problem.kind] as (p: PriceProblem) => string)(problem);
  const where = place.file || place.line ? texts.at(place) : '';
  if (!where) return what.charAt(0).toUpperCase() + what.slice(1);
  return where + what;
}

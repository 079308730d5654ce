import type { Language } from '@portal/contracts';
import type { ListingTranslations } from '@portal/contracts/schemas';
/** The demand form's values as typed (strings until saved). */
export interface DemandFormState {
  title: string;
  productName: string;
  hsCode: string;
  deadline: string;
  industry: string;
  quantity: string;
  unit: string;
  priceMin: string;
  priceMax: string;
  currency: string;
  receiverId: number | null;
  description: string;
  attachments: { fileId: number; url: string; name: string }[];
  suppliers: { id: number; name: string }[];
  designatedOnly: boolean;
  /** The language the texts above are in, and their other languages (docs/listing-languages.md). */
  originalLanguage: Language;
  translations: ListingTranslations<'demand'>;
}

export type DemandField =
  | 'title'
  | 'productName'
  | 'deadline'
  | 'industry'
  | 'quantity'
  | 'unit'
  | 'priceMin'
  | 'priceMax'
  | 'currency'
  | 'receiverId';

/** What is wrong with a field: a message key of `form.*` and the label key it names. */
export interface DemandProblem {
  key: 'required' | 'choose' | 'numberFormat' | 'priceOrder' | 'pastDeadline';
  decimals?: number;
}

const QUANTITY = /^\d{1,10}(?:\.\d{1,3})?$/;
const PRICE = /^\d{1,12}(?:\.\d{1,2})?$/;

/**
 * Spec §5: a demand needs title, product, deadline, industry, quantity, unit, min and max price,
 * price unit and reception contact; numbers positive, max ≥ min, the deadline not in the past.
 */
export function validateDemandForm(
  form: DemandFormState,
  today: string,
): Partial<Record<DemandField, DemandProblem>> {
  const problems: Partial<Record<DemandField, DemandProblem>> = {};
  for (const field of ['title', 'productName', 'industry', 'unit'] as const) {
    if (!form[field].trim()) problems[field] = { key: 'required' };
  }
  if (!form.deadline) problems.deadline = { key: 'choose' };
  else if (form.deadline < today) problems.deadline = { key: 'pastDeadline' };
  const number = (
    field: 'quantity' | 'priceMin' | 'priceMax',
    pattern: RegExp,
    decimals: number,
  ) => {
    const value = form[field].trim();
    if (!value) problems[field] = { key: 'required' };
    else if (!pattern.test(value) || Number(value) <= 0)
      problems[field] = { key: 'numberFormat', decimals };
  };
  number('quantity', QUANTITY, 3);
  number('priceMin', PRICE, 2);
  number('priceMax', PRICE, 2);
  if (!problems.priceMin && !problems.priceMax && Number(form.priceMax) < Number(form.priceMin)) {
    problems.priceMax = { key: 'priceOrder' };
  }
  if (!form.currency) problems.currency = { key: 'choose' };
  if (form.receiverId === null) problems.receiverId = { key: 'choose' };
  return problems;
}

/** Label key of each field in `form.*`, for the messages that name it. */
export const FIELD_LABEL: Record<DemandField, string> = {
  title: 'title',
  productName: 'product',
  deadline: 'deadline',
  industry: 'industry',
  quantity: 'quantity',
  unit: 'unit',
  priceMin: 'priceMin',
  priceMax: 'priceMax',
  currency: 'currency',
  receiverId: 'receiver',
};

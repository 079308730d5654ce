import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import { productEndpoints } from '@portal/contracts/endpoints/products';
import type {
  CaseCard as CaseCardSchema,
  CaseDetailsBody,
  CaseFilters as CaseFiltersSchema,
  ContentMetric,
  ContentPage as ContentPageSchema,
  ContentPageTexts,
  EditableContentPage,
  NewCaseBody,
  OperatorCase as OperatorCaseSchema,
  Static,
} from '@portal/contracts/schemas';
import type { ContactTopic } from '@portal/validators';

export type Metric = Static<typeof ContentMetric>;

/** Its `industry` is stored as a term of the @portal/i18n dictionary: shown with `industryLabel`. */
export type CaseCard = Static<typeof CaseCardSchema>;

/** Its `products`: supply-hall searches (`q`, `hs`) and published products operators linked. */
export type ContentPage = Static<typeof ContentPageSchema>;

export type CaseFilters = Static<typeof CaseFiltersSchema>;

export interface CaseQuery {
  industry: string | null;
  country: string | null;
  page: number;
}

export type PageTexts = Static<typeof ContentPageTexts>;

/**
 * What the contact form sends: the server's schema of it is looser (it stays in the server, next
 * to @portal/validators, which decides what is missing or too long).
 */
export interface ContactBody {
  name: string;
  company?: string;
  email?: string;
  phone?: string;
  topic: ContactTopic;
  message: string;
  page: string;
}

export const CASE_PAGE_SIZE = 12;

/** `GET api/content/cases` → a page of case cards, by industry and market country. */
export async function listCases(query: CaseQuery): Promise<{ rows: CaseCard[]; total: number }> {
  const answer = await haiguanApi.call(
    contentEndpoints.cases,
    {
      query: {
        pageNum: query.page,
        pageSize: CASE_PAGE_SIZE,
        ...(query.industry && { industry: query.industry }),
        ...(query.country && { country: query.country }),
      },
    },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/** `GET api/content/cases/filters` → the industries and countries that have cases. */
export async function getCaseFilters(): Promise<CaseFilters> {
  const answer = await haiguanApi.call(contentEndpoints.caseFilters, {}, { silent: true });
  return answer.data;
}

/** `GET api/content/pages/:slug` → a case or service page in the page's language. */
export async function getContentPage(slug: string): Promise<ContentPage> {
  const answer = await haiguanApi.call(
    contentEndpoints.page,
    { params: { slug } },
    { silent: true },
  );
  return answer.data;
}

/** `POST api/content/contact` (guests too). Silent: the form shows the server's message. */
export async function sendContact(body: ContactBody): Promise<string> {
  const answer = await haiguanApi.call(contentEndpoints.contact, { body }, { silent: true });
  return answer.msg;
}

/** What operators set of a case besides its texts (`PUT api/operator/cases/:slug`). */
export type CaseDetails = Static<typeof CaseDetailsBody>;

/** A case as operators see it (`GET api/operator/cases`), published or not. */
export type OperatorCase = Static<typeof OperatorCaseSchema>;

/** A page to edit: its texts by language (a new case may have zh only) and a case's details. */
export type EditablePage = Static<typeof EditableContentPage>;

/** A new case: the server refuses it without its Simplified Chinese texts. */
export type NewCase = Static<typeof NewCaseBody>;

/** A published product offered by the picker of linked products. */
export interface ProductChoice {
  id: number;
  name: string;
  company: string;
}

/** `GET api/operator/content/:slug` (platform:content:manage) → texts and a case's details. */
export async function getEditablePage(slug: string): Promise<EditablePage> {
  const answer = await haiguanApi.call(
    contentEndpoints.editablePage,
    { params: { slug } },
    { silent: true },
  );
  return answer.data;
}

/** `GET api/operator/cases` (platform:content:manage) → every case, published or not. */
export async function listOperatorCases(): Promise<OperatorCase[]> {
  const answer = await haiguanApi.call(contentEndpoints.operatorCases, {}, { silent: true });
  return answer.data;
}

/** `PUT api/operator/cases/:slug` → sets a case's details; the server's message. */
export async function saveCaseDetails(slug: string, details: CaseDetails): Promise<string> {
  const answer = await haiguanApi.call(
    contentEndpoints.saveCaseDetails,
    { params: { slug }, body: details },
    { silent: true },
  );
  return answer.msg;
}

/** `POST api/operator/cases` → a new case; where it opens and the server's message. */
export async function createCase(body: NewCase): Promise<{ path: string; msg: string }> {
  const answer = await haiguanApi.call(contentEndpoints.createCase, { body }, { silent: true });
  return { path: answer.data.path, msg: answer.msg };
}

/** `GET api/product/search` → published products by words, for the linked-products picker. */
export async function searchProducts(keyword: string): Promise<ProductChoice[]> {
  const answer = await haiguanApi.call(
    productEndpoints.search,
    { query: { pageNum: 1, pageSize: 20, ...(keyword.trim() && { keyword: keyword.trim() }) } },
    { silent: true },
  );
  return (answer.rows ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    company: row.company.name,
  }));
}

/** `GET api/product/industries` → the industries of the supply hall's companies. */
export async function getProductIndustries(): Promise<string[]> {
  const answer = await haiguanApi.call(productEndpoints.industries, {}, { silent: true });
  return answer.data ?? [];
}

/** `PUT api/operator/content/:slug` → replaces the texts of one language. */
export async function saveTexts(
  slug: string,
  language: Language,
  texts: PageTexts,
): Promise<string> {
  const answer = await haiguanApi.call(
    contentEndpoints.saveTexts,
    { params: { slug }, body: { language, ...texts } },
    { silent: true },
  );
  return answer.msg;
}

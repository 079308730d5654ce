import type { Static } from '@fastify/type-provider-typebox';
import { CASE_COUNTRY_CODES, NEW_CASE_SLUG_LENGTH, type Language } from '@portal/contracts';
import type {
  CaseCard,
  CaseDetails,
  ContactFormBody,
  ContentPage,
  ContentTextsBody,
  EditableContentPage,
  NewCaseBody,
  OperatorCase,
} from '@portal/contracts/schemas';
import {
  contactFeedbackTitle,
  contactMessage,
  validateContact,
  type ContactTopic,
} from '@portal/validators';
import type { Db, DbExecutor } from '../../platform/db/db';
import type { Page, PageRequest } from '../../platform/db/paging';
import { BusinessError } from '../../platform/http/envelope';
import { contentMessages, type ContentMessages } from './messages';
import {
  findPublishedPage,
  insertCase,
  insertContactFeedback,
  insertPageTexts,
  isPublishedServicePage,
  lockCase,
  lockPageSections,
  replaceLinkedProducts,
  selectCaseFilters,
  selectCases,
  selectLinkableProductIds,
  selectLinkedProducts,
  selectOperatorCases,
  selectPageTexts,
  updateCaseDetails,
  upsertPageTexts,
  type CaseDetailValues,
} from './repo';
import {
  CASE_SECTION_KEYS,
  NEW_SLUG,
  cleanTexts,
  pagePath,
  supplyHallLink,
  type PageTextsValue,
} from './rules';

const CASE_COUNTRIES = new Set(CASE_COUNTRY_CODES);

/** An operator's edit: who and when. */
interface Editor {
  memberId: number;
  now: Date;
}

export async function listCases(
  db: DbExecutor,
  query: PageRequest & { industry?: string; country?: string },
  language: Language,
): Promise<Page<Static<typeof CaseCard>>> {
  const page = await selectCases(
    db,
    { industry: query.industry ?? null, country: query.country ?? null, language },
    query,
  );
  return {
    rows: page.rows.map((row) => ({
      slug: row.slug,
      path: pagePath(row.slug, row.kind),
      title: row.title,
      summary: row.summary,
      industry: row.industry ?? '',
      countries: row.countries,
      metrics: row.metrics,
    })),
    total: page.total,
  };
}

export function caseFilters(db: DbExecutor) {
  return selectCaseFilters(db);
}

/** A published page in the language asked for, or 404 '页面不存在' in that language. */
export async function contentPage(
  db: DbExecutor,
  slug: string,
  language: Language,
): Promise<Static<typeof ContentPage>> {
  const row = await findPublishedPage(db, slug, language);
  if (!row) throw new BusinessError(404, contentMessages(language).pageNotFound());
  const linked = await selectLinkedProducts(db, row.id);
  return {
    slug: row.slug,
    kind: row.kind,
    path: pagePath(row.slug, row.kind),
    title: row.title,
    summary: row.summary,
    industry: row.industry,
    countries: row.countries,
    sections: row.sections,
    metrics: row.metrics,
    products: [
      ...row.products.map((product) => ({
        label: product.label[language],
        ...(product.q && { q: product.q }),
        ...(product.hs && { hs: product.hs }),
        href: supplyHallLink(product),
      })),
      ...linked.map((product) => ({
        label: product.name,
        productId: product.id,
        href: `/productDetail?id=${product.id}`,
      })),
    ],
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * A service page's contact form: the message lands in the operator's feedback queue as
 * `source = 'contact'`, titled "联系表单：<topic>", with the sender's name, company and e-mail
 * or phone. Answers the entry's id and the message to show.
 */
export async function sendContact(
  db: DbExecutor,
  body: Static<typeof ContactFormBody>,
  language: Language,
  now: Date,
): Promise<{ id: number; message: string }> {
  const problem = validateContact(body);
  if (problem) throw new BusinessError(400, contactMessage(problem.key, language));
  if (!(await isPublishedServicePage(db, body.page)))
    throw new BusinessError(404, contentMessages(language).pageNotFound());
  const topic = body.topic as ContactTopic;
  const email = body.email?.trim() || null;
  const phone = body.phone?.trim() || null;
  const id = await insertContactFeedback(
    db,
    {
      title: contactFeedbackTitle(topic, 'zh'),
      content: body.message!.trim(),
      contact: [email, phone].filter(Boolean).join(' · '),
      senderName: body.name!.trim(),
      senderCompany: body.company?.trim() || null,
      topic,
      page: body.page,
    },
    now,
  );
  return { id, message: contentMessages(language).contactReceived() };
}

/** Every case, published or not, as operators manage them; one case when `slug` is given. */
export async function operatorCases(
  db: DbExecutor,
  language: Language,
  slug: string | null = null,
): Promise<Static<typeof OperatorCase>[]> {
  const rows = await selectOperatorCases(db, language, slug);
  return rows.map((row) => ({
    slug: row.slug,
    path: pagePath(row.slug, 'case'),
    title: row.title,
    industry: row.industry ?? '',
    countries: row.countries,
    productIds: row.products.map((product) => product.id),
    products: row.products,
    sort: row.sort,
    published: row.published,
    languages: row.languages,
  }));
}

/** A page's texts in the four languages, to edit, with a case's details. */
export async function editablePage(
  db: DbExecutor,
  slug: string,
  language: Language,
): Promise<Static<typeof EditableContentPage>> {
  const rows = await selectPageTexts(db, slug);
  if (rows.length === 0) throw new BusinessError(404, contentMessages(language).pageNotFound());
  const [details = null] = rows[0]!.kind === 'case' ? await operatorCases(db, language, slug) : [];
  return {
    slug: rows[0]!.slug,
    kind: rows[0]!.kind,
    texts: Object.fromEntries(
      rows.map((row) => [
        row.language,
        {
          title: row.title,
          summary: row.summary,
          sections: row.sections,
          metrics: row.metrics,
          updatedAt: new Date(row.updated_at).toISOString(),
        },
      ]),
    ),
    case: details,
  };
}

/**
 * Replaces (or adds) a page's texts in one language. The structure stays: the sections keep
 * their keys and order; a language a page lacks is added with its Chinese text's structure.
 */
export async function saveTexts(
  db: Db,
  slug: string,
  body: Static<typeof ContentTextsBody>,
  text: ContentMessages,
  editor: Editor,
): Promise<void> {
  const { language, ...texts } = body;
  const cleaned = cleanTexts(texts, text);
  await db.transaction(async (tx) => {
    const current = await lockPageSections(tx, slug, language);
    const structure = current?.own ?? current?.zh;
    if (!current || !structure) throw new BusinessError(404, text.pageNotFound());
    const keys = structure.map((section) => section.key);
    if (keys.join() !== cleaned.sections.map((section) => section.key).join())
      throw new BusinessError(400, text.sectionsChanged({ keys: keys.join(', ') }));
    await upsertPageTexts(tx, current.id, language, cleaned, editor.memberId, editor.now);
  });
}

/**
 * The details as stored: industry trimmed, countries and products once each; refused in the
 * caller's language when a country is not a market of the portal or a product is not published.
 */
async function cleanDetails(
  db: DbExecutor,
  details: Static<typeof CaseDetails>,
  text: ContentMessages,
): Promise<CaseDetailValues & { productIds: number[] }> {
  const industry = details.industry.trim();
  if (!industry) throw new BusinessError(400, text.industryRequired());
  const countries = [...new Set(details.countries)];
  const unknown = countries.filter((code) => !CASE_COUNTRIES.has(code));
  if (unknown.length > 0)
    throw new BusinessError(400, text.countryUnknown({ codes: unknown.join(', ') }));
  const productIds = [...new Set(details.productIds)];
  if (productIds.length > 0) {
    // A product of another status, of the platform's own company or no product at all: alike.
    const found = new Set(await selectLinkableProductIds(db, productIds));
    const missing = productIds.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new BusinessError(400, text.productsUnavailable({ ids: missing.join(', ') }));
  }
  return { industry, countries, productIds, sort: details.sort, published: details.published };
}

/** Sets a case's industry, markets, linked products, order and publication. */
export async function saveCaseDetails(
  db: Db,
  slug: string,
  body: Static<typeof CaseDetails>,
  text: ContentMessages,
  editor: Editor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const pageId = await lockCase(tx, slug);
    if (pageId === undefined) throw new BusinessError(404, text.caseNotFound());
    const details = await cleanDetails(tx, body, text);
    await updateCaseDetails(tx, pageId, details, editor.memberId, editor.now);
    await replaceLinkedProducts(tx, pageId, details.productIds);
  });
}

/** Adds a case: its slug, details and texts, at least in Simplified Chinese. */
export async function createCase(
  db: Db,
  body: Static<typeof NewCaseBody>,
  text: ContentMessages,
  editor: Editor,
): Promise<{ slug: string; path: string }> {
  const { slug: rawSlug, texts, ...rest } = body;
  const slug = rawSlug.trim();
  if (
    !NEW_SLUG.test(slug) ||
    slug.length < NEW_CASE_SLUG_LENGTH.min ||
    slug.length > NEW_CASE_SLUG_LENGTH.max
  )
    throw new BusinessError(400, text.slugInvalid());
  if (!texts.zh) throw new BusinessError(400, text.chineseRequired());
  const written = Object.entries(texts).filter(
    (entry): entry is [Language, PageTextsValue] => entry[1] !== undefined,
  );
  const cleaned = written.map(([language, value]) => {
    const clean = cleanTexts(value, text);
    if (clean.sections.map((section) => section.key).join() !== CASE_SECTION_KEYS.join())
      throw new BusinessError(400, text.caseSections({ keys: CASE_SECTION_KEYS.join(', ') }));
    return [language, clean] as const;
  });

  await db.transaction(async (tx) => {
    const details = await cleanDetails(tx, rest, text);
    const pageId = await insertCase(tx, slug, details, editor.memberId, editor.now);
    if (pageId === undefined) throw new BusinessError(400, text.slugTaken({ slug }));
    for (const [language, value] of cleaned)
      await insertPageTexts(tx, pageId, language, value, editor.memberId, editor.now);
    await replaceLinkedProducts(tx, pageId, details.productIds);
  });
  return { slug, path: pagePath(slug, 'case') };
}

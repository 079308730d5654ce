import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contentEndpoints as endpoints } from '@portal/contracts/endpoints/content';
import {
  ContactFormBody,
  CaseDetailsBody,
  ContentTextsBody,
  NewCaseBody,
} from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { contentMessages } from './messages';
import {
  caseFilters,
  contentPage,
  createCase,
  editablePage,
  listCases,
  operatorCases,
  saveCaseDetails,
  saveTexts,
  sendContact,
} from './service';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/**
 * The portal's editorial pages, public (issue #15, docs/cases-and-services.md): the industry
 * cases of /successCase with their filters, any case or service page by its slug, in the
 * request's language (in Simplified Chinese where a page has no text in it), and the service
 * pages' contact form, rate-limited per IP like the other public forms. Unpublished cases are
 * not there: operators find them at `operator/cases`.
 */
export function contentRoutes(app: FastifyInstance, options: { contactRateLimit: number }): void {
  route(app, endpoints.cases, async (request) => ({
    code: 200,
    msg: SUCCESS_MSG,
    ...(await listCases(app.db, request.query, languageOf(request))),
  }));

  route(app, endpoints.caseFilters, async () => ok(await caseFilters(app.db)));

  route(app, endpoints.page, async (request) =>
    ok(await contentPage(app.db, request.params.slug, languageOf(request))),
  );

  route(
    app,
    endpoints.contact,
    async (request) => {
      const { id, message } = await sendContact(
        app.db,
        request.body,
        languageOf(request),
        app.now(),
      );
      return ok({ id }, message);
    },
    {
      config: { rateLimit: { max: options.contactRateLimit, timeWindow: '1 minute' } },
      preValidation: rejectUnknownFields(ContactFormBody),
    },
  );
}

/**
 * Operators edit the editorial pages (`*:*:*` or platform:content:manage): a page's texts, one
 * language at a time, keeping its structure (a case keeps its story: company, problem,
 * platform, results); every case, published or not, its industry, markets, linked products,
 * order and publication; and new cases, opened at /caseInfo?slug=.
 */
export function operatorContentRoutes(app: FastifyInstance): void {
  route(app, endpoints.editablePage, async (request) =>
    ok(await editablePage(app.db, request.params.slug, languageOf(request))),
  );

  route(
    app,
    endpoints.saveTexts,
    async (request) => {
      const text = contentMessages(languageOf(request));
      await saveTexts(app.db, request.params.slug, request.body, text, {
        memberId: currentMember(request).id,
        now: app.now(),
      });
      return ok(null, text.saved());
    },
    { preValidation: rejectUnknownFields(ContentTextsBody) },
  );

  route(app, endpoints.operatorCases, async (request) =>
    ok(await operatorCases(app.db, languageOf(request))),
  );

  route(
    app,
    endpoints.saveCaseDetails,
    async (request) => {
      const text = contentMessages(languageOf(request));
      await saveCaseDetails(app.db, request.params.slug, request.body, text, {
        memberId: currentMember(request).id,
        now: app.now(),
      });
      return ok(null, text.saved());
    },
    { preValidation: rejectUnknownFields(CaseDetailsBody) },
  );

  route(
    app,
    endpoints.createCase,
    async (request) => {
      const text = contentMessages(languageOf(request));
      const created = await createCase(app.db, request.body, text, {
        memberId: currentMember(request).id,
        now: app.now(),
      });
      return ok(created, text.caseCreated());
    },
    { preValidation: rejectUnknownFields(NewCaseBody) },
  );
}

import { PERMISSIONS } from '@portal/contracts';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Language } from '@portal/contracts';
import {
  ContentSlugParams,
  ContentTextsBody,
  EditableContentPage,
} from '@portal/contracts/schemas';
import { BusinessError, Envelope, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { requirePermission } from '../../platform/auth/permissions';
import { currentMember } from '../../platform/auth/plugin';
import { contentMessages } from './content-messages';
import { cleanTexts, type MetricValue, type SectionValue } from './content-pages';
import operatorCaseRoutes, { operatorCases } from './operator-cases';

/**
 * Operators edit the editorial pages' texts, one language at a time (`*:*:*` or
 * platform:content:manage). The structure stays: the sections keep their keys and order, so a
 * case keeps its story (company, problem, platform, results). A language a page lacks is added
 * with the structure of its Simplified Chinese text. The cases' details and new cases:
 * ./operator-cases.ts.
 */
const operatorContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(operatorCaseRoutes);

  app.get(
    '/operator/content/:slug',
    {
      schema: {
        tags: ['operator'],
        summary: `A page's texts in the four languages, to edit (${PERMISSIONS.contentManage})`,
        params: ContentSlugParams,
        response: { 200: Envelope(EditableContentPage) },
      },
    },
    async (request) => {
      requirePermission(currentMember(request), PERMISSIONS.contentManage);
      const language = requestLanguage(request.headers['accept-language']);
      const { rows } = await app.db.query<{
        slug: string;
        kind: string;
        language: Language;
        title: string;
        summary: string;
        sections: SectionValue[];
        metrics: MetricValue[];
        updated_at: Date;
      }>(
        `SELECT p.slug, p.kind, t.language, t.title, t.summary, t.sections, t.metrics, t.updated_at
           FROM content_pages p JOIN content_page_texts t ON t.page_id = p.id
          WHERE p.slug = $1`,
        [request.params.slug],
      );
      if (rows.length === 0) throw new BusinessError(404, contentMessages(language).pageNotFound());
      const [details = null] =
        rows[0]!.kind === 'case' ? await operatorCases(app.db, language, request.params.slug) : [];
      return ok({
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
      });
    },
  );

  app.put(
    '/operator/content/:slug',
    {
      preValidation: rejectUnknownFields(ContentTextsBody),
      schema: {
        tags: ['operator'],
        summary: `Replace (or add) a page's texts in one language (${PERMISSIONS.contentManage})`,
        params: ContentSlugParams,
        body: ContentTextsBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      requirePermission(member, PERMISSIONS.contentManage);
      const text = contentMessages(requestLanguage(request.headers['accept-language']));
      const { language, ...texts } = request.body;
      const { title, summary, sections, metrics } = cleanTexts(texts, text);

      await app.db.transaction(async (tx) => {
        // The language's own text, or (a language the page lacks) the Chinese one's structure.
        const { rows } = await tx.query<{
          id: number;
          own: SectionValue[] | null;
          zh: SectionValue[] | null;
        }>(
          `SELECT p.id, own.sections AS own, zh.sections AS zh
             FROM content_pages p
             LEFT JOIN content_page_texts own ON own.page_id = p.id AND own.language = $2
             LEFT JOIN content_page_texts zh ON zh.page_id = p.id AND zh.language = 'zh'
            WHERE p.slug = $1 FOR UPDATE OF p`,
          [request.params.slug, language],
        );
        const current = rows[0];
        const structure = current?.own ?? current?.zh;
        if (!current || !structure) throw new BusinessError(404, text.pageNotFound());
        const keys = structure.map((section) => section.key);
        if (keys.join() !== sections.map((section) => section.key).join())
          throw new BusinessError(400, text.sectionsChanged({ keys: keys.join(', ') }));
        await tx.query(
          `INSERT INTO content_page_texts
                  (page_id, language, title, summary, sections, metrics, updated_by, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (page_id, language) DO UPDATE
              SET title = EXCLUDED.title, summary = EXCLUDED.summary, sections = EXCLUDED.sections,
                  metrics = EXCLUDED.metrics, updated_by = EXCLUDED.updated_by,
                  updated_at = EXCLUDED.updated_at`,
          [
            current.id,
            language,
            title,
            summary,
            JSON.stringify(sections),
            JSON.stringify(metrics),
            member.id,
            app.now(),
          ],
        );
      });
      return ok(null, text.saved());
    },
  );
};

export default operatorContentRoutes;

import { PERMISSIONS } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DiagnosisAnswersBody,
  DiagnosisCreatedId,
  DiagnosisDetail,
  DiagnosisIdParams,
  DiagnosisQuestionnaire,
  DiagnosisSummary,
} from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  PageQuery,
  SUCCESS_MSG,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { lockCompany } from '../../lib/quotas';
import { holdsPermission } from '../../platform/auth/permissions';
import { diagnosisMessages } from '../../lib/diagnosis-messages';
import { checkAnswers, incompleteMessage, missingQuestions } from '../../lib/diagnosis-answers';
import {
  LEVELS,
  QUESTIONNAIRE_VERSION,
  SECTIONS,
  type Localized,
} from '../../lib/diagnosis-questionnaire';
import { scoreDiagnosis } from '../../lib/diagnosis-scoring';
import {
  DIAGNOSIS_COLUMNS,
  DIAGNOSIS_FROM,
  DIAGNOSIS_STATUS,
  EDITABLE_STATUSES,
  findDiagnosis,
  toDetail,
  toSummary,
  type DiagnosisRow,
} from './diagnosis-record';

const questionnaireView = {
  version: QUESTIONNAIRE_VERSION,
  sections: SECTIONS.map((section) => ({
    key: section.key,
    title: section.title,
    questions: section.questions.map((question) => {
      const base = { id: question.id, type: question.type, text: question.text };
      const choices = (options: { value: string; label: Localized }[]) =>
        options.map(({ value, label }) => ({ value, label }));
      switch (question.type) {
        case 'single':
          return { ...base, options: choices(question.options) };
        case 'multiple':
          return { ...base, options: choices(question.options), exclusive: question.exclusive };
        case 'number':
          return {
            ...base,
            min: question.min,
            max: question.max,
            decimals: question.decimals,
            unit: question.unit,
          };
      }
    }),
  })),
  levels: [...LEVELS],
};

/**
 * An enterprise's digital-transformation diagnoses (issue #13, docs/diagnosis.md): one open at a
 * time, saved as a draft at any time, submitted only when every question is answered, scored by
 * the server at submit. Any member of the company may work on it; another company's diagnosis
 * answers like a missing one. Platform reviewers read submitted ones of every company here too.
 */
const diagnosisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/diagnosis/questionnaire',
    {
      schema: {
        tags: ['diagnosis'],
        summary: 'The questionnaire: sections (the seven dimensions), questions, options, levels',
        response: { 200: Envelope(DiagnosisQuestionnaire) },
      },
    },
    async () => ok(questionnaireView),
  );

  app.get(
    '/diagnosis/ownList',
    {
      schema: {
        tags: ['diagnosis'],
        summary: "The company's diagnoses, newest first (the open one, if any, comes first)",
        querystring: PageQuery,
        response: { 200: PageEnvelope(DiagnosisSummary) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize } = request.query;
      const total = await app.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM diagnoses WHERE company_id = $1',
        [member.companyId],
      );
      const { rows } = await app.db.query<DiagnosisRow>(
        `SELECT ${DIAGNOSIS_COLUMNS} FROM ${DIAGNOSIS_FROM}
          WHERE d.company_id = $1
          ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
        [member.companyId, pageSize, (pageNum - 1) * pageSize],
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row) => toSummary(row)),
      };
    },
  );

  app.post(
    '/diagnosis',
    {
      schema: {
        tags: ['diagnosis'],
        summary: 'Start a diagnosis (a draft); refused while one is open, naming it in data.id',
        response: { 200: Envelope(DiagnosisCreatedId) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const text = diagnosisMessages(requestLanguage(request.headers['accept-language']));
      const id = await app.db.transaction(async (tx) => {
        // The company row serialises starts; the partial unique index backs the rule up.
        await lockCompany(tx, member.companyId);
        const open = await tx.query<{ id: number }>(
          'SELECT id FROM diagnoses WHERE company_id = $1 AND status IN (1, 2, 3)',
          [member.companyId],
        );
        if (open.rows[0]) {
          throw new BusinessError(400, text.openExists(), { data: { id: open.rows[0].id } });
        }
        const now = app.now();
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO diagnoses (company_id, questionnaire_version, created_by, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $4) RETURNING id`,
          [member.companyId, QUESTIONNAIRE_VERSION, member.id, now],
        );
        return rows[0]!.id;
      });
      return ok({ id });
    },
  );

  app.get(
    '/diagnosis/:id',
    {
      schema: {
        tags: ['diagnosis'],
        summary:
          "A diagnosis with its answers, and its report (scores, strengths, gaps) once completed; a reviewer's view of any submitted one",
        params: DiagnosisIdParams,
        response: { 200: Envelope(DiagnosisDetail) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      const row = await findDiagnosis(app.db, request.params.id, language);
      const own = row.company_id === member.companyId;
      // A draft is the company's own work; reviewers see a diagnosis from its submission on.
      const reviewer =
        row.status !== DIAGNOSIS_STATUS.draft &&
        holdsPermission(member, PERMISSIONS.diagnosisReview);
      if (!own && !reviewer) throw new BusinessError(404, diagnosisMessages(language).notFound());
      return ok(await toDetail(app.db, row, reviewer));
    },
  );

  app.put(
    '/diagnosis/:id',
    {
      preValidation: rejectUnknownFields(DiagnosisAnswersBody),
      schema: {
        tags: ['diagnosis'],
        summary:
          'Save the answers of a draft or rejected diagnosis (partial is fine; each answer is checked by its question type)',
        params: DiagnosisIdParams,
        body: DiagnosisAnswersBody,
        response: { 200: Envelope(DiagnosisSummary) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      const text = diagnosisMessages(language);
      const answers = checkAnswers(request.body.answers, language);
      const row = await app.db.transaction(async (tx) => {
        const found = await findDiagnosis(tx, request.params.id, language, {
          companyId: member.companyId,
          forUpdate: true,
        });
        if (!EDITABLE_STATUSES.includes(found.status)) {
          throw new BusinessError(400, text.notEditable());
        }
        const now = app.now();
        await tx.query('UPDATE diagnoses SET answers = $2::jsonb, updated_at = $3 WHERE id = $1', [
          found.id,
          JSON.stringify(answers),
          now,
        ]);
        return { ...found, answers, updated_at: now };
      });
      return ok(toSummary(row), text.saved());
    },
  );

  app.put(
    '/diagnosis/:id/submit',
    {
      schema: {
        tags: ['diagnosis'],
        summary:
          'Submit the saved answers for review (1 or 3 → 2); refused naming the unanswered questions (data.missing) unless all are answered',
        params: DiagnosisIdParams,
        response: { 200: Envelope(DiagnosisSummary) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const language = requestLanguage(request.headers['accept-language']);
      const text = diagnosisMessages(language);
      const row = await app.db.transaction(async (tx) => {
        const found = await findDiagnosis(tx, request.params.id, language, {
          companyId: member.companyId,
          forUpdate: true,
        });
        if (!EDITABLE_STATUSES.includes(found.status)) {
          throw new BusinessError(400, text.notSubmittable());
        }
        const missing = missingQuestions(found.answers);
        if (missing.length > 0) {
          throw new BusinessError(400, incompleteMessage(missing, language), {
            data: {
              missing: missing.map(({ section, question, number }) => ({
                section: section.key,
                questionId: question.id,
                number,
              })),
            },
          });
        }
        const score = scoreDiagnosis(found.answers);
        const now = app.now();
        await tx.query(
          `UPDATE diagnoses SET status = 2, dimension_scores = $2::jsonb, overall_score = $3, level = $4,
             reject_reason = NULL, submitted_by = $5, submitted_at = $6, reviewed_by = NULL,
             reviewed_at = NULL, updated_at = $6
           WHERE id = $1`,
          [found.id, JSON.stringify(score.dimensions), score.overall, score.level, member.id, now],
        );
        return {
          ...found,
          status: DIAGNOSIS_STATUS.awaiting,
          reject_reason: null,
          submitted_at: now,
          reviewed_at: null,
          updated_at: now,
        };
      });
      return ok(toSummary(row), text.submitted());
    },
  );
};

export default diagnosisRoutes;

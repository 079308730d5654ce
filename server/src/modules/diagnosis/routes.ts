import type { FastifyInstance, FastifyRequest } from 'fastify';
import { diagnosisEndpoints } from '@portal/contracts/endpoints/diagnosis';
import {
  DiagnosisAnswersBody,
  DiagnosisCommentBody,
  DiagnosisRejectBody,
} from '@portal/contracts/schemas';
import { route } from '../../platform/http/endpoint';
import { SUCCESS_MSG, ok, rejectUnknownFields } from '../../platform/http/envelope';
import { requestLanguage } from '../../platform/language/language';
import { currentMember } from '../../platform/auth/plugin';
import * as diagnoses from './service';

const languageOf = (request: FastifyRequest) => requestLanguage(request.headers['accept-language']);

/** A company's diagnoses and the platform's review of them (docs/diagnosis.md). */
export function diagnosisRoutes(app: FastifyInstance): void {
  route(app, diagnosisEndpoints.questionnaire, async () => ok(diagnoses.questionnaire()));

  route(app, diagnosisEndpoints.ownList, async (request) => {
    const { pageNum, pageSize } = request.query;
    const found = await diagnoses.companyDiagnoses(app.db, currentMember(request).companyId, {
      pageNum,
      pageSize,
    });
    return { code: 200, msg: SUCCESS_MSG, total: found.total, rows: found.rows };
  });

  route(app, diagnosisEndpoints.start, async (request) =>
    ok({ id: await diagnoses.startDiagnosis(app, currentMember(request), languageOf(request)) }),
  );

  route(app, diagnosisEndpoints.detail, async (request) =>
    ok(
      await diagnoses.diagnosisDetail(
        app.db,
        currentMember(request),
        request.params.id,
        languageOf(request),
      ),
    ),
  );

  route(
    app,
    diagnosisEndpoints.saveAnswers,
    async (request) => {
      const saved = await diagnoses.saveAnswers(
        app,
        currentMember(request),
        request.params.id,
        request.body.answers,
        languageOf(request),
      );
      return ok(saved.summary, saved.msg);
    },
    { preValidation: rejectUnknownFields(DiagnosisAnswersBody) },
  );

  route(app, diagnosisEndpoints.submit, async (request) => {
    const submitted = await diagnoses.submitDiagnosis(
      app,
      currentMember(request),
      request.params.id,
      languageOf(request),
    );
    return ok(submitted.summary, submitted.msg);
  });

  route(app, diagnosisEndpoints.reviewQueue, async (request) => {
    const { status, pageNum, pageSize } = request.query;
    const found = await diagnoses.reviewQueue(app.db, status, { pageNum, pageSize });
    return { code: 200, msg: SUCCESS_MSG, total: found.total, rows: found.rows };
  });

  route(
    app,
    diagnosisEndpoints.comment,
    async (request) => {
      const added = await diagnoses.addComment(
        app,
        currentMember(request),
        request.params.id,
        request.body.content,
        languageOf(request),
      );
      return ok({ id: added.id }, added.msg);
    },
    { preValidation: rejectUnknownFields(DiagnosisCommentBody) },
  );

  route(app, diagnosisEndpoints.approve, async (request) =>
    ok(
      null,
      await diagnoses.approveDiagnosis(
        app,
        currentMember(request),
        request.params.id,
        languageOf(request),
      ),
    ),
  );

  route(
    app,
    diagnosisEndpoints.reject,
    async (request) =>
      ok(
        null,
        await diagnoses.rejectDiagnosis(
          app,
          currentMember(request),
          request.params.id,
          request.body.reason,
          languageOf(request),
        ),
      ),
    { preValidation: rejectUnknownFields(DiagnosisRejectBody) },
  );
}

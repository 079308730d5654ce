import { Type } from 'typebox';
import { PERMISSIONS } from '../permissions';
import { Envelope, PageEnvelope, PageQuery } from '../schemas/common';
import {
  DiagnosisAnswersBody,
  DiagnosisCommentBody,
  DiagnosisCreatedId,
  DiagnosisDetail,
  DiagnosisIdParams,
  DiagnosisQuestionnaire,
  DiagnosisRejectBody,
  DiagnosisReviewEntry,
  DiagnosisReviewQuery,
  DiagnosisSummary,
} from '../schemas/diagnosis';
import { endpoint } from './define';

/**
 * The digital-transformation diagnosis (docs/diagnosis.md): a company's own diagnoses, and the
 * platform's review of submitted ones.
 */
export const diagnosisEndpoints = {
  questionnaire: endpoint({
    method: 'GET',
    path: '/diagnosis/questionnaire',
    summary: 'The questionnaire: sections (the seven dimensions), questions, options, levels',
    tags: ['diagnosis'],
    access: 'member',
    response: Envelope(DiagnosisQuestionnaire),
  }),
  ownList: endpoint({
    method: 'GET',
    path: '/diagnosis/ownList',
    summary: "The company's diagnoses, newest first (the open one, if any, comes first)",
    tags: ['diagnosis'],
    access: 'member',
    query: PageQuery,
    response: PageEnvelope(DiagnosisSummary),
  }),
  start: endpoint({
    method: 'POST',
    path: '/diagnosis',
    summary: 'Start a diagnosis (a draft); refused while one is open, naming it in data.id',
    tags: ['diagnosis'],
    access: 'member',
    response: Envelope(DiagnosisCreatedId),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/diagnosis/:id',
    summary:
      "A diagnosis with its answers, and its report (scores, strengths, gaps) once completed; a reviewer's view of any submitted one",
    tags: ['diagnosis'],
    access: 'member',
    params: DiagnosisIdParams,
    response: Envelope(DiagnosisDetail),
  }),
  saveAnswers: endpoint({
    method: 'PUT',
    path: '/diagnosis/:id',
    summary:
      'Save the answers of a draft or rejected diagnosis (partial is fine; each answer is checked by its question type)',
    tags: ['diagnosis'],
    access: 'member',
    params: DiagnosisIdParams,
    body: DiagnosisAnswersBody,
    response: Envelope(DiagnosisSummary),
  }),
  submit: endpoint({
    method: 'PUT',
    path: '/diagnosis/:id/submit',
    summary:
      'Submit the saved answers for review (1 or 3 → 2); refused naming the unanswered questions (data.missing) unless all are answered',
    tags: ['diagnosis'],
    access: 'member',
    params: DiagnosisIdParams,
    response: Envelope(DiagnosisSummary),
  }),

  reviewQueue: endpoint({
    method: 'GET',
    path: '/operator/diagnoses',
    summary: `Submitted diagnoses of every company by status, oldest submission first (${PERMISSIONS.diagnosisReview})`,
    tags: ['operator'],
    access: { permission: PERMISSIONS.diagnosisReview },
    query: DiagnosisReviewQuery,
    response: PageEnvelope(DiagnosisReviewEntry),
  }),
  comment: endpoint({
    method: 'POST',
    path: '/operator/diagnoses/:id/comments',
    summary: 'Add a reviewer comment to an awaiting diagnosis (shown on its report)',
    tags: ['operator'],
    access: { permission: PERMISSIONS.diagnosisReview },
    params: DiagnosisIdParams,
    body: DiagnosisCommentBody,
    response: Envelope(DiagnosisCreatedId),
  }),
  approve: endpoint({
    method: 'POST',
    path: '/operator/diagnoses/:id/approve',
    summary: 'Approve an awaiting diagnosis: completed (4), its level becomes the report',
    tags: ['operator'],
    access: { permission: PERMISSIONS.diagnosisReview },
    params: DiagnosisIdParams,
    response: Envelope(Type.Null()),
  }),
  reject: endpoint({
    method: 'POST',
    path: '/operator/diagnoses/:id/reject',
    summary: 'Send an awaiting diagnosis back with a reason (3); the company edits and resubmits',
    tags: ['operator'],
    access: { permission: PERMISSIONS.diagnosisReview },
    params: DiagnosisIdParams,
    body: DiagnosisRejectBody,
    response: Envelope(Type.Null()),
  }),
};

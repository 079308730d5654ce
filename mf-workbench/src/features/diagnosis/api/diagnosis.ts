import { haiguanApi, isApiError } from '@portal/api-client';
import { diagnosisEndpoints } from '@portal/contracts/endpoints/diagnosis';
import type {
  DiagnosisAnswerValue,
  DiagnosisComment as DiagnosisCommentSchema,
  DiagnosisDetail as DiagnosisDetailSchema,
  DiagnosisLevel,
  DiagnosisQuestion,
  DiagnosisQuestionnaire,
  DiagnosisReviewEntry,
  DiagnosisSection,
  DiagnosisSummary as DiagnosisSummarySchema,
  DigitalProductCard,
  PortalLocalizedText,
  Static,
} from '@portal/contracts/schemas';

/** Shapes of the diagnosis API (docs/diagnosis.md), taken from the schemas the server validates with. */
export type Localized = Static<typeof PortalLocalizedText>;
export type DiagnosisStatus = 1 | 2 | 3 | 4;
export type AnswerValue = Static<typeof DiagnosisAnswerValue>;
export type Answers = Record<string, AnswerValue>;

export type Question = Static<typeof DiagnosisQuestion>;
export type ChoiceOption = NonNullable<Question['options']>[number];
export type Section = Static<typeof DiagnosisSection>;
export type Level = Static<typeof DiagnosisLevel>;
export type Questionnaire = Static<typeof DiagnosisQuestionnaire>;

/** `status` is any integer in the schema; the screens know 1–4 (`DiagnosisStatusTag`). */
export type DiagnosisSummary = Static<typeof DiagnosisSummarySchema>;
export type ReviewEntry = Static<typeof DiagnosisReviewEntry>;
export type DiagnosisComment = Static<typeof DiagnosisCommentSchema>;
export type DiagnosisDetail = Static<typeof DiagnosisDetailSchema>;

/** A digital product of the catalogue, as the report recommends it. */
export type RecommendedProduct = Static<typeof DigitalProductCard>;

type Page<T> = { rows: T[]; total: number };

export async function fetchQuestionnaire(): Promise<Questionnaire> {
  return (await haiguanApi.call(diagnosisEndpoints.questionnaire, {}, { silent: true })).data;
}

export async function fetchOwnDiagnoses(
  pageNum: number,
  pageSize = 10,
): Promise<Page<DiagnosisSummary>> {
  const answer = await haiguanApi.call(
    diagnosisEndpoints.ownList,
    { query: { pageNum, pageSize } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/**
 * Starts a diagnosis; while one is open the server refuses and names it, and that is the one to
 * continue.
 */
export async function startDiagnosis(): Promise<number> {
  try {
    return (await haiguanApi.call(diagnosisEndpoints.start, {}, { silent: true })).data.id;
  } catch (failure) {
    const open = isApiError(failure) ? (failure.data as { id?: number } | null)?.id : undefined;
    if (open) return open;
    throw failure;
  }
}

export async function fetchDiagnosis(id: number): Promise<DiagnosisDetail> {
  return (await haiguanApi.call(diagnosisEndpoints.detail, { params: { id } }, { silent: true }))
    .data;
}

/** Saves the whole answer set as a draft: `null` clears a question answered before. */
export async function saveDraft(id: number, answers: Record<string, AnswerValue | null>) {
  const answer = await haiguanApi.call(
    diagnosisEndpoints.saveAnswers,
    { params: { id }, body: { answers } },
    { silent: true },
  );
  return answer.msg;
}

export async function submitDiagnosis(id: number): Promise<string> {
  return (await haiguanApi.call(diagnosisEndpoints.submit, { params: { id } }, { silent: true }))
    .msg;
}

export async function fetchReviewQueue(
  status: 2 | 3 | 4,
  pageNum: number,
  pageSize = 10,
): Promise<Page<ReviewEntry>> {
  const answer = await haiguanApi.call(
    diagnosisEndpoints.reviewQueue,
    { query: { status, pageNum, pageSize } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

export async function commentDiagnosis(id: number, content: string): Promise<string> {
  const answer = await haiguanApi.call(
    diagnosisEndpoints.comment,
    { params: { id }, body: { content } },
    { silent: true },
  );
  return answer.msg;
}

export async function approveDiagnosis(id: number): Promise<string> {
  return (await haiguanApi.call(diagnosisEndpoints.approve, { params: { id } }, { silent: true }))
    .msg;
}

export async function rejectDiagnosis(id: number, reason: string): Promise<string> {
  const answer = await haiguanApi.call(
    diagnosisEndpoints.reject,
    { params: { id }, body: { reason } },
    { silent: true },
  );
  return answer.msg;
}

/** The digital products that improve the report's gaps (docs/digital-products.md). */
export async function fetchRecommended(dimensions: string[]): Promise<RecommendedProduct[]> {
  if (dimensions.length === 0) return [];
  // Repeated keys, as the server reads a list (axios would write `dimension[]=`).
  const query = new URLSearchParams(dimensions.map((key) => ['dimension', key]));
  const answer = await haiguanApi.page<RecommendedProduct>(
    `/api/digital/products?${query.toString()}`,
    { pageNum: 1, pageSize: 6 },
    { silent: true },
  );
  return answer.rows ?? [];
}

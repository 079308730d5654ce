import { haiguanApi, isApiError } from '@portal/api-client';
import type { Language } from '@portal/contracts';

/** Shapes of the diagnosis API (docs/diagnosis.md). */
export type Localized = Record<Language, string>;
export type DiagnosisStatus = 1 | 2 | 3 | 4;
export type AnswerValue = string | string[] | number;
export type Answers = Record<string, AnswerValue>;

export interface ChoiceOption {
  value: string;
  label: Localized;
}

export interface Question {
  id: string;
  type: 'single' | 'multiple' | 'number';
  text: Localized;
  options?: ChoiceOption[];
  exclusive?: string;
  min?: number;
  max?: number;
  decimals?: number;
  unit?: Localized;
}

export interface Section {
  key: string;
  title: Localized;
  questions: Question[];
}

export interface Level {
  level: number;
  minScore: number;
  name: Localized;
  description: Localized;
}

export interface Questionnaire {
  version: number;
  sections: Section[];
  levels: Level[];
}

export interface DiagnosisSummary {
  id: number;
  status: DiagnosisStatus;
  answered: number;
  questionCount: number;
  overallScore: number | null;
  level: number | null;
  rejectReason: string | null;
  createTime: string;
  updateTime: string;
  submitTime: string | null;
  reviewTime: string | null;
}

export interface ReviewEntry extends DiagnosisSummary {
  companyId: number;
  companyName: string;
  country: string;
  submitterName: string | null;
}

export interface DiagnosisComment {
  id: number;
  kind: 'comment' | 'rejection';
  content: string;
  authorName: string;
  createTime: string;
}

export interface DiagnosisDetail extends DiagnosisSummary {
  companyId: number;
  companyName: string;
  questionnaireVersion: number;
  answers: Answers;
  scores: Record<string, number> | null;
  strengths: string[];
  gaps: string[];
  submitter: { id: number; name: string } | null;
  reviewer: { id: number; name: string } | null;
  comments: DiagnosisComment[];
}

export interface RecommendedProduct {
  id: number;
  name: string;
  provider: string;
  summary: string;
  dimensions: string[];
}

type Page<T> = { rows: T[]; total: number };

async function page<T>(url: string, params: Record<string, unknown>): Promise<Page<T>> {
  const answer = await haiguanApi.page<T>(url, params as never, { silent: true });
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

export async function fetchQuestionnaire(): Promise<Questionnaire> {
  return (
    await haiguanApi.get<Questionnaire>('/api/diagnosis/questionnaire', undefined, {
      silent: true,
    })
  ).data!;
}

export const fetchOwnDiagnoses = (pageNum: number, pageSize = 10) =>
  page<DiagnosisSummary>('/api/diagnosis/ownList', { pageNum, pageSize });

/**
 * Starts a diagnosis; while one is open the server refuses and names it, and that is the one to
 * continue.
 */
export async function startDiagnosis(): Promise<number> {
  try {
    return (await haiguanApi.post<{ id: number }>('/api/diagnosis', undefined, { silent: true }))
      .data!.id;
  } catch (failure) {
    const open = isApiError(failure) ? (failure.data as { id?: number } | null)?.id : undefined;
    if (open) return open;
    throw failure;
  }
}

export async function fetchDiagnosis(id: number): Promise<DiagnosisDetail> {
  return (
    await haiguanApi.get<DiagnosisDetail>(`/api/diagnosis/${id}`, undefined, { silent: true })
  ).data!;
}

/** Saves the whole answer set as a draft: `null` clears a question answered before. */
export async function saveDraft(id: number, answers: Record<string, AnswerValue | null>) {
  return (await haiguanApi.put(`/api/diagnosis/${id}`, { answers }, { silent: true })).msg;
}

export async function submitDiagnosis(id: number): Promise<string> {
  return (await haiguanApi.put(`/api/diagnosis/${id}/submit`, undefined, { silent: true })).msg;
}

export const fetchReviewQueue = (status: 2 | 3 | 4, pageNum: number, pageSize = 10) =>
  page<ReviewEntry>('/api/operator/diagnoses', { status, pageNum, pageSize });

export async function commentDiagnosis(id: number, content: string): Promise<string> {
  return (
    await haiguanApi.post(`/api/operator/diagnoses/${id}/comments`, { content }, { silent: true })
  ).msg;
}

export async function approveDiagnosis(id: number): Promise<string> {
  return (await haiguanApi.post(`/api/operator/diagnoses/${id}/approve`, {}, { silent: true })).msg;
}

export async function rejectDiagnosis(id: number, reason: string): Promise<string> {
  return (
    await haiguanApi.post(`/api/operator/diagnoses/${id}/reject`, { reason }, { silent: true })
  ).msg;
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

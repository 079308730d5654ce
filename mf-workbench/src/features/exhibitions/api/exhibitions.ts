import { haiguanApi } from '@portal/api-client';
import { type ExhibitionPhase } from '@portal/contracts';
import type {
  Exhibit as ExhibitSchema,
  ExhibitionBody,
  ExhibitionRegistration,
  ManagedExhibition as ManagedExhibitionSchema,
  Static,
} from '@portal/contracts/schemas';

/** Spec §4: 1 under review, 2 approved, 3 rejected (docs/exhibitions.md). */
export type RegistrationStatus = 1 | 2 | 3;
export type Phase = ExhibitionPhase;
export type Exhibit = Static<typeof ExhibitSchema>;
/** A registration as the server sends it; `status` is any integer there, the screens know 1–3. */
export type Registration = Static<typeof ExhibitionRegistration>;
export type ManagedExhibition = Static<typeof ManagedExhibitionSchema>;
export type ExhibitionInput = Static<typeof ExhibitionBody>;

const REGISTRATION_STATUSES: readonly RegistrationStatus[] = [1, 2, 3];
export function isRegistrationStatus(value: number): value is RegistrationStatus {
  return REGISTRATION_STATUSES.includes(value as RegistrationStatus);
}

export type RegistrationScope = 'own' | 'review';

export async function fetchRegistrations(
  scope: RegistrationScope,
  status: RegistrationStatus | 0,
  pageNum: number,
  pageSize: number,
): Promise<{ rows: Registration[]; total: number }> {
  const url =
    scope === 'own'
      ? '/api/exhibitions/registrations/own'
      : '/api/operator/exhibitions/registrations';
  const answer = await haiguanApi.page<Registration>(
    url,
    { pageNum, pageSize, ...(status ? { status } : {}) } as never,
    { silent: true },
  );
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

/** `PUT api/operator/exhibitions/registrations/:id/approve`; resolves with the server's message. */
export async function approveRegistration(id: number): Promise<string> {
  return (
    await haiguanApi.put(
      `/api/operator/exhibitions/registrations/${id}/approve`,
      {},
      {
        silent: true,
      },
    )
  ).msg;
}

/** `PUT api/operator/exhibitions/registrations/:id/reject` with the required remark. */
export async function rejectRegistration(id: number, remark: string): Promise<string> {
  return (
    await haiguanApi.put(
      `/api/operator/exhibitions/registrations/${id}/reject`,
      { remark: remark.trim() },
      { silent: true },
    )
  ).msg;
}

export async function fetchManagedExhibitions(
  pageNum: number,
  pageSize: number,
): Promise<{ rows: ManagedExhibition[]; total: number }> {
  const answer = await haiguanApi.page<ManagedExhibition>(
    '/api/operator/exhibitions',
    { pageNum, pageSize } as never,
    { silent: true },
  );
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

/** Creates (id null) or edits an exhibition; resolves with the server's message. */
export async function saveExhibition(id: number | null, input: ExhibitionInput): Promise<string> {
  const answer =
    id === null
      ? await haiguanApi.post('/api/operator/exhibitions', input, { silent: true })
      : await haiguanApi.put(`/api/operator/exhibitions/${id}`, input, { silent: true });
  return answer.msg;
}

import { haiguanApi } from '@portal/api-client';
import { type ExhibitionPhase } from '@portal/contracts';
import { exhibitionEndpoints } from '@portal/contracts/endpoints/exhibitions';
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
  const endpoint =
    scope === 'own' ? exhibitionEndpoints.ownRegistrations : exhibitionEndpoints.reviewQueue;
  const answer = await haiguanApi.call(
    endpoint,
    { query: { pageNum, pageSize, ...(status ? { status } : {}) } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/** `PUT api/operator/exhibitions/registrations/:id/approve`; resolves with the server's message. */
export async function approveRegistration(id: number): Promise<string> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.approve,
    { params: { id }, body: {} },
    { silent: true },
  );
  return answer.msg;
}

/** `PUT api/operator/exhibitions/registrations/:id/reject` with the required remark. */
export async function rejectRegistration(id: number, remark: string): Promise<string> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.reject,
    { params: { id }, body: { remark: remark.trim() } },
    { silent: true },
  );
  return answer.msg;
}

export async function fetchManagedExhibitions(
  pageNum: number,
  pageSize: number,
): Promise<{ rows: ManagedExhibition[]; total: number }> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.managed,
    { query: { pageNum, pageSize } },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/** Creates (id null) or edits an exhibition; resolves with the server's message. */
export async function saveExhibition(id: number | null, input: ExhibitionInput): Promise<string> {
  const answer =
    id === null
      ? await haiguanApi.call(exhibitionEndpoints.create, { body: input }, { silent: true })
      : await haiguanApi.call(
          exhibitionEndpoints.edit,
          { params: { id }, body: input },
          { silent: true },
        );
  return answer.msg;
}

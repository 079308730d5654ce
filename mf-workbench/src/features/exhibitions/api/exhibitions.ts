import { haiguanApi } from '@portal/api-client';
import type { Language } from '@portal/contracts';

/** Spec §4: 1 under review, 2 approved, 3 rejected (docs/exhibitions.md). */
export type RegistrationStatus = 1 | 2 | 3;
export type Phase = 'upcoming' | 'ongoing' | 'ended';

export interface Exhibit {
  id: number;
  name: string;
  price: string | null;
  currency: string;
  unit: string;
  imageUrl: string | null;
}

export interface Registration {
  id: number;
  exhibitionId: number;
  exhibitionTitle: string;
  startsOn: string;
  endsOn: string;
  exhibitionStatus: Phase;
  companyId: number;
  companyName: string;
  status: RegistrationStatus;
  remark: string | null;
  exhibits: Exhibit[];
  createTime: string;
  updateTime: string;
  reviewTime: string | null;
}

export type Localized = Record<Language, string>;

export interface ManagedExhibition {
  id: number;
  title: Localized;
  organizer: Localized;
  description: Localized;
  startsOn: string;
  endsOn: string;
  status: Phase;
  boothCount: number;
  pendingCount: number;
}

export type ExhibitionInput = Omit<
  ManagedExhibition,
  'id' | 'status' | 'boothCount' | 'pendingCount'
>;

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

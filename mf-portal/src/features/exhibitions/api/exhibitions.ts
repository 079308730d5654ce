import { haiguanApi } from '@portal/api-client';

/** Where an exhibition is in its validity, by the platform's day. */
export const PHASES = ['upcoming', 'ongoing', 'ended'] as const;
export type Phase = (typeof PHASES)[number];

/** Spec §4: 0 not registered, 1 under review, 2 approved, 3 rejected. */
export type RegistrationStatus = 0 | 1 | 2 | 3;

export interface ExhibitionCard {
  id: number;
  title: string;
  organizer: string;
  summary: string;
  /** yyyy-mm-dd, first and last day. */
  startsOn: string;
  endsOn: string;
  status: Phase;
  boothCount: number;
}

export interface Exhibit {
  id: number;
  name: string;
  price: string | null;
  currency: string;
  unit: string;
  imageUrl: string | null;
}

export interface Booth {
  registrationId: number;
  companyId: number;
  companyName: string;
  country: string | null;
  verified: boolean;
  exhibits: Exhibit[];
}

export interface ExhibitionDetail extends ExhibitionCard {
  description: string;
  booths: Booth[];
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
  status: 1 | 2 | 3;
  remark: string | null;
  exhibits: Exhibit[];
  createTime: string;
  updateTime: string;
  reviewTime: string | null;
}

export interface Usage {
  used: number;
  quota: number;
}

export interface OwnRegistration {
  status: RegistrationStatus;
  registration: Registration | null;
  canRegister: boolean;
  usage: { exhibitions: Usage; exhibits: Usage };
  products: Exhibit[];
}

export const PAGE_SIZE = 10;

/** `GET api/exhibitions` → a page of exhibitions by phase and words. */
export async function listExhibitions(query: {
  status: Phase | null;
  keyword: string;
  page: number;
}): Promise<{ rows: ExhibitionCard[]; total: number }> {
  const answer = await haiguanApi.page<ExhibitionCard>(
    '/api/exhibitions',
    {
      pageNum: query.page,
      pageSize: PAGE_SIZE,
      ...(query.status && { status: query.status }),
      ...(query.keyword && { keyword: query.keyword }),
    },
    { silent: true },
  );
  return { rows: answer.rows ?? [], total: answer.total ?? 0 };
}

/** `GET api/exhibitions/:id` → an exhibition with its booths. */
export async function getExhibition(id: number): Promise<ExhibitionDetail> {
  const answer = await haiguanApi.get<ExhibitionDetail>(`/api/exhibitions/${id}`, undefined, {
    silent: true,
  });
  return answer.data!;
}

/** `GET api/exhibitions/:id/registration` → the company's registration, quotas and products. */
export async function getOwnRegistration(id: number): Promise<OwnRegistration> {
  const answer = await haiguanApi.get<OwnRegistration>(
    `/api/exhibitions/${id}/registration`,
    undefined,
    { silent: true },
  );
  return answer.data!;
}

/** `POST api/exhibitions/:id/registration`. Silent: the form shows the server's message. */
export async function registerForExhibition(
  id: number,
  productIds: number[],
): Promise<{ registration: Registration; message: string }> {
  const answer = await haiguanApi.post<Registration>(
    `/api/exhibitions/${id}/registration`,
    { productIds },
    { silent: true },
  );
  return { registration: answer.data!, message: answer.msg };
}

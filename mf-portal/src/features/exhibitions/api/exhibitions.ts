import { haiguanApi } from '@portal/api-client';
import { type ExhibitionPhase } from '@portal/contracts';
import { exhibitionEndpoints } from '@portal/contracts/endpoints/exhibitions';
import type {
  Exhibit as ExhibitSchema,
  ExhibitionBooth,
  ExhibitionCard as ExhibitionCardSchema,
  ExhibitionDetail as ExhibitionDetailSchema,
  ExhibitionRegistration,
  ExhibitionUsage,
  OwnExhibitionRegistration,
  Static,
} from '@portal/contracts/schemas';

/** Where an exhibition is in its validity, by the platform's day. */
export const PHASES: readonly Phase[] = ['upcoming', 'ongoing', 'ended'];
export type Phase = ExhibitionPhase;

export type ExhibitionCard = Static<typeof ExhibitionCardSchema>;
export type Exhibit = Static<typeof ExhibitSchema>;
export type Booth = Static<typeof ExhibitionBooth>;
export type ExhibitionDetail = Static<typeof ExhibitionDetailSchema>;
/** `status`: 1 under review, 2 approved, 3 rejected. */
export type Registration = Static<typeof ExhibitionRegistration>;
export type Usage = Static<typeof ExhibitionUsage>;
/** `status` (spec §4): 0 not registered, 1 under review, 2 approved, 3 rejected. */
export type OwnRegistration = Static<typeof OwnExhibitionRegistration>;

export const PAGE_SIZE = 10;

/** `GET api/exhibitions` → a page of exhibitions by phase and words. */
export async function listExhibitions(query: {
  status: Phase | null;
  keyword: string;
  page: number;
}): Promise<{ rows: ExhibitionCard[]; total: number }> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.list,
    {
      query: {
        pageNum: query.page,
        pageSize: PAGE_SIZE,
        ...(query.status && { status: query.status }),
        ...(query.keyword && { keyword: query.keyword }),
      },
    },
    { silent: true },
  );
  return { rows: answer.rows, total: answer.total };
}

/** `GET api/exhibitions/:id` → an exhibition with its booths. */
export async function getExhibition(id: number): Promise<ExhibitionDetail> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.detail,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}

/** `GET api/exhibitions/:id/registration` → the company's registration, quotas and products. */
export async function getOwnRegistration(id: number): Promise<OwnRegistration> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.ownRegistration,
    { params: { id } },
    { silent: true },
  );
  return answer.data;
}

/** `POST api/exhibitions/:id/registration`. Silent: the form shows the server's message. */
export async function registerForExhibition(
  id: number,
  productIds: number[],
): Promise<{ registration: Registration; message: string }> {
  const answer = await haiguanApi.call(
    exhibitionEndpoints.register,
    { params: { id }, body: { productIds } },
    { silent: true },
  );
  return { registration: answer.data, message: answer.msg };
}

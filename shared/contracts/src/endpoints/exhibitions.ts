import { PERMISSIONS } from '../permissions';
import { Envelope, PageEnvelope, PageQuery } from '../schemas/common';
import {
  ExhibitionBody,
  ExhibitionCard,
  ExhibitionDecisionBody,
  ExhibitionDetail,
  ExhibitionIdParams,
  ExhibitionListQuery,
  ExhibitionRegistration,
  ExhibitionRegistrationBody,
  ExhibitionRegistrationQuery,
  ManagedExhibition,
  OwnExhibitionRegistration,
} from '../schemas/exhibitions';
import { endpoint } from './define';

const manage = { permission: PERMISSIONS.exhibitionManage } as const;
const review = { permission: PERMISSIONS.exhibitionReview } as const;

/**
 * The online exhibitions (docs/exhibitions.md): the public list and booths, a company's
 * registration, and the platform's exhibitions and review queue.
 */
export const exhibitionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/exhibitions',
    summary:
      'Exhibitions by phase and words: running and coming ones first (soonest first), then ended ones (latest first)',
    tags: ['exhibition'],
    access: 'public',
    query: ExhibitionListQuery,
    response: PageEnvelope(ExhibitionCard),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/exhibitions/:id',
    summary: 'An exhibition with its booths: approved companies and their exhibits',
    tags: ['exhibition'],
    access: 'public',
    params: ExhibitionIdParams,
    response: Envelope(ExhibitionDetail),
  }),
  ownRegistration: endpoint({
    method: 'GET',
    path: '/exhibitions/:id/registration',
    summary:
      "The caller's company's registration for an exhibition, its quotas x/y and the products it may exhibit",
    tags: ['exhibition'],
    access: 'member',
    params: ExhibitionIdParams,
    response: Envelope(OwnExhibitionRegistration),
  }),
  register: endpoint({
    method: 'POST',
    path: '/exhibitions/:id/registration',
    summary:
      "Register the caller's company for an exhibition with some of its published products (again after a rejection)",
    tags: ['exhibition'],
    access: 'member',
    params: ExhibitionIdParams,
    body: ExhibitionRegistrationBody,
    response: Envelope(ExhibitionRegistration),
  }),
  ownRegistrations: endpoint({
    method: 'GET',
    path: '/exhibitions/registrations/own',
    summary: "The caller's company's exhibition registrations, newest first",
    tags: ['exhibition'],
    access: 'member',
    query: ExhibitionRegistrationQuery,
    response: PageEnvelope(ExhibitionRegistration),
  }),
  reviewQueue: endpoint({
    method: 'GET',
    path: '/operator/exhibitions/registrations',
    summary: `Every company's exhibition registrations, oldest waiting first (${PERMISSIONS.exhibitionReview})`,
    tags: ['exhibition'],
    access: review,
    query: ExhibitionRegistrationQuery,
    response: PageEnvelope(ExhibitionRegistration),
  }),
  approve: endpoint({
    method: 'PUT',
    path: '/operator/exhibitions/registrations/:id/approve',
    summary: `Approve a registration under review (${PERMISSIONS.exhibitionReview})`,
    tags: ['exhibition'],
    access: review,
    params: ExhibitionIdParams,
    body: ExhibitionDecisionBody,
    response: Envelope(ExhibitionRegistration),
  }),
  reject: endpoint({
    method: 'PUT',
    path: '/operator/exhibitions/registrations/:id/reject',
    summary: `Reject a registration under review with a remark (${PERMISSIONS.exhibitionReview})`,
    tags: ['exhibition'],
    access: review,
    params: ExhibitionIdParams,
    body: ExhibitionDecisionBody,
    response: Envelope(ExhibitionRegistration),
  }),
  managed: endpoint({
    method: 'GET',
    path: '/operator/exhibitions',
    summary: `Every exhibition with its texts in the four languages, newest first (${PERMISSIONS.exhibitionManage})`,
    tags: ['exhibition'],
    access: manage,
    query: PageQuery,
    response: PageEnvelope(ManagedExhibition),
  }),
  create: endpoint({
    method: 'POST',
    path: '/operator/exhibitions',
    summary: `Create an exhibition (${PERMISSIONS.exhibitionManage})`,
    tags: ['exhibition'],
    access: manage,
    body: ExhibitionBody,
    response: Envelope(ManagedExhibition),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/operator/exhibitions/:id',
    summary: `Edit an exhibition's texts and dates (${PERMISSIONS.exhibitionManage})`,
    tags: ['exhibition'],
    access: manage,
    params: ExhibitionIdParams,
    body: ExhibitionBody,
    response: Envelope(ManagedExhibition),
  }),
};

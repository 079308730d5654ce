import { Type } from 'typebox';
import { PERMISSIONS } from '../permissions';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  CaseCard,
  CaseDetailsBody,
  CaseFilters,
  CaseListQuery,
  ContactFormBody,
  ContactReceipt,
  ContentPage,
  ContentSlugParams,
  ContentTextsBody,
  CreatedCase,
  EditableContentPage,
  NewCaseBody,
  OperatorCase,
} from '../schemas/content';
import { endpoint } from './define';

const manage = { permission: PERMISSIONS.contentManage } as const;

/**
 * The portal's editorial pages (docs/cases-and-services.md): the industry cases and service
 * pages, the service pages' contact form, and the operators' editing of both.
 */
export const contentEndpoints = {
  cases: endpoint({
    method: 'GET',
    path: '/content/cases',
    summary: 'Published industry cases, optionally of one industry and one market country',
    tags: ['content'],
    access: 'public',
    query: CaseListQuery,
    response: PageEnvelope(CaseCard),
  }),
  caseFilters: endpoint({
    method: 'GET',
    path: '/content/cases/filters',
    summary: 'The industries and market countries of the published cases',
    tags: ['content'],
    access: 'public',
    response: Envelope(CaseFilters),
  }),
  page: endpoint({
    method: 'GET',
    path: '/content/pages/:slug',
    summary: 'A case or service page in the request’s language',
    tags: ['content'],
    access: 'public',
    params: ContentSlugParams,
    response: Envelope(ContentPage),
  }),
  contact: endpoint({
    method: 'POST',
    path: '/content/contact',
    summary: 'Send the contact form of a service page to the operator (guests too)',
    tags: ['content'],
    access: 'public',
    body: ContactFormBody,
    response: Envelope(ContactReceipt),
  }),
  editablePage: endpoint({
    method: 'GET',
    path: '/operator/content/:slug',
    summary: `A page's texts in the four languages, to edit (${PERMISSIONS.contentManage})`,
    tags: ['operator'],
    access: manage,
    params: ContentSlugParams,
    response: Envelope(EditableContentPage),
  }),
  saveTexts: endpoint({
    method: 'PUT',
    path: '/operator/content/:slug',
    summary: `Replace (or add) a page's texts in one language (${PERMISSIONS.contentManage})`,
    tags: ['operator'],
    access: manage,
    params: ContentSlugParams,
    body: ContentTextsBody,
    response: Envelope(Type.Null()),
  }),
  operatorCases: endpoint({
    method: 'GET',
    path: '/operator/cases',
    summary: `Every case, published or not, with its details (${PERMISSIONS.contentManage})`,
    tags: ['operator'],
    access: manage,
    response: Envelope(Type.Array(OperatorCase)),
  }),
  saveCaseDetails: endpoint({
    method: 'PUT',
    path: '/operator/cases/:slug',
    summary: `Set a case's industry, markets, linked products, order and publication (${PERMISSIONS.contentManage})`,
    tags: ['operator'],
    access: manage,
    params: ContentSlugParams,
    body: CaseDetailsBody,
    response: Envelope(Type.Null()),
  }),
  createCase: endpoint({
    method: 'POST',
    path: '/operator/cases',
    summary: `Add a case: its slug, details and texts, at least in zh (${PERMISSIONS.contentManage})`,
    tags: ['operator'],
    access: manage,
    body: NewCaseBody,
    response: Envelope(CreatedCase),
  }),
};

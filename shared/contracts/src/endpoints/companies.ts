import { Type } from 'typebox';
import {
  AccountAjaxQuery,
  AccountMessageAnswer,
  MemberInfoUpdateBody,
  MemberPersonalInfo,
  MembershipInfo,
  OwnCompany,
  OwnCompanyBody,
  PermissionEntry,
  UserInfo,
} from '../schemas/account';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  CertificationBody,
  CertificationCompanyParams,
  CertificationQuery,
  CertificationRejectBody,
  CertificationRequest,
} from '../schemas/membership';
import { PERMISSIONS } from '../permissions';
import { endpoint } from './define';

/**
 * The signed-in member and their company: what the shell loads after sign-in, the member's own
 * record, the company profile, and enterprise verification (spec §4) with its operator queue.
 */
export const companiesEndpoints = {
  userInfo: endpoint({
    method: 'POST',
    path: '/member/userInfo',
    summary: 'The signed-in member and their company',
    tags: ['member'],
    access: 'member',
    response: Envelope(UserInfo),
  }),
  highestMembership: endpoint({
    method: 'GET',
    path: '/memberRole/getUserHighestLevel',
    summary: "The company's highest active membership tier (sub-members share the main account's)",
    tags: ['member'],
    access: 'member',
    response: Envelope(MembershipInfo),
  }),
  menu: endpoint({
    method: 'GET',
    path: '/getMenu',
    summary: "The member's permission strings",
    tags: ['member'],
    access: 'member',
    response: Envelope(Type.Array(PermissionEntry)),
  }),
  isCompany: endpoint({
    method: 'GET',
    path: '/member/isCompany',
    summary: 'Whether the caller is a main account of a verified company',
    tags: ['member'],
    access: 'member',
    query: AccountAjaxQuery,
    response: Envelope(Type.Boolean()),
  }),

  memberInfo: endpoint({
    method: 'GET',
    path: '/member/info',
    summary: "The caller's personal information",
    tags: ['member'],
    access: 'member',
    response: Envelope(MemberPersonalInfo),
  }),
  updateMemberInfo: endpoint({
    method: 'POST',
    path: '/member/updateInfo',
    summary:
      "Update the caller's name or avatar (the e-mail changes through member/emailChange, with codes)",
    tags: ['member'],
    access: 'member',
    body: MemberInfoUpdateBody,
    response: Envelope(Type.Null()),
  }),
  ownCompany: endpoint({
    method: 'GET',
    path: '/member/ownCompany',
    summary: "The caller's company profile and verification state (sub-members read only)",
    tags: ['company'],
    access: 'member',
    response: Envelope(OwnCompany),
  }),
  updateOwnCompany: endpoint({
    method: 'PUT',
    path: '/member/ownCompany',
    summary:
      'Update the company profile (main account; not while verification is pending). Omitted optional fields are left as they are; null or blank clears them. A verified company that changes its name, country or legal person goes back to review (reviewStatus 1).',
    tags: ['company'],
    access: 'member',
    body: OwnCompanyBody,
    response: Envelope(Type.Null()),
  }),

  submitCertification: endpoint({
    method: 'POST',
    path: '/member/certification',
    summary: 'Submit the company for verification (main account)',
    tags: ['company'],
    access: 'member',
    body: CertificationBody,
    response: AccountMessageAnswer,
  }),
  withdrawCertification: endpoint({
    method: 'DELETE',
    path: '/member/certification',
    summary: 'Withdraw a pending verification request (main account)',
    tags: ['company'],
    access: 'member',
    response: AccountMessageAnswer,
  }),
  certifications: endpoint({
    method: 'GET',
    path: '/operator/certifications',
    summary: `Verification requests by status (operators: *:*:* or ${PERMISSIONS.certificationReview})`,
    tags: ['operator'],
    access: { permission: PERMISSIONS.certificationReview },
    query: CertificationQuery,
    response: PageEnvelope(CertificationRequest),
  }),
  approveCertification: endpoint({
    method: 'POST',
    path: '/operator/certifications/:companyId/approve',
    summary: 'Approve a pending verification request',
    tags: ['operator'],
    access: { permission: PERMISSIONS.certificationReview },
    params: CertificationCompanyParams,
    response: Envelope(Type.Null()),
  }),
  rejectCertification: endpoint({
    method: 'POST',
    path: '/operator/certifications/:companyId/reject',
    summary: 'Reject a pending verification request with a reason',
    tags: ['operator'],
    access: { permission: PERMISSIONS.certificationReview },
    params: CertificationCompanyParams,
    body: CertificationRejectBody,
    response: Envelope(Type.Null()),
  }),
};

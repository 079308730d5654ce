import { Type } from 'typebox';
import { AccountMessageAnswer } from '../schemas/account';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  StaffCodeRequestBody,
  StaffCreateBody,
  StaffCreated,
  StaffIdParams,
  StaffListQuery,
  StaffMember,
  StaffStatusBody,
  StaffSupplyPublishBody,
  StaffUpdateBody,
  StaffVerifyBody,
} from '../schemas/staff';
import { PERMISSIONS } from '../permissions';
import { endpoint } from './define';

const Done = Envelope(Type.Null());

/**
 * The company's employees (sub-members, spec §6), managed by its main account: the server
 * answers anyone else 403 after validating the request, as the handlers always did.
 */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/list',
    summary: "The company's employees, newest first (main account)",
    tags: ['staff'],
    access: 'member',
    query: StaffListQuery,
    response: PageEnvelope(StaffMember),
  }),
  one: endpoint({
    method: 'GET',
    path: '/staff/:id',
    summary: 'One employee of the company (main account)',
    tags: ['staff'],
    access: 'member',
    params: StaffIdParams,
    response: Envelope(StaffMember),
  }),
  sendCode: endpoint({
    method: 'POST',
    path: '/staff/sendCode',
    summary:
      "Sends a bindStaff code to the future staff member's phone or e-mail (same answer whether or not it is taken)",
    tags: ['staff'],
    access: 'member',
    body: StaffCodeRequestBody,
    response: AccountMessageAnswer,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff',
    summary:
      'Add an employee with their own sign-in, bound with the code sent by staff/sendCode (takes one sub-account of the quota)',
    tags: ['staff'],
    access: 'member',
    body: StaffCreateBody,
    response: Envelope(StaffCreated),
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staff',
    summary: "Replace an employee's profile (not their account or password)",
    tags: ['staff'],
    access: 'member',
    body: StaffUpdateBody,
    response: Done,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/staff/:id/status',
    summary: 'Disable (signs the employee out everywhere) or enable again (checks the quota)',
    tags: ['staff'],
    access: 'member',
    params: StaffIdParams,
    body: StaffStatusBody,
    response: Done,
  }),
  setVerified: endpoint({
    method: 'PUT',
    path: '/staff/:id/verify',
    summary: 'Verify an employee (needs their business card) or withdraw it',
    tags: ['staff'],
    access: 'member',
    params: StaffIdParams,
    body: StaffVerifyBody,
    response: Done,
  }),
  setSupplyPublish: endpoint({
    method: 'PUT',
    path: '/staff/:id/supplyPublish',
    summary: `Grant or revoke ${PERMISSIONS.supplyPublish} (effective at the employee's next call)`,
    tags: ['staff'],
    access: 'member',
    params: StaffIdParams,
    body: StaffSupplyPublishBody,
    response: Done,
  }),
};

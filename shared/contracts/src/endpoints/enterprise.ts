import { Type } from 'typebox';
import { Envelope, PageEnvelope } from '../schemas/common';
import { Enterprise, EnterpriseParams } from '../schemas/enterprise';
import { SupplyEnterpriseQuery, SupplyEnterpriseRow } from '../schemas/products';
import { endpoint } from './define';

/** The public face of trading companies (spec §6: guests may browse). */
export const enterpriseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/enterprise/list',
    summary: 'Trading companies by name/words, country, industry, verified only (no sign-in)',
    tags: ['enterprise'],
    access: 'public',
    query: SupplyEnterpriseQuery,
    response: PageEnvelope(SupplyEnterpriseRow),
  }),
  page: endpoint({
    method: 'GET',
    path: '/enterprise/:id',
    summary: "A company's public page with its newest published products (no sign-in)",
    tags: ['enterprise'],
    access: 'public',
    params: EnterpriseParams,
    response: Envelope(Enterprise),
  }),
  /** The image's bytes, not an envelope (a failure is `{code: 404, msg}` with HTTP 404). */
  logo: endpoint({
    method: 'GET',
    path: '/enterprise/:id/logo',
    summary: "A company's logo image (no sign-in; only the file the company set as its logo)",
    tags: ['enterprise'],
    access: 'public',
    params: EnterpriseParams,
    response: Type.Unknown(),
  }),
};

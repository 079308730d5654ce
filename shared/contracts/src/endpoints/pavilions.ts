import { Type } from 'typebox';
import { Envelope } from '../schemas/common';
import { Pavilion, PavilionKeyParams, PavilionSummary } from '../schemas/pavilions';
import { endpoint } from './define';

/** The themed pavilions (docs/prices-and-pavilions.md), public. */
export const pavilionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/pavilions',
    summary: 'The themed pavilions with how many companies and products each features',
    tags: ['pavilions'],
    access: 'public',
    response: Envelope(Type.Array(PavilionSummary)),
  }),
  page: endpoint({
    method: 'GET',
    path: '/pavilions/:key',
    summary: 'A pavilion: introduction, featured companies and products, its commodity codes',
    tags: ['pavilions'],
    access: 'public',
    params: PavilionKeyParams,
    response: Envelope(Pavilion),
  }),
};

import { Type } from 'typebox';
import { Envelope } from '../schemas/common';
import { DictEntry, DictTypeParams } from '../schemas/portal';
import { endpoint } from './define';

/** The platform's dictionaries (spec §9). */
export const dictionaryEndpoints = {
  entries: endpoint({
    method: 'GET',
    path: '/dict/data/type/:type',
    summary: 'Entries of a dictionary type, e.g. trade_currency (public)',
    tags: ['dictionary'],
    access: 'public',
    params: DictTypeParams,
    response: Envelope(Type.Array(DictEntry)),
  }),
};

import { Type } from 'typebox';
import { PERMISSIONS } from '../permissions';
import {
  CatalogueCreateBody,
  CatalogueCreated,
  CatalogueEntryParams,
  CatalogueKindParams,
  CatalogueMoveBody,
  CatalogueNode,
  CatalogueUpdateBody,
} from '../schemas/catalogue';
import { Envelope } from '../schemas/common';
import { endpoint } from './define';

/**
 * The company's industry cities, industry types and product categories: ordered trees of up to
 * three levels, per company and kind (spec §2). Reading needs a member; changing, product editing.
 */
export const catalogueEndpoints = {
  tree: endpoint({
    method: 'GET',
    path: '/catalogue/:kind',
    summary: "The company's tree of this kind, flat, in order (parent before children)",
    tags: ['catalogue'],
    access: 'member',
    params: CatalogueKindParams,
    response: Envelope(Type.Array(CatalogueNode)),
  }),
  add: endpoint({
    method: 'POST',
    path: '/catalogue/:kind',
    summary: `Add an entry at the end of its level (needs ${PERMISSIONS.productEdit})`,
    tags: ['catalogue'],
    access: { permission: PERMISSIONS.productEdit },
    params: CatalogueKindParams,
    body: CatalogueCreateBody,
    response: Envelope(CatalogueCreated),
  }),
  change: endpoint({
    method: 'PUT',
    path: '/catalogue/:kind/:id',
    summary: 'Rename, disable or enable an entry',
    tags: ['catalogue'],
    access: { permission: PERMISSIONS.productEdit },
    params: CatalogueEntryParams,
    body: CatalogueUpdateBody,
    response: Envelope(Type.Null()),
  }),
  move: endpoint({
    method: 'PUT',
    path: '/catalogue/:kind/:id/move',
    summary: 'Move an entry one place up or down, or to a place among its siblings (drag and drop)',
    tags: ['catalogue'],
    access: { permission: PERMISSIONS.productEdit },
    params: CatalogueEntryParams,
    body: CatalogueMoveBody,
    response: Envelope(Type.Null()),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/catalogue/:kind/:id',
    summary: 'Delete an entry no product uses and without children',
    tags: ['catalogue'],
    access: { permission: PERMISSIONS.productEdit },
    params: CatalogueEntryParams,
    response: Envelope(Type.Null()),
  }),
};

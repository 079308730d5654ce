import { Type } from 'typebox';
import { Envelope, PageEnvelope } from '../schemas/common';
import {
  BrowsingHistoryEntry,
  EntityReferenceBody,
  FavouriteCheck,
  FavouriteCheckQuery,
  FavouriteCreated,
  FavouriteRecord,
  RecordIdParams,
  RecordListQuery,
} from '../schemas/records';
import { endpoint } from './define';

/**
 * The member's own records of what it saw and kept (spec §7 collectionRecords, browsingHistory;
 * docs/favourites-history-feedback.md): always the caller's own, another member's record answers
 * like a missing one.
 */
export const recordsEndpoints = {
  addFavourite: endpoint({
    method: 'POST',
    path: '/collectionRecords',
    summary: 'Add an entity to the favourites (again: the existing record)',
    tags: ['records'],
    access: 'member',
    body: EntityReferenceBody,
    response: Envelope(FavouriteCreated),
  }),
  favourites: endpoint({
    method: 'GET',
    path: '/collectionRecords/list',
    summary: "The caller's favourites, newest first",
    tags: ['records'],
    access: 'member',
    query: RecordListQuery,
    response: PageEnvelope(FavouriteRecord),
  }),
  checkFavourite: endpoint({
    method: 'GET',
    path: '/collectionRecords/check',
    summary: 'Whether an entity is among the caller’s favourites (id of the record, or null)',
    tags: ['records'],
    access: 'member',
    query: FavouriteCheckQuery,
    response: Envelope(FavouriteCheck),
  }),
  removeFavourite: endpoint({
    method: 'DELETE',
    path: '/collectionRecords/:id',
    summary: 'Remove one of the caller’s favourites',
    tags: ['records'],
    access: 'member',
    params: RecordIdParams,
    response: Envelope(Type.Null()),
  }),
  recordView: endpoint({
    method: 'POST',
    path: '/browsingHistory',
    summary: 'Record a view of an entity (the IP recorded is the one the server sees)',
    tags: ['records'],
    access: 'member',
    body: EntityReferenceBody,
    response: Envelope(Type.Null()),
  }),
  history: endpoint({
    method: 'GET',
    path: '/browsingHistory/listByViewId',
    summary: "The caller's browsing history, latest view first",
    tags: ['records'],
    access: 'member',
    query: RecordListQuery,
    response: PageEnvelope(BrowsingHistoryEntry),
  }),
  // A static segment outranks a parameter in Fastify's router, so 'clear' never reaches /:id.
  clearHistory: endpoint({
    method: 'DELETE',
    path: '/browsingHistory/clear',
    summary: "Remove all of the caller's browsing history",
    tags: ['records'],
    access: 'member',
    response: Envelope(Type.Null()),
  }),
  removeView: endpoint({
    method: 'DELETE',
    path: '/browsingHistory/:id',
    summary: 'Remove one entry of the caller’s browsing history',
    tags: ['records'],
    access: 'member',
    params: RecordIdParams,
    response: Envelope(Type.Null()),
  }),
};

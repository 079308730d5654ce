import { Type } from 'typebox';
import { Envelope, PageEnvelope } from '../schemas/common';
import { NewsItem, NewsListQuery, NewsParams, NewsRow } from '../schemas/content';
import { HsChapterName } from '../schemas/portal';
import { endpoint } from './define';

/** The public portal's news and reference lists (no sign-in needed). */
export const portalEndpoints = {
  news: endpoint({
    method: 'GET',
    path: '/news/list',
    summary: 'Published news, newest first (paged)',
    tags: ['portal'],
    access: 'public',
    query: NewsListQuery,
    response: PageEnvelope(NewsRow),
  }),
  newsItem: endpoint({
    method: 'GET',
    path: '/news/:id',
    summary: 'One published news item with its full text',
    tags: ['portal'],
    access: 'public',
    params: NewsParams,
    response: Envelope(NewsItem),
  }),
  hsChapters: endpoint({
    method: 'GET',
    path: '/hs/chapters',
    summary: 'The 97 HS chapters with English, Chinese and Portuguese names',
    tags: ['portal'],
    access: 'public',
    response: Envelope(Type.Array(HsChapterName)),
  }),
};

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BrowsingHistoryEntry,
  EntityReferenceBody,
  RecordIdParams,
  RecordListQuery,
} from '@portal/contracts/schemas';
import { currentMember } from '../../platform/auth/plugin';
import {
  BusinessError,
  Envelope,
  PageEnvelope,
  SUCCESS_MSG,
  ok,
  rejectUnknownFields,
} from '../../platform/http/envelope';
import { assertEntityType, resolveEntity, summariseEntities } from '../../lib/entities';
import { requestLanguage } from '../../platform/language/language';
import { RECORD_NOT_FOUND_MSG, deviceInfoOf, summaryFields } from './entity-reference';

/**
 * The caller's browsing history (spec §7 browsingHistory): one row per entity, moved to the top
 * and counted up by each repeat view. Behind the authentication gate, always the caller's own.
 */
const browsingHistoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/browsingHistory',
    {
      preValidation: rejectUnknownFields(EntityReferenceBody),
      schema: {
        tags: ['records'],
        summary: 'Record a view of an entity (the IP recorded is the one the server sees)',
        body: EntityReferenceBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { entityType, entityId, deviceInfo } = request.body;
      await resolveEntity(
        app.db,
        member,
        entityType,
        entityId,
        requestLanguage(request.headers['accept-language']),
      );
      await app.db.query(
        `INSERT INTO browsing_history
           (member_id, entity_type, entity_id, view_ip, device_info, first_viewed_at, viewed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)
         ON CONFLICT (member_id, entity_type, entity_id) DO UPDATE
           SET viewed_at = EXCLUDED.viewed_at, view_count = browsing_history.view_count + 1,
               view_ip = EXCLUDED.view_ip, device_info = EXCLUDED.device_info`,
        [member.id, entityType, entityId, request.ip, deviceInfoOf(deviceInfo), app.now()],
      );
      return ok(null);
    },
  );

  app.get(
    '/browsingHistory/listByViewId',
    {
      schema: {
        tags: ['records'],
        summary: "The caller's browsing history, latest view first",
        querystring: RecordListQuery,
        response: { 200: PageEnvelope(BrowsingHistoryEntry) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize, entityType = null } = request.query;
      if (entityType !== null) assertEntityType(entityType);
      const filter = 'member_id = $1 AND ($2::text IS NULL OR entity_type = $2)';
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM browsing_history WHERE ${filter}`,
        [member.id, entityType],
      );
      const { rows } = await app.db.query<{
        id: number;
        entity_type: string;
        entity_id: number;
        view_count: number;
        viewed_at: Date;
        device_info: string | null;
      }>(
        `SELECT id, entity_type, entity_id, view_count, viewed_at, device_info
           FROM browsing_history WHERE ${filter}
          ORDER BY viewed_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [member.id, entityType, pageSize, (pageNum - 1) * pageSize],
      );
      const summaries = await summariseEntities(
        app.db,
        member,
        rows.map((row) => ({ entityType: row.entity_type, entityId: row.entity_id })),
        requestLanguage(request.headers['accept-language']),
      );
      return {
        code: 200,
        msg: SUCCESS_MSG,
        total: total.rows[0]!.count,
        rows: rows.map((row, index) => ({
          id: row.id,
          entityType: row.entity_type,
          entityId: row.entity_id,
          ...summaryFields(summaries[index]),
          viewCount: row.view_count,
          viewTime: new Date(row.viewed_at).toISOString(),
          deviceInfo: row.device_info,
        })),
      };
    },
  );

  // A static segment outranks a parameter in Fastify's router, so 'clear' never reaches /:id.
  app.delete(
    '/browsingHistory/clear',
    {
      schema: {
        tags: ['records'],
        summary: "Remove all of the caller's browsing history",
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      await app.db.query('DELETE FROM browsing_history WHERE member_id = $1', [member.id]);
      return ok(null, '已清空浏览记录');
    },
  );

  app.delete(
    '/browsingHistory/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Remove one entry of the caller’s browsing history',
        params: RecordIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query(
        'DELETE FROM browsing_history WHERE id = $1 AND member_id = $2 RETURNING id',
        [request.params.id, member.id],
      );
      if (rows.length === 0) throw new BusinessError(404, RECORD_NOT_FOUND_MSG);
      return ok(null, '删除成功');
    },
  );
};

export default browsingHistoryRoutes;

import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EntityReferenceBody,
  FavouriteCheck,
  FavouriteCheckQuery,
  FavouriteCreated,
  FavouriteRecord,
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
 * The caller's favourites (spec §7 collectionRecords): products, companies and news, one row per
 * entity. Behind the authentication gate; another member's record answers like a missing one.
 */
const favouriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/collectionRecords',
    {
      preValidation: rejectUnknownFields(EntityReferenceBody),
      schema: {
        tags: ['records'],
        summary: 'Add an entity to the favourites (again: the existing record)',
        body: EntityReferenceBody,
        response: { 200: Envelope(FavouriteCreated) },
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
      const inserted = await app.db.query<{ id: number }>(
        `INSERT INTO favourites (member_id, entity_type, entity_id, view_ip, device_info, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (member_id, entity_type, entity_id) DO NOTHING RETURNING id`,
        [member.id, entityType, entityId, request.ip, deviceInfoOf(deviceInfo), app.now()],
      );
      const existing = inserted.rows[0]
        ? inserted
        : await app.db.query<{ id: number }>(
            'SELECT id FROM favourites WHERE member_id = $1 AND entity_type = $2 AND entity_id = $3',
            [member.id, entityType, entityId],
          );
      return ok({ id: existing.rows[0]!.id }, '收藏成功');
    },
  );

  app.get(
    '/collectionRecords/list',
    {
      schema: {
        tags: ['records'],
        summary: "The caller's favourites, newest first",
        querystring: RecordListQuery,
        response: { 200: PageEnvelope(FavouriteRecord) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { pageNum, pageSize, entityType = null } = request.query;
      if (entityType !== null) assertEntityType(entityType);
      const filter = 'member_id = $1 AND ($2::text IS NULL OR entity_type = $2)';
      const total = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM favourites WHERE ${filter}`,
        [member.id, entityType],
      );
      const { rows } = await app.db.query<{
        id: number;
        entity_type: string;
        entity_id: number;
        created_at: Date;
      }>(
        `SELECT id, entity_type, entity_id, created_at FROM favourites WHERE ${filter}
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
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
          createTime: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );

  app.get(
    '/collectionRecords/check',
    {
      schema: {
        tags: ['records'],
        summary: 'Whether an entity is among the caller’s favourites (id of the record, or null)',
        querystring: FavouriteCheckQuery,
        response: { 200: Envelope(FavouriteCheck) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { entityType, entityId } = request.query;
      assertEntityType(entityType);
      const { rows } = await app.db.query<{ id: number }>(
        'SELECT id FROM favourites WHERE member_id = $1 AND entity_type = $2 AND entity_id = $3',
        [member.id, entityType, entityId],
      );
      return ok({ id: rows[0]?.id ?? null });
    },
  );

  app.delete(
    '/collectionRecords/:id',
    {
      schema: {
        tags: ['records'],
        summary: 'Remove one of the caller’s favourites',
        params: RecordIdParams,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      const member = currentMember(request);
      const { rows } = await app.db.query(
        'DELETE FROM favourites WHERE id = $1 AND member_id = $2 RETURNING id',
        [request.params.id, member.id],
      );
      if (rows.length === 0) throw new BusinessError(404, RECORD_NOT_FOUND_MSG);
      return ok(null, '删除成功');
    },
  );
};

export default favouriteRoutes;

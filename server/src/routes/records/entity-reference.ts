import { Type } from '@fastify/type-provider-typebox';
import { Nullable, OptionalText } from '../../lib/envelope';
import type { EntitySummary } from '../../lib/entities';

/** What a favourite or a view names (spec §3: viewIp, entityType, entityId, deviceInfo). */
export const EntityReferenceBody = Type.Object(
  {
    entityType: Type.String({ maxLength: 20, description: "'product' | 'company' | 'news'" }),
    entityId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    viewIp: Type.Optional(
      Type.String({
        maxLength: 64,
        description:
          'accepted for compatibility and ignored: the server records the address it sees',
      }),
    ),
    deviceInfo: OptionalText(200),
  },
  { additionalProperties: false },
);

export const EntityTypeFilter = Type.Object({
  entityType: Type.Optional(Type.String({ maxLength: 20 })),
});

export const RecordIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** The entity's current title, subtitle and link; all null once it has vanished or become invisible. */
export const EntitySummaryFields = {
  entityType: Type.String(),
  entityId: Type.Integer(),
  title: Nullable(Type.String()),
  subtitle: Nullable(Type.String()),
  link: Nullable(Type.String({ description: 'portal route that opens it' })),
};

export const RECORD_NOT_FOUND_MSG = '记录不存在';

/** Device info as stored: trimmed, blank as null. */
export const deviceInfoOf = (value: string | undefined) => value?.trim() || null;

/** The summary fields of a row; null ones when the entity is no longer available. */
export const summaryFields = (summary: EntitySummary | null | undefined) => ({
  title: summary?.title ?? null,
  subtitle: summary?.subtitle ?? null,
  link: summary?.link ?? null,
});

import { Type } from 'typebox';
import { Nullable, OptionalText, PageQuery, SerialId } from './common';
import { ListingLanguage } from './listing-texts';

/**
 * Shapes of the caller's favourites (spec §7 collectionRecords) and browsing history
 * (browsingHistory): both name an entity by type and id.
 */

/** What a favourite or a view names (spec §3: viewIp, entityType, entityId, deviceInfo). */
export const EntityReferenceBody = Type.Object(
  {
    entityType: Type.String({ maxLength: 20, description: "'product' | 'company' | 'news'" }),
    entityId: SerialId,
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

/** A page of favourites or views, optionally of one entity type. */
export const RecordListQuery = Type.Intersect([
  PageQuery,
  Type.Object({ entityType: Type.Optional(Type.String({ maxLength: 20 })) }),
]);

export const RecordIdParams = Type.Object({
  id: SerialId,
});

/**
 * The entity's current title, subtitle and link; all null once it has vanished or become
 * invisible. `entityType` is any type the server's entity registry knows, so it stays a string.
 */
const entitySummaryFields = {
  entityType: Type.String(),
  entityId: Type.Integer(),
  title: Nullable(Type.String()),
  // The title's language: the reader's own, else the original's (docs/listing-languages.md).
  textLanguage: Type.Optional(Nullable(ListingLanguage)),
  machineTranslated: Type.Optional(Type.Boolean()),
  subtitle: Nullable(Type.String()),
  link: Nullable(Type.String({ description: 'portal route that opens it' })),
};

export const FavouriteRecord = Type.Object({
  id: Type.Integer(),
  ...entitySummaryFields,
  createTime: Type.String({ format: 'date-time' }),
});

export const FavouriteCreated = Type.Object({ id: Type.Integer() });

export const FavouriteCheckQuery = Type.Object({
  entityType: Type.String({ maxLength: 20 }),
  entityId: SerialId,
});

/** The id of the caller's favourite of the entity, or null. */
export const FavouriteCheck = Type.Object({ id: Nullable(Type.Integer()) });

export const BrowsingHistoryEntry = Type.Object({
  id: Type.Integer(),
  ...entitySummaryFields,
  viewCount: Type.Integer(),
  viewTime: Type.String({ format: 'date-time', description: 'the latest view' }),
  deviceInfo: Nullable(Type.String()),
});

import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

/**
 * What keeps `value` from satisfying `schema`, one line per problem (`/path: message`); empty when
 * it does. For tests that hold an app's fixtures to the schema they stand for.
 */
export function schemaErrors(schema: TSchema, value: unknown): string[] {
  if (Value.Check(schema, value)) return [];
  return Value.Errors(schema, value).map(
    (error) => `${error.instancePath || '/'}: ${error.message}`,
  );
}

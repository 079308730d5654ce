import { PlatformFigures, TradeFlows, schemaErrors, type TSchema } from '@portal/contracts/schemas';
import { bigScreenTradeFlows, platformFigures } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['bigScreenTradeFlows', TradeFlows, bigScreenTradeFlows],
  ['platformFigures()', PlatformFigures, platformFigures('2026-11-25T08:00:05Z', 57)],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});

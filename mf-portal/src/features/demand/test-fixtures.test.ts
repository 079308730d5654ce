import {
  DemandAttachment,
  DemandCard,
  MyDemandQuote,
  PublicDemand,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { coffeeDemand, demandCard, myQuote, specSheet, teaDemand } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['demandCard(1)', DemandCard, demandCard(1)],
  ['coffeeDemand', PublicDemand, coffeeDemand],
  ['teaDemand', PublicDemand, teaDemand],
  ['myQuote', MyDemandQuote, myQuote],
  ['myQuote with specSheet', MyDemandQuote, { ...myQuote, attachments: [specSheet] }],
  ['specSheet', DemandAttachment, specSheet],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});

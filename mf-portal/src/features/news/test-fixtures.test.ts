import { NewsItem, NewsRow, schemaErrors, type TSchema } from '@portal/contracts/schemas';
import { newsItem, newsListItem } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['newsListItem(8)', NewsRow, newsListItem(8)],
  ['newsListItem without a summary', NewsRow, newsListItem(2, { summary: null })],
  ['newsItem', NewsItem, newsItem],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});

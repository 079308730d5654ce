import {
  ProductPage,
  ProductPreview,
  ProductSearchHit,
  SupplyEnterpriseRow,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { enterpriseCard, productCard, productDetail, productPreview } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['productCard(1)', ProductSearchHit, productCard(1)],
  ['productDetail()', ProductPage, productDetail()],
  [
    'productDetail() with a related card',
    ProductPage,
    productDetail({ related: [productCard(2)] }),
  ],
  ['productPreview()', ProductPreview, productPreview()],
  ['enterpriseCard(1)', SupplyEnterpriseRow, enterpriseCard(1)],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});

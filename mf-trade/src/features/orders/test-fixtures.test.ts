import {
  OrderDetail,
  OrderInstalment,
  OrderListRow,
  ProcedureLogRow,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import { instalments, orderDetail, orderRow, procedureLog } from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['orderRow', OrderListRow, orderRow],
  ['orderDetail()', OrderDetail, orderDetail()],
  ...instalments.map((row, index): Case => [`instalments[${index}]`, OrderInstalment, row]),
  ...procedureLog.map((row, index): Case => [`procedureLog[${index}]`, ProcedureLogRow, row]),
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});

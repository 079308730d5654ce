import {
  DemandReceivedQuote,
  OwnDemand,
  OwnDemandDetail,
  SentDemandQuote,
  schemaErrors,
  type TSchema,
} from '@portal/contracts/schemas';
import {
  oliveOilDemand,
  ownDemand,
  priceTable,
  receivedQuote,
  sentQuote,
  specSheet,
} from './test-fixtures';

// The screens are tested against these fixtures; a fixture the server could not send would let a
// test pass against a shape that never arrives.
type Case = [name: string, schema: TSchema, fixture: unknown];

test.each<Case>([
  ['ownDemand', OwnDemand, ownDemand],
  ['sentQuote', SentDemandQuote, sentQuote],
  ['oliveOilDemand', OwnDemandDetail, oliveOilDemand],
  ['receivedQuote(1)', DemandReceivedQuote, receivedQuote(1)],
  [
    'a revised receivedQuote with attachments',
    DemandReceivedQuote,
    receivedQuote(2, {
      revised: true,
      unitPrice: '5.2',
      attachments: [specSheet, priceTable],
      previous: {
        unitPrice: '5.6',
        totalPrice: null,
        quantity: '1000',
        currency: 'EUR',
        deliveryTerms: 'CIF Santos',
        deliveryDate: '2099-01-20',
        validUntil: '2099-01-10',
        message: '',
        attachments: [specSheet],
      },
    }),
  ],
])('the fixture %s satisfies its schema', (_name, schema, fixture) => {
  expect(schemaErrors(schema, fixture)).toEqual([]);
});

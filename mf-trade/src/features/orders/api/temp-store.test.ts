import { failure, mockApi } from '@portal/api-client/testing';
import { OrderTempStoreBody } from '@portal/contracts/schemas';
import { bus, type Notice } from '@portal/session';
import { tempStore, type SupplementInput } from './temp-store';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

const api = mockApi();
const TEMP_STORE = orderEndpoints.tempStore;

const input: SupplementInput = {
  id: 7,
  contractName: 'Contrato',
  contractNumber: 'HT-001',
  contractFiles: [],
  instalments: [],
  settlementQuantity: null,
  settlementAmount: null,
  pickupAddress: null,
  pickupContact: null,
  pickupPhone: null,
  pickupDate: null,
  customsDeclarationNo: null,
  customsPort: null,
  customsBroker: null,
  followUpName: null,
  type: null,
};

/** The notices the client shows; tempStore sends silently and shows failures itself. */
function heardNotices() {
  const notices: Notice[] = [];
  const listener = (notice: Notice) => notices.push(notice);
  bus.on('notify', listener);
  return { notices, stop: () => bus.off('notify', listener) };
}

// Issue #16: the duplicate-contract question is recognised by its reason, never by its words (in
// the reader's language) nor by its code (other 409s are refusals).
test.each([
  'A contract with this number or name exists. Save anyway?',
  '合同编号或名称已存在，是否继续保存？',
])('the duplicateContract reason is the question, whatever the language: %s', async (msg) => {
  api.on(
    TEMP_STORE,
    failure({ code: 409, msg, reason: 'duplicateContract', fields: ['contractName'] }),
    { body: OrderTempStoreBody },
  );
  const heard = heardNotices();
  const showError = jest.fn();
  try {
    await expect(tempStore(input, showError)).resolves.toEqual({
      kind: 'duplicate',
      msg,
      fields: ['contractName'],
    });
  } finally {
    heard.stop();
  }
  expect(showError).not.toHaveBeenCalled();
  expect(heard.notices).toEqual([]);
  expect(api.requests(TEMP_STORE).map((request) => request.body)).toEqual([input]);
});

test.each([
  { code: 409, msg: 'The order’s status does not allow this' },
  { code: 400, msg: 'Enter the contract number' },
])(
  'other failures, a 409 without the reason too, are shown once and thrown: $msg',
  async (error) => {
    api.on(TEMP_STORE, failure(error), { body: OrderTempStoreBody });
    const heard = heardNotices();
    const showError = jest.fn();
    try {
      await expect(tempStore(input, showError)).rejects.toMatchObject({
        kind: 'business',
        ...error,
      });
    } finally {
      heard.stop();
    }
    expect(showError).toHaveBeenCalledWith(error.msg);
    // Shown by tempStore, not a second time by the client.
    expect(heard.notices).toEqual([]);
  },
);

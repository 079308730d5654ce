import { ApiError, haiguanApi } from '@portal/api-client';
import { tempStore, type SupplementInput } from './temp-store';

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

afterEach(() => jest.restoreAllMocks());

// Issue #16: the duplicate-contract question is recognised by its reason, never by its words (in
// the reader's language) nor by its code (other 409s are refusals).
test.each([
  'A contract with this number or name exists. Save anyway?',
  '合同编号或名称已存在，是否继续保存？',
])('the duplicateContract reason is the question, whatever the language: %s', async (msg) => {
  jest.spyOn(haiguanApi, 'post').mockRejectedValue(
    new ApiError({
      kind: 'business',
      code: 409,
      msg,
      reason: 'duplicateContract',
      fields: ['contractName'],
    }),
  );
  const showError = jest.fn();
  await expect(tempStore(input, showError)).resolves.toEqual({
    kind: 'duplicate',
    msg,
    fields: ['contractName'],
  });
  expect(showError).not.toHaveBeenCalled();
});

test.each([
  new ApiError({ kind: 'business', code: 409, msg: 'The order’s status does not allow this' }),
  new ApiError({ kind: 'business', code: 400, msg: 'Enter the contract number' }),
])('other failures, a 409 without the reason too, are shown and thrown: $msg', async (error) => {
  jest.spyOn(haiguanApi, 'post').mockRejectedValue(error);
  const showError = jest.fn();
  await expect(tempStore(input, showError)).rejects.toBe(error);
  expect(showError).toHaveBeenCalledWith(error.msg);
});

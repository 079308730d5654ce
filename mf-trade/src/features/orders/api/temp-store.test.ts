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

// Issue #14: the server answers in the reader's language, so the duplicate-contract question is
// recognised by its code, not by its Chinese words.
test.each([
  'A contract with this number or name exists. Save anyway?',
  '合同编号或名称已存在，是否继续保存？',
])('a 409 is the duplicate-contract question, whatever its language: %s', async (msg) => {
  jest
    .spyOn(haiguanApi, 'post')
    .mockRejectedValue(new ApiError({ kind: 'business', code: 409, msg }));
  const showError = jest.fn();
  await expect(tempStore(input, showError)).resolves.toEqual({
    kind: 'duplicate',
    msg,
    fields: [],
  });
  expect(showError).not.toHaveBeenCalled();
});

test('other failures are shown and thrown', async () => {
  const error = new ApiError({ kind: 'business', code: 400, msg: 'Enter the contract number' });
  jest.spyOn(haiguanApi, 'post').mockRejectedValue(error);
  const showError = jest.fn();
  await expect(tempStore(input, showError)).rejects.toBe(error);
  expect(showError).toHaveBeenCalledWith('Enter the contract number');
});

import {
  CREDIT_CODE_MSG,
  MACAU_REGISTRY_MSG,
  NIF_MSG,
  REGISTRY_NUMBER_MSG,
  isPortugueseNif,
  isUnifiedSocialCreditCode,
  validateCompanyNumber,
} from './company-numbers';

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts codes with the right check character', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('911100001000010001')).toBe(true);
    expect(isUnifiedSocialCreditCode('911100001000010000')).toBe(false);
  });

  it('rejects a wrong check character, bad length and letters outside the set', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100I43')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100m000100y43')).toBe(false);
  });

  it('computes every check character the same way as the standard', () => {
    const charset = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    const weights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
    const body = '91530800MA6K3T2E1';
    const sum = [...body].reduce((s, c, i) => s + charset.indexOf(c) * weights[i]!, 0);
    const check = charset[(31 - (sum % 31)) % 31]!;
    expect(isUnifiedSocialCreditCode(body + check)).toBe(true);
    for (const other of charset.replace(check, '')) {
      expect(isUnifiedSocialCreditCode(body + other)).toBe(false);
    }
  });
});

describe('Portuguese NIF', () => {
  it('accepts valid numbers, including a check digit of 0 from a remainder ≥ 10', () => {
    expect(isPortugueseNif('123456789')).toBe(true);
    expect(isPortugueseNif('501442600')).toBe(true);
    expect(isPortugueseNif('514203876')).toBe(false);
  });

  it('rejects a wrong check digit, length or first digit', () => {
    expect(isPortugueseNif('123456788')).toBe(false);
    expect(isPortugueseNif('12345678')).toBe(false);
    expect(isPortugueseNif('423456789')).toBe(false);
    expect(isPortugueseNif('12345678a')).toBe(false);
  });
});

describe('validateCompanyNumber', () => {
  it('checks by country and names the format in the message', () => {
    expect(validateCompanyNumber('CN', ' 91350100m000100y43 ')).toBeNull();
    expect(validateCompanyNumber('CN', '123')).toBe(CREDIT_CODE_MSG);
    expect(validateCompanyNumber('PT', '123456789')).toBeNull();
    expect(validateCompanyNumber('PT', '123456780')).toBe(NIF_MSG);
    expect(validateCompanyNumber('MO', '12345')).toBeNull();
    expect(validateCompanyNumber('MO', '1234567')).toBe(MACAU_REGISTRY_MSG);
    expect(validateCompanyNumber('MO', 'MO-123')).toBe(MACAU_REGISTRY_MSG);
    expect(validateCompanyNumber('BR', '12-345-678-0001-90')).toBeNull();
    expect(validateCompanyNumber('AO', 'AB')).toBe(REGISTRY_NUMBER_MSG);
    expect(validateCompanyNumber('AO', 'has space')).toBe(REGISTRY_NUMBER_MSG);
  });
});

test('registry numbers elsewhere may carry the separators registries print', () => {
  expect(validateCompanyNumber('BR', '12.345.678/0001-95')).toBeNull();
  expect(validateCompanyNumber('AO', 'x'.repeat(31))).toBe(REGISTRY_NUMBER_MSG);
  expect(validateCompanyNumber('AO', '-12')).toBe(REGISTRY_NUMBER_MSG);
});

import {
  COMMON_PASSWORDS,
  MESSAGES,
  isCommonPassword,
  isPasswordWellFormed,
  validateConfirmPassword,
  validatePassword,
} from './index';

const RULE = '8-18个字符，含字母大、小写+符号(@-#._*%$)+数字';

test('messages are the spec text', () => {
  expect(MESSAGES.passwordRule).toBe(RULE);
  expect(MESSAGES.passwordTooCommon).toBe('密码过于常见，请更换');
  expect(MESSAGES.passwordRequired).toBe('密码不能为空');
  expect(MESSAGES.confirmPasswordRequired).toBe('请再次输入密码');
  expect(MESSAGES.confirmPasswordMismatch).toBe('两次输入密码不一致');
});

describe('password length boundaries', () => {
  // 'Tr@de' + digits keeps every class present while the length varies.
  const ofLength = (length: number) => 'Tr@de'.padEnd(length, '7');

  test.each([
    [7, RULE],
    [8, null],
    [18, null],
    [19, RULE],
  ])('%i characters → %p', (length, expected) => {
    const password = ofLength(length);
    expect(password).toHaveLength(length);
    expect(validatePassword(password)).toBe(expected);
  });
});

describe('each character class is required', () => {
  test.each([
    ['no upper case', 'tr@de2024x'],
    ['no lower case', 'TR@DE2024X'],
    ['no digit', 'Tr@deMacau'],
    ['no symbol', 'Trade2024x'],
    ['only digits', '1234567890'],
  ])('%s', (_label, password) => {
    expect(isPasswordWellFormed(password)).toBe(false);
    expect(validatePassword(password)).toBe(RULE);
  });
});

describe('only the listed symbols are allowed', () => {
  test.each(['@', '-', '#', '.', '_', '*', '%', '$'])('%s is accepted', (symbol) => {
    expect(validatePassword(`Macau2024${symbol}x`)).toBeNull();
  });

  test.each([
    ['space', 'Macau 2024@x'],
    ['exclamation mark', 'Macau2024!x'],
    ['ampersand', 'Macau2024&x'],
    ['plus', 'Macau2024@+x'],
    ['full-width letter', 'Macau2024@Ａ'],
    ['Chinese character', 'Macau2024@澳'],
    ['tab', 'Macau2024@\tx'],
  ])('%s is refused', (_label, password) => {
    expect(validatePassword(password)).toBe(RULE);
  });
});

test('empty or missing password is required, not a rule failure', () => {
  expect(validatePassword('')).toBe('密码不能为空');
  expect(validatePassword(undefined)).toBe('密码不能为空');
  expect(validatePassword(null)).toBe('密码不能为空');
});

describe('common passwords', () => {
  test('the list holds about thirty entries, every one of which passes the character rule', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThanOrEqual(30);
    expect(COMMON_PASSWORDS).toEqual(
      expect.arrayContaining(['Password@123', 'Admin@123456', 'Qwer@1234']),
    );
    for (const password of COMMON_PASSWORDS) {
      expect(isPasswordWellFormed(password)).toBe(true);
      expect(validatePassword(password)).toBe('密码过于常见，请更换');
    }
  });

  test('comparison ignores case', () => {
    expect(isCommonPassword('pASSWORD@123')).toBe(true);
    expect(isCommonPassword('ADMIN@123456')).toBe(true);
  });

  test('a strong password is accepted', () => {
    expect(isCommonPassword('Macau#Tea2024')).toBe(false);
    expect(validatePassword('Macau#Tea2024')).toBeNull();
  });
});

describe('confirm password', () => {
  test('required', () => {
    expect(validateConfirmPassword('', 'Macau#Tea2024')).toBe('请再次输入密码');
    expect(validateConfirmPassword(undefined, 'Macau#Tea2024')).toBe('请再次输入密码');
  });

  test('must match exactly', () => {
    expect(validateConfirmPassword('macau#Tea2024', 'Macau#Tea2024')).toBe('两次输入密码不一致');
    expect(validateConfirmPassword('Macau#Tea2024 ', 'Macau#Tea2024')).toBe('两次输入密码不一致');
    expect(validateConfirmPassword('Macau#Tea2024', 'Macau#Tea2024')).toBeNull();
  });
});

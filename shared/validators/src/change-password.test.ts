import { MESSAGES, validateAccount, validateChangePasswordForm, validateCode } from './index';

const BOUND_PHONE = '13800000001';
const BOUND_EMAIL = 'li@example.com';

describe('account', () => {
  test('required', () => {
    expect(validateAccount('', BOUND_PHONE)).toBe('请输入账号');
    expect(validateAccount('   ', BOUND_PHONE)).toBe('请输入账号');
    expect(validateAccount(undefined, BOUND_PHONE)).toBe('请输入账号');
  });

  test('must be a phone or an e-mail', () => {
    expect(validateAccount('li', BOUND_PHONE)).toBe('账号格式不正确');
    expect(validateAccount('12345678901', BOUND_PHONE)).toBe('账号格式不正确');
    expect(validateAccount('li@example', BOUND_EMAIL)).toBe('账号格式不正确');
  });

  test('must equal the bound username', () => {
    expect(validateAccount('13800000002', BOUND_PHONE)).toBe('内容与用户绑定账号不一致');
    expect(validateAccount('wang@example.com', BOUND_EMAIL)).toBe('内容与用户绑定账号不一致');
    expect(validateAccount(BOUND_EMAIL, BOUND_PHONE)).toBe('内容与用户绑定账号不一致');
  });

  test('accepts the bound phone or e-mail, ignoring surrounding blanks', () => {
    expect(validateAccount(BOUND_PHONE, BOUND_PHONE)).toBeNull();
    expect(validateAccount(` ${BOUND_PHONE} `, BOUND_PHONE)).toBeNull();
    expect(validateAccount(BOUND_EMAIL, BOUND_EMAIL)).toBeNull();
  });
});

describe('verification code', () => {
  test('required', () => {
    expect(validateCode('')).toBe('验证码不能为空');
    expect(validateCode('  ')).toBe('验证码不能为空');
    expect(validateCode(null)).toBe('验证码不能为空');
  });

  test('at most 6 characters', () => {
    expect(validateCode('1')).toBeNull();
    expect(validateCode('123456')).toBeNull();
    expect(validateCode('1234567')).toBe(MESSAGES.codeTooLong);
  });
});

describe('change-password form', () => {
  const valid = {
    account: BOUND_PHONE,
    code: '123456',
    password: 'Macau#Tea2024',
    confirmPassword: 'Macau#Tea2024',
  };

  test('a valid form has no errors and no summary', () => {
    expect(validateChangePasswordForm(valid, BOUND_PHONE)).toEqual({
      valid: true,
      errors: {},
      summary: null,
    });
  });

  test('an empty form reports every field and the summary', () => {
    expect(validateChangePasswordForm({}, BOUND_PHONE)).toEqual({
      valid: false,
      errors: {
        account: '请输入账号',
        code: '验证码不能为空',
        password: '密码不能为空',
        confirmPassword: '请再次输入密码',
      },
      summary: '请检查填写内容',
    });
  });

  test('reports only the failing fields', () => {
    const result = validateChangePasswordForm(
      { ...valid, account: '13800000002', confirmPassword: 'Macau#Tea2025' },
      BOUND_PHONE,
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual({
      account: '内容与用户绑定账号不一致',
      confirmPassword: '两次输入密码不一致',
    });
    expect(result.summary).toBe(MESSAGES.formInvalid);
  });

  test('password rule and common passwords apply', () => {
    expect(
      validateChangePasswordForm(
        { ...valid, password: 'short', confirmPassword: 'short' },
        BOUND_PHONE,
      ).errors,
    ).toEqual({ password: MESSAGES.passwordRule });
    expect(
      validateChangePasswordForm(
        { ...valid, password: 'Admin@123456', confirmPassword: 'Admin@123456' },
        BOUND_PHONE,
      ).errors,
    ).toEqual({ password: '密码过于常见，请更换' });
  });
});

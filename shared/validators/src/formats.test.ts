import {
  isEmail,
  isLink,
  isPhone,
  MESSAGES,
  validateEmail,
  validateLink,
  validatePhone,
} from './index';

describe('phone', () => {
  test.each([
    ['13800000001', true],
    ['19912345678', true],
    ['15012345678', true],
    ['12345678901', false], // second digit 2
    ['12800000001', false], // second digit 2
    ['11800000001', false], // second digit 1
    ['10800000001', false],
    ['23800000001', false], // first digit not 1
    ['1380000000', false], // 10 digits
    ['138000000012', false], // 12 digits
    ['1380000000a', false],
    [' 13800000001', false],
    ['138-0000-0001', false], // separators only in the international form
    // International form: mobile numbers of any country; +86 keeps the mainland rule.
    ['+8613800000001', true],
    ['+86 128 0000 0001', false],
    ['+351 912 345 678', true],
    ['+351 212 345 678', false], // a Lisbon landline gets no SMS
    ['+35191234567', false], // a digit short
    ['+55 11 91234-5678', true],
    ['+244 923 456 789', true],
    ['+853 6612 3456', true],
    ['+', false],
    ['', false],
  ])('%p → %p', (value, ok) => {
    expect(isPhone(value)).toBe(ok);
    expect(validatePhone(value)).toBe(ok ? null : '手机号格式不正确');
  });

  test('missing value is malformed', () => {
    expect(validatePhone(undefined)).toBe(MESSAGES.phoneFormat);
  });
});

describe('email', () => {
  test.each([
    'li@example.com',
    'li.wei@trade.example.com.mo',
    'li+orders@example.pt',
    'li_wei-2024@sub-domain.example.cn',
    'UPPER@EXAMPLE.COM',
  ])('accepts %p', (value) => {
    expect(isEmail(value)).toBe(true);
    expect(validateEmail(value)).toBeNull();
  });

  test.each([
    '',
    'li',
    'li@',
    '@example.com',
    'li@example',
    'li@example.c',
    'li@@example.com',
    'li wei@example.com',
    'li@exa mple.com',
    '.li@example.com',
    'li.@example.com',
    'li..wei@example.com',
    'li@-example.com',
    'li@example-.com',
    'li@example..com',
    'li@example.com.',
    'li@example.123',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %p', (value) => {
    expect(isEmail(value)).toBe(false);
    expect(validateEmail(value)).toBe('邮箱格式不正确');
  });

  test('missing value is malformed', () => {
    expect(validateEmail(null)).toBe(MESSAGES.emailFormat);
  });
});

describe('link', () => {
  test.each([
    'http://example.com',
    'https://www.example.com.mo/path?q=1#top',
    'HTTPS://EXAMPLE.COM',
    'https://example.com:8080/a/b',
    'http://localhost:3000',
    'http://192.168.1.10/admin',
    'mailto:li@example.com',
    'mailto:li@example.com,wang@example.pt?subject=Order',
    'tel:13800000001',
    'tel:+853-2888-8888',
  ])('accepts %p', (value) => {
    expect(isLink(value)).toBe(true);
    expect(validateLink(value)).toBeNull();
  });

  test.each([
    '',
    'example.com',
    'www.example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'http://',
    'http://example',
    'https://exa mple.com',
    'https://example.com/a b',
    'http://-example.com',
    'mailto:',
    'mailto:not-an-address',
    'tel:',
    'tel:abc',
    'tel:+',
    'tel:138 0000 0001',
  ])('refuses %p', (value) => {
    expect(isLink(value)).toBe(false);
    expect(validateLink(value)).toBe('链接格式不正确');
  });
});

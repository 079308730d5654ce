import { composePhone, normalisePhone } from './index';

describe('normalisePhone', () => {
  test.each([
    ['13800000001', '13800000001'],
    ['+8613800000001', '13800000001'],
    ['+86 138 0000 0001', '13800000001'],
    ['+351 912 345 678', '+351912345678'],
    ['+351-91-234-5678', '+351912345678'],
    ['+55 (11) 91234-5678', '+5511912345678'],
    ['+853 6612 3456', '+85366123456'],
    ['+670 7721 2345', '+67077212345'],
  ])('%p is stored as %p', (input, stored) => {
    expect(normalisePhone(input)).toBe(stored);
  });

  test.each(['912345678', '+8612800000001', '+351212345678', '+35191234567', '', '+abc'])(
    '%p is not a mobile number',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
    },
  );
});

describe('composePhone', () => {
  test('sends mainland numbers alone and others with their calling code', () => {
    expect(composePhone('86', '13800000001')).toBe('13800000001');
    expect(composePhone('351', '912345678')).toBe('+351912345678');
    expect(composePhone('351', '912 345-678')).toBe('+351912345678');
    expect(composePhone('86', '138 0000 0001')).toBe('13800000001');
    expect(composePhone('351', '+5511912345678')).toBe('+5511912345678');
    expect(composePhone('351', ' ')).toBe('');
  });
});

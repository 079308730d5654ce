import { displayName } from './display-name';

const member = {
  name: 'João Ferreira',
  email: 'demo.pt@example.com',
  phone: null,
  username: 'demo.pt@example.com',
};

test('a member is greeted by name, by e-mail or phone only when they gave no name', () => {
  expect(displayName(member)).toBe('João Ferreira');
  expect(displayName({ ...member, name: '  ' })).toBe('demo.pt@example.com');
  expect(
    displayName({ ...member, name: null, email: null, phone: '13800000001', username: 'u1' }),
  ).toBe('13800000001');
});

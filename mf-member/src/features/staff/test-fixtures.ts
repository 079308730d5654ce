// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type { Staff } from './api/staff';

export const mainAccount: UserInfo = {
  id: 10,
  mid: 0,
  username: 'demo.br@example.com',
  status: 2,
  corporateLabel: 0,
  comName: 'Café Serra Verde Exportação Ltda.',
  touxiang: null,
  logo: null,
  email: 'demo.br@example.com',
  name: 'Carlos Oliveira',
  phone: null,
};

export const lucas: Staff = {
  id: 11,
  username: 'lucas.br@example.com',
  name: 'Lucas Almeida',
  englishName: 'Lucas',
  position: 'Comprador',
  workEmail: 'lucas@serraverde.com.br',
  phone: null,
  email: 'lucas.br@example.com',
  wechat: null,
  touxiang: null,
  businessCard: null,
  disabled: false,
  verified: false,
  supplyPublish: false,
  createTime: '2026-11-01T08:00:00Z',
};

export const ana: Staff = {
  ...lucas,
  id: 12,
  username: '13900000012',
  name: 'Ana Souza',
  englishName: null,
  businessCard: '/api/files/5',
  verified: true,
  supplyPublish: true,
};

/** An employee the main account has disabled, as the edit page loads them. */
export const disabledLucas: Staff = { ...lucas, wechat: 'lucas_br', disabled: true };

// The answers the tests stand the screens on; test-fixtures.test.ts holds each to its schema.
import type { UserInfo } from '@portal/contracts';
import type { Company } from './api/company';
import type { CertificationRequest } from './api/fetch-pending-certifications';

export const user: UserInfo = {
  id: 1,
  mid: 0,
  username: '13800000001',
  status: 0,
  corporateLabel: 2,
  comName: '福建茶叶有限公司',
  touxiang: null,
  logo: null,
  email: null,
  name: '林经理',
  phone: '13800000001',
};

export const company: Company = {
  id: 7,
  name: '福建茶叶有限公司',
  shortName: '福茶',
  creditCode: null,
  country: 'CN',
  legalPerson: '林一',
  registeredCapital: '100万元',
  foundedOn: '2010-05-01',
  address: '福州市',
  contact: '0591-1234567',
  industry: '茶叶',
  scope: '茶叶进出口',
  logo: null,
  licenceFile: null,
  reviewStatus: 0,
  rejectReason: null,
  originalLanguage: 'zh',
  translations: {
    pt: { name: 'Chás de Fujian, Lda.', scope: 'Importação e exportação de chá', machine: true },
  },
  missingLanguages: ['cht', 'en'],
};

export const certificationRequest: CertificationRequest = {
  companyId: 7,
  companyName: '福建茶叶有限公司',
  country: 'CN',
  creditCode: '91350100M000100Y43',
  legalPerson: '林一',
  licenceFile: 3,
  submittedAt: '2026-11-22T07:00:00.000Z',
  reviewStatus: 1,
  rejectReason: null,
  changes: null,
  applicant: { id: 1, username: '13800000001', name: '林经理' },
};

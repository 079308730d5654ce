import type { Language } from '@portal/contracts';
import type { CodePurpose } from './verification-codes';

export interface CodeTexts {
  /** Opens every subject and body: the sender's name, as SMS gateways ask for it. */
  brand: string;
  purposes: Record<CodePurpose, string>;
  /** "this mobile number", "this e-mail address": a target named in a notice. */
  targets: Record<'phone' | 'email', string>;
  codeSubject: (p: { purpose: string }) => string;
  codeBody: (p: { purpose: string; code: string; minutes: number }) => string;
  registerTakenSubject: string;
  registerTakenBody: (p: { target: string }) => string;
  accountNoticeSubject: string;
  emailTakenBody: string;
  staffTakenBody: (p: { target: string }) => string;
  emailChangedSubject: string;
  emailChangedBody: (p: { email: string }) => string;
}

/**
 * The SMS and e-mails the portal sends (verification codes and account notices) in the four
 * portal languages, each in the language of the request that sends it. The Simplified Chinese
 * texts are those the portal has always sent.
 */
const MESSAGES: Record<Language, CodeTexts> = {
  zh: {
    brand: '【中葡经贸通】',
    purposes: {
      login: '登录',
      register: '注册',
      forgotPassword: '找回密码',
      changePassword: '修改密码',
      changeEmail: '绑定邮箱',
      bindStaff: '绑定员工账号',
    },
    targets: { phone: '手机号', email: '邮箱' },
    codeSubject: (p) => `${p.purpose}验证码`,
    codeBody: (p) => `您的${p.purpose}验证码为 ${p.code}，${p.minutes}分钟内有效。`,
    registerTakenSubject: '注册提醒',
    registerTakenBody: (p) => `该${p.target}已注册，如非本人操作请忽略。`,
    accountNoticeSubject: '账号提醒',
    emailTakenBody:
      '有账号申请将本邮箱设为登录邮箱，因本邮箱已被使用，未发送验证码。如非本人操作请忽略。',
    staffTakenBody: (p) =>
      `有企业申请将本${p.target}添加为员工账号，因本${p.target}已注册，未发送验证码。如非本人操作请忽略。`,
    emailChangedSubject: '邮箱变更提醒',
    emailChangedBody: (p) =>
      `您的账号邮箱已更改为 ${p.email}。如非本人操作，请立即修改密码并联系平台客服。`,
  },
  cht: {
    brand: '【中葡經貿通】',
    purposes: {
      login: '登入',
      register: '註冊',
      forgotPassword: '找回密碼',
      changePassword: '修改密碼',
      changeEmail: '綁定電郵',
      bindStaff: '綁定員工帳號',
    },
    targets: { phone: '手機號碼', email: '電郵' },
    codeSubject: (p) => `${p.purpose}驗證碼`,
    codeBody: (p) => `您的${p.purpose}驗證碼為 ${p.code}，${p.minutes}分鐘內有效。`,
    registerTakenSubject: '註冊提醒',
    registerTakenBody: (p) => `該${p.target}已註冊，如非本人操作請忽略。`,
    accountNoticeSubject: '帳號提醒',
    emailTakenBody:
      '有帳號申請將本電郵設為登入電郵，因本電郵已被使用，未發送驗證碼。如非本人操作請忽略。',
    staffTakenBody: (p) =>
      `有企業申請將本${p.target}新增為員工帳號，因本${p.target}已註冊，未發送驗證碼。如非本人操作請忽略。`,
    emailChangedSubject: '電郵變更提醒',
    emailChangedBody: (p) =>
      `您的帳號電郵已更改為 ${p.email}。如非本人操作，請立即修改密碼並聯絡平台客服。`,
  },
  pt: {
    brand: '[Sino-Lusófono Comércio] ',
    purposes: {
      login: 'início de sessão',
      register: 'registo',
      forgotPassword: 'recuperação da palavra-passe',
      changePassword: 'alteração da palavra-passe',
      changeEmail: 'associação do e-mail',
      bindStaff: 'associação da conta de colaborador',
    },
    targets: { phone: 'Este número de telemóvel', email: 'Este e-mail' },
    codeSubject: (p) => `Código de ${p.purpose}`,
    codeBody: (p) =>
      `O seu código de ${p.purpose} é ${p.code} e é válido durante ${p.minutes} minutos.`,
    registerTakenSubject: 'Aviso de registo',
    registerTakenBody: (p) =>
      `${p.target} já está registado. Se não foi você, ignore esta mensagem.`,
    accountNoticeSubject: 'Aviso da conta',
    emailTakenBody:
      'Uma conta pediu para usar este e-mail para iniciar sessão. Como já está em uso, não foi enviado nenhum código. Se não foi você, ignore esta mensagem.',
    staffTakenBody: (p) =>
      `Uma empresa pediu para adicionar ${p.target.toLowerCase()} como conta de colaborador. Como já está registado, não foi enviado nenhum código. Se não foi você, ignore esta mensagem.`,
    emailChangedSubject: 'Aviso de alteração do e-mail',
    emailChangedBody: (p) =>
      `O e-mail da sua conta passou a ser ${p.email}. Se não foi você, altere já a palavra-passe e contacte o apoio da plataforma.`,
  },
  en: {
    brand: '[Sino-Lusophone Trade] ',
    purposes: {
      login: 'sign-in',
      register: 'registration',
      forgotPassword: 'password recovery',
      changePassword: 'password change',
      changeEmail: 'e-mail binding',
      bindStaff: 'staff account binding',
    },
    targets: { phone: 'This mobile number', email: 'This e-mail address' },
    codeSubject: (p) => `Your ${p.purpose} code`,
    codeBody: (p) => `Your ${p.purpose} code is ${p.code}. It is valid for ${p.minutes} minutes.`,
    registerTakenSubject: 'Registration notice',
    registerTakenBody: (p) =>
      `${p.target} is already registered. If this was not you, ignore this message.`,
    accountNoticeSubject: 'Account notice',
    emailTakenBody:
      'An account asked to sign in with this e-mail address. As it is already in use, no code was sent. If this was not you, ignore this message.',
    staffTakenBody: (p) =>
      `A company asked to add ${p.target.toLowerCase()} as a staff account. As it is already registered, no code was sent. If this was not you, ignore this message.`,
    emailChangedSubject: 'E-mail change notice',
    emailChangedBody: (p) =>
      `Your account's e-mail address is now ${p.email}. If this was not you, change your password at once and contact the platform's support.`,
  },
};

export function codeMessages(language: Language): CodeTexts {
  return MESSAGES[language];
}

import { registerMessages } from '@portal/i18n';

const zh = {
  dashboard: {
    greeting: '您好，{{name}}',
    company: '所属企业',
    membership: '会员等级',
    noMembership: '开通会员，解锁更多权益',
    unread: '未读消息',
    shortcuts: '常用功能',
    openMessages: '查看消息',
  },
};
type Messages = typeof zh;
const cht: Messages = {
  dashboard: {
    greeting: '您好，{{name}}',
    company: '所屬企業',
    membership: '會員等級',
    noMembership: '開通會員，解鎖更多權益',
    unread: '未讀訊息',
    shortcuts: '常用功能',
    openMessages: '查看訊息',
  },
};
const pt: Messages = {
  dashboard: {
    greeting: 'Olá, {{name}}',
    company: 'Empresa',
    membership: 'Nível de membro',
    noMembership: 'Torne-se membro para mais vantagens',
    unread: 'Mensagens por ler',
    shortcuts: 'Atalhos',
    openMessages: 'Ver mensagens',
  },
};
const en: Messages = {
  dashboard: {
    greeting: 'Hello, {{name}}',
    company: 'Company',
    membership: 'Membership',
    noMembership: 'Become a member to unlock more benefits',
    unread: 'Unread messages',
    shortcuts: 'Shortcuts',
    openMessages: 'Open messages',
  },
};

registerMessages('workbench', { zh, cht, pt, en });

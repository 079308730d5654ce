import { CONTACT_LIMITS, type Language } from '@portal/contracts';
import { isEmail } from './formats';
import { isPhone } from './phone-number';

/**
 * The contact form of the portal's service pages (/aph, /jkh, /serviceCenter, /industryEnabling,
 * /customerService; docs/cases-and-services.md): the same rules in the browser and on the server
 * (POST content/contact), each problem worded in the four portal languages.
 */
export { CONTACT_LIMITS } from '@portal/contracts';

/** What a visitor writes about; the operator's feedback queue shows it as the message's title. */
export const CONTACT_TOPICS = [
  'sourcing',
  'export',
  'macau',
  'finance',
  'digital',
  'membership',
  'other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export type ContactField = 'name' | 'company' | 'email' | 'phone' | 'topic' | 'message';

export interface ContactValues {
  name?: string | null;
  company?: string | null;
  email?: string | null;
  phone?: string | null;
  topic?: string | null;
  message?: string | null;
}

type Texts = Record<Language, string>;
const t = (zh: string, cht: string, pt: string, en: string): Texts => ({ zh, cht, pt, en });

const TOPIC_NAMES: Record<ContactTopic, Texts> = {
  sourcing: t('采购与寻源', '採購與尋源', 'Compras e fornecedores', 'Sourcing and purchasing'),
  export: t(
    '出口到葡语国家',
    '出口到葡語國家',
    'Exportar para os países lusófonos',
    'Exporting to Portuguese-speaking countries',
  ),
  macau: t(
    '经澳门进入中国市场',
    '經澳門進入中國市場',
    'Entrar na China através de Macau',
    'Entering China through Macau',
  ),
  finance: t(
    '支付、融资与电子签约',
    '支付、融資與電子簽約',
    'Pagamentos, financiamento e assinatura eletrónica',
    'Payments, finance and e-signature',
  ),
  digital: t('数字化转型', '數碼化轉型', 'Transformação digital', 'Digital transformation'),
  membership: t('会员与账号', '會員與賬號', 'Adesão e conta', 'Membership and account'),
  other: t('其他', '其他', 'Outro assunto', 'Something else'),
};

const MESSAGES = {
  nameRequired: t('请输入您的姓名', '請輸入您的姓名', 'Indique o seu nome', 'Enter your name'),
  nameTooLong: t(
    `姓名不能超过${CONTACT_LIMITS.name}个字符`,
    `姓名不能超過${CONTACT_LIMITS.name}個字元`,
    `O nome tem no máximo ${CONTACT_LIMITS.name} caracteres`,
    `The name can be at most ${CONTACT_LIMITS.name} characters`,
  ),
  companyTooLong: t(
    `公司名称不能超过${CONTACT_LIMITS.company}个字符`,
    `公司名稱不能超過${CONTACT_LIMITS.company}個字元`,
    `O nome da empresa tem no máximo ${CONTACT_LIMITS.company} caracteres`,
    `The company name can be at most ${CONTACT_LIMITS.company} characters`,
  ),
  reachRequired: t(
    '请留下邮箱或电话，方便我们回复您',
    '請留下電郵或電話，方便我們回覆您',
    'Indique um e-mail ou um telefone para lhe respondermos',
    'Leave an e-mail address or a phone number so that we can reply',
  ),
  emailFormat: t(
    '邮箱格式不正确',
    '電郵格式不正確',
    'O e-mail não é válido',
    'The e-mail address is not valid',
  ),
  phoneFormat: t(
    '电话格式不正确（国际号码请以 + 和国家区号开头）',
    '電話格式不正確（國際號碼請以 + 和國家區號開頭）',
    'O telefone não é válido (números internacionais começam por + e o indicativo do país)',
    'The phone number is not valid (international numbers start with + and the country code)',
  ),
  topicRequired: t('请选择咨询主题', '請選擇諮詢主題', 'Escolha o assunto', 'Choose a topic'),
  messageRequired: t(
    '请输入留言内容',
    '請輸入留言內容',
    'Escreva a sua mensagem',
    'Write your message',
  ),
  messageTooLong: t(
    `留言不能超过${CONTACT_LIMITS.message}个字符`,
    `留言不能超過${CONTACT_LIMITS.message}個字元`,
    `A mensagem tem no máximo ${CONTACT_LIMITS.message} caracteres`,
    `The message can be at most ${CONTACT_LIMITS.message} characters`,
  ),
} satisfies Record<string, Texts>;

export type ContactMessageKey = keyof typeof MESSAGES;

const FORM_NAME = t('联系表单', '聯絡表單', 'Formulário de contacto', 'Contact form');

export function contactMessage(key: ContactMessageKey, language: Language): string {
  return MESSAGES[key][language];
}

export function contactTopicName(topic: ContactTopic, language: Language): string {
  return TOPIC_NAMES[topic][language];
}

/** How a contact message is titled in the operator's feedback queue: "联系表单：采购与寻源". */
export function contactFeedbackTitle(topic: ContactTopic, language: Language): string {
  const colon = language === 'zh' || language === 'cht' ? '：' : ': ';
  return `${FORM_NAME[language]}${colon}${TOPIC_NAMES[topic][language]}`;
}

export function isContactTopic(value: unknown): value is ContactTopic {
  return CONTACT_TOPICS.includes(value as ContactTopic);
}

const length = (text: string) => [...text].length;

/** The problem with one field of the form, or null (lengths are code points). */
export function contactFieldProblem(
  field: ContactField,
  values: ContactValues,
): ContactMessageKey | null {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  switch (field) {
    case 'name':
      if (!text(values.name)) return 'nameRequired';
      return length(text(values.name)) > CONTACT_LIMITS.name ? 'nameTooLong' : null;
    case 'company':
      return length(text(values.company)) > CONTACT_LIMITS.company ? 'companyTooLong' : null;
    case 'email': {
      const email = text(values.email);
      if (!email) return text(values.phone) ? null : 'reachRequired';
      return isEmail(email) ? null : 'emailFormat';
    }
    case 'phone': {
      const phone = text(values.phone);
      if (!phone) return null;
      return length(phone) <= CONTACT_LIMITS.phone && isPhone(phone) ? null : 'phoneFormat';
    }
    case 'topic':
      return isContactTopic(values.topic) ? null : 'topicRequired';
    case 'message':
      if (!text(values.message)) return 'messageRequired';
      return length(text(values.message)) > CONTACT_LIMITS.message ? 'messageTooLong' : null;
  }
}

const FIELDS: ContactField[] = ['name', 'company', 'email', 'phone', 'topic', 'message'];

/** The first problem of the form in the order the fields are shown, or null. */
export function validateContact(
  values: ContactValues,
): { field: ContactField; key: ContactMessageKey } | null {
  for (const field of FIELDS) {
    const key = contactFieldProblem(field, values);
    if (key) return { field, key };
  }
  return null;
}

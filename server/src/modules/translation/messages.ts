import type { Language } from '@portal/contracts';
import type { TranslationFailure } from './translator';

/**
 * What the translation endpoints answer, in the four languages, picked per request by
 * Accept-Language (platform/language/language.ts).
 */
const MESSAGES = {
  zh: {
    disabled: () => '本平台未启用机器翻译',
    quota: () => '翻译服务已达用量上限，请联系平台管理员',
    busy: () => '翻译请求过多，请稍后再试',
    unavailable: () => '翻译服务暂时不可用，请稍后再试',
    nothingToTranslate: () => '请至少填写一项要翻译的内容',
    sameLanguage: () => '译文语言不能与原文语言相同',
    unknownField: (p: { field: string }) => `不支持翻译的字段：${p.field}`,
    tooLong: (p: { field: string; max: number }) => `${p.field} 不能超过 ${p.max} 个字符`,
    messageNotFound: () => '消息不存在',
    notText: () => '只能翻译文字消息',
  },
  cht: {
    disabled: () => '本平台未啟用機器翻譯',
    quota: () => '翻譯服務已達用量上限，請聯絡平台管理員',
    busy: () => '翻譯請求過多，請稍後再試',
    unavailable: () => '翻譯服務暫時無法使用，請稍後再試',
    nothingToTranslate: () => '請至少填寫一項要翻譯的內容',
    sameLanguage: () => '譯文語言不能與原文語言相同',
    unknownField: (p: { field: string }) => `不支援翻譯的欄位：${p.field}`,
    tooLong: (p: { field: string; max: number }) => `${p.field} 不能超過 ${p.max} 個字元`,
    messageNotFound: () => '訊息不存在',
    notText: () => '只能翻譯文字訊息',
  },
  pt: {
    disabled: () => 'A tradução automática não está ativada nesta plataforma',
    quota: () =>
      'O serviço de tradução atingiu o limite de utilização; contacte o administrador da plataforma',
    busy: () => 'Demasiados pedidos de tradução; tente novamente mais tarde',
    unavailable: () =>
      'O serviço de tradução está temporariamente indisponível; tente novamente mais tarde',
    nothingToTranslate: () => 'Preencha pelo menos um texto a traduzir',
    sameLanguage: () => 'A língua da tradução não pode ser a do original',
    unknownField: (p: { field: string }) => `Campo que não se pode traduzir: ${p.field}`,
    tooLong: (p: { field: string; max: number }) =>
      `${p.field} não pode exceder ${p.max} caracteres`,
    messageNotFound: () => 'A mensagem não existe',
    notText: () => 'Só se podem traduzir mensagens de texto',
  },
  en: {
    disabled: () => 'Machine translation is not enabled on this platform',
    quota: () =>
      "The translation service has reached its usage limit; contact the platform's administrator",
    busy: () => 'Too many translation requests; try again later',
    unavailable: () => 'The translation service is temporarily unavailable; try again later',
    nothingToTranslate: () => 'Fill in at least one text to translate',
    sameLanguage: () => "The translation's language cannot be the original's",
    unknownField: (p: { field: string }) => `A field that cannot be translated: ${p.field}`,
    tooLong: (p: { field: string; max: number }) =>
      `${p.field} must not exceed ${p.max} characters`,
    messageNotFound: () => 'The message does not exist',
    notText: () => 'Only text messages can be translated',
  },
} satisfies Record<Language, Record<string, (params: never) => string>>;

export type TranslationMessages = (typeof MESSAGES)['zh'];

export function translationMessages(language: Language): TranslationMessages {
  return MESSAGES[language];
}

/** The sentence for a failed call to the service. */
export function failureMessage(messages: TranslationMessages, failure: TranslationFailure): string {
  return messages[failure]();
}

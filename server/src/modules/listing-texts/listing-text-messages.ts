import type { Language } from '@portal/contracts';

/** The listing-texts messages in the four languages, picked per request (platform/language/language.ts). */
export const LANGUAGE_NAMES: Record<Language, Record<Language, string>> = {
  zh: { zh: '简体中文', cht: '繁体中文', pt: '葡萄牙文', en: '英文' },
  cht: { zh: '簡體中文', cht: '繁體中文', pt: '葡萄牙文', en: '英文' },
  pt: { zh: 'chinês simplificado', cht: 'chinês tradicional', pt: 'português', en: 'inglês' },
  en: { zh: 'Simplified Chinese', cht: 'Traditional Chinese', pt: 'Portuguese', en: 'English' },
};

export const LISTING_TEXT_MESSAGES = {
  zh: {
    sameAsOriginal: (p: { language: string }) => `原文为${p.language}，无需再填写${p.language}译文`,
  },
  cht: {
    sameAsOriginal: (p: { language: string }) => `原文為${p.language}，無需再填寫${p.language}譯文`,
  },
  pt: {
    sameAsOriginal: (p: { language: string }) =>
      `O original já está em ${p.language}; não junte uma tradução para ${p.language}`,
  },
  en: {
    sameAsOriginal: (p: { language: string }) =>
      `The original is already in ${p.language}; leave out a ${p.language} translation`,
  },
} satisfies Record<Language, unknown>;

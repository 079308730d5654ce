import type { Language } from '@portal/contracts';
import type { Localized } from '../api/diagnosis';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', cht: 'zh-TW', pt: 'pt-PT', en: 'en-GB' };

export function languageOf(resolved: string | undefined): Language {
  return resolved === 'cht' || resolved === 'pt' || resolved === 'en' ? resolved : 'zh';
}

export function localized(text: Localized | undefined, language: Language): string {
  return text ? text[language] || text.zh : '';
}

export function formatTime(value: string | null, language: Language): string {
  if (!value) return '—';
  return new Date(value).toLocaleString(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

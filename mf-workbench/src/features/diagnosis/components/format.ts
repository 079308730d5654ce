import type { Language } from '@portal/contracts';
import type { Localized } from '../api/diagnosis';

export function localized(text: Localized | undefined, language: Language): string {
  return text ? text[language] || text.zh : '';
}

import type { Language } from '@portal/contracts';

/** One message in the four portal languages; `{name}` marks a value put in at run time. */
export type MessageTexts = Record<Language, string>;

const PLACEHOLDER = /\{(\w+)\}/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface Pattern {
  matcher: RegExp;
  names: string[];
  texts: MessageTexts;
}

/**
 * A translator over a catalogue keyed by the Simplified Chinese text (the spec's exact words,
 * which the code keeps producing): a message in the catalogue comes back in the language asked
 * for, with its `{values}` carried over; anything else comes back unchanged.
 */
export function createTranslator(catalogue: readonly MessageTexts[]) {
  const exact = new Map<string, MessageTexts>();
  const patterns: Pattern[] = [];
  for (const texts of catalogue) {
    const names = [...texts.zh.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      exact.set(texts.zh, texts);
      continue;
    }
    const source = texts.zh
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '([\\s\\S]*?)' : escapeRegExp(part)))
      .join('');
    patterns.push({ matcher: new RegExp(`^${source}$`), names, texts });
  }

  return function translate(message: string, language: Language): string {
    if (language === 'zh') return message;
    const known = exact.get(message);
    if (known) return known[language];
    for (const { matcher, names, texts } of patterns) {
      const match = matcher.exec(message);
      if (!match) continue;
      const values = new Map(names.map((name, index) => [name, match[index + 1]!]));
      return texts[language].replace(PLACEHOLDER, (_all, name: string) => values.get(name) ?? '');
    }
    return message;
  };
}

/** The `{names}` a text expects: every language of an entry must use the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
}

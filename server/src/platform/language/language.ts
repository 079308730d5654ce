import type { Language } from '@portal/contracts';

/** The portal language of one language tag ('pt-BR', 'zh-Hant', the spec's 'cht'), or null. */
export function languageOfTag(tag: string): Language | null {
  const lower = tag.trim().toLowerCase();
  if (/^zh-(hant|tw|hk|mo)\b/.test(lower) || lower === 'cht') return 'cht';
  if (lower.startsWith('zh')) return 'zh';
  if (lower.startsWith('pt')) return 'pt';
  if (lower.startsWith('en')) return 'en';
  return null;
}

/**
 * The portal language a request asks for in Accept-Language (the API client sends the UI's
 * language), in the header's order of preference; Simplified Chinese when none is supported.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { tag, quality: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter(({ tag, quality }) => tag && quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { tag } of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'zh';
}

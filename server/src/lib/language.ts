import type { Language } from '@portal/contracts';

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
    if (/^zh-(hant|tw|hk|mo)\b/.test(tag) || tag === 'cht') return 'cht';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('pt')) return 'pt';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh';
}

/**
 * The language a company reads its notifications in: they are stored once, not per request, so
 * they follow the company's country — Chinese for the mainland, Traditional Chinese for Macau,
 * Hong Kong and Taiwan, Portuguese for the Portuguese-speaking countries, English otherwise.
 */
export function companyLanguage(country: string | null): Language {
  const code = country?.trim().toUpperCase() ?? '';
  if (code === 'CN') return 'zh';
  if (['MO', 'HK', 'TW'].includes(code)) return 'cht';
  if (['PT', 'BR', 'AO', 'MZ', 'CV', 'GW', 'ST', 'GQ', 'TL'].includes(code)) return 'pt';
  return 'en';
}

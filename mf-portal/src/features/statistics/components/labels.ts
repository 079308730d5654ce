import { countryName, type Language } from '@portal/contracts';
import type { ChapterName } from '../api/statistics';
import { CHAPTER_NAMES_CHT } from './chapter-names-cht';

/** A partner (ISO code from the API) in the reader's language: 巴西, Brasil, Brazil. */
export function partnerName(code: string, language: Language): string {
  return countryName(code, language);
}

/** An HS chapter's name in the reader's language, falling back to English, then the code. */
export function chapterName(
  chapter: ChapterName & { code?: string; chapter?: string },
  language: Language,
): string {
  const code = chapter.code ?? chapter.chapter ?? '';
  const name =
    language === 'cht'
      ? (CHAPTER_NAMES_CHT[code] ?? chapter.nameZh)
      : language === 'zh'
        ? chapter.nameZh
        : language === 'pt'
          ? chapter.namePt
          : chapter.nameEn;
  return name ?? chapter.nameEn ?? code;
}

import { LANGUAGES, type Language } from '@portal/contracts';
import type { ListingKind, ListingTextField, ListingTranslations } from '@portal/contracts/schemas';
import { Converter as ToTraditional } from 'opencc-js/cn2t';
import { Converter as ToSimplified } from 'opencc-js/t2cn';

/**
 * Which texts of a listing a reader is shown (docs/listing-languages.md): their language where
 * the author (or a translator) gave it; for a reader of one Chinese script, the other script's
 * text converted by OpenCC (Hong Kong and Macau forms), as readers of the two scripts expect; else
 * the original, which the client marks with its language.
 */

export interface ListingRecord<Kind extends ListingKind> {
  /** The author's own text, in `originalLanguage`. */
  original: Record<ListingTextField<Kind>, string | null>;
  originalLanguage: Language;
  translations: ListingTranslations<Kind>;
}

export interface ShownTexts<Kind extends ListingKind> {
  texts: Record<ListingTextField<Kind>, string | null>;
  textLanguage: Language;
  machineTranslated: boolean;
}

let toTraditional: ((text: string) => string) | undefined;
let toSimplified: ((text: string) => string) | undefined;

/** `text` in the other Chinese script: built once, on first use (~15 ms each). */
export function convertScript(text: string, to: 'zh' | 'cht'): string {
  const convert =
    to === 'cht'
      ? (toTraditional ??= ToTraditional({ from: 'cn', to: 'hk' }))
      : (toSimplified ??= ToSimplified({ from: 'hk', to: 'cn' }));
  return convert(text);
}

/** The listing's texts in `language` as stored: the original, or that language's translation. */
function storedIn<Kind extends ListingKind>(
  record: ListingRecord<Kind>,
  language: Language,
): { texts: Partial<Record<ListingTextField<Kind>, string | null>>; machine: boolean } | null {
  if (language === record.originalLanguage) return { texts: record.original, machine: false };
  const translation = record.translations[language];
  if (!translation) return null;
  const texts: Partial<Record<ListingTextField<Kind>, string>> = translation;
  return Object.keys(record.original).some((field) => texts[field as ListingTextField<Kind>])
    ? { texts, machine: translation.machine ?? false }
    : null;
}

/**
 * The texts `reader` is shown. A field the reader's language lacks (a translation of the name
 * but not of the description) is shown from the original, so the page never has a hole; the
 * listing counts as being in the reader's language when its first field (the name or title) is.
 */
export function shownTexts<Kind extends ListingKind>(
  record: ListingRecord<Kind>,
  reader: Language,
): ShownTexts<Kind> {
  const fields = Object.keys(record.original) as ListingTextField<Kind>[];
  const otherScript = reader === 'zh' ? 'cht' : reader === 'cht' ? 'zh' : null;
  const own = storedIn(record, reader);
  const converted = !own && otherScript ? storedIn(record, otherScript) : null;
  const chosen = own ?? converted;
  if (!chosen || !chosen.texts[fields[0]!])
    return {
      texts: { ...record.original },
      textLanguage: record.originalLanguage,
      machineTranslated: false,
    };
  const texts = {} as Record<ListingTextField<Kind>, string | null>;
  for (const field of fields) {
    const value = chosen.texts[field];
    texts[field] = value
      ? converted
        ? convertScript(value, reader as 'zh' | 'cht')
        : value
      : record.original[field];
  }
  return { texts, textLanguage: reader, machineTranslated: chosen.machine };
}

/** Languages the author has not filled (the editor shows them as missing). */
export function missingLanguages<Kind extends ListingKind>(
  record: ListingRecord<Kind>,
): Language[] {
  return (['zh', 'cht', 'pt', 'en'] as const).filter(
    (language) => language !== record.originalLanguage && !storedIn(record, language),
  );
}

/** A product's or company's name, as a list, a card or a summary shows it with no other text. */
export interface ShownName {
  name: string;
  textLanguage: Language;
  machineTranslated: boolean;
}

/**
 * The name `reader` is shown of a product or company (`shownTexts` on its name alone): the
 * favourites, the history, the cart, chat cards.
 */
export function shownName(
  listing: {
    name: string;
    originalLanguage: Language;
    translations: ListingTranslations<'product'> | ListingTranslations<'company'>;
  },
  reader: Language,
): ShownName {
  // Both kinds' first field is `name`; their other fields play no part in choosing it.
  const shown = shownTexts<'product'>(
    {
      original: { name: listing.name, description: null },
      originalLanguage: listing.originalLanguage,
      translations: listing.translations as ListingTranslations<'product'>,
    },
    reader,
  );
  return {
    name: shown.texts.name ?? listing.name,
    textLanguage: shown.textLanguage,
    machineTranslated: shown.machineTranslated,
  };
}

/**
 * The name a reader of each portal language is shown: for a snapshot both sides of a chat read,
 * each in their own language (a chat card).
 */
export function shownNameInEveryLanguage(
  listing: Parameters<typeof shownName>[0],
): Record<Language, ShownName> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, shownName(listing, language)]),
  ) as Record<Language, ShownName>;
}

/** `shownTexts` for a reader of each portal language (a chat card's snapshot). */
export function shownTextsInEveryLanguage<Kind extends ListingKind>(
  record: ListingRecord<Kind>,
): Record<Language, ShownTexts<Kind>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, shownTexts(record, language)]),
  ) as Record<Language, ShownTexts<Kind>>;
}

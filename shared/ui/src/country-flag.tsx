import { Suspense, lazy, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADE_COUNTRIES, countryName } from '@portal/contracts';

const FlagDrawing = lazy(
  () => import(/* webpackChunkName: "country-flags" */ './country-flag-drawings'),
);

type FlagCode = Parameters<typeof FlagDrawing>[0]['code'];
const CODES = new Set<string>(TRADE_COUNTRIES.map((country) => country.code));

// 3:2 like the drawings, sized to the text around it and centred on its lower-case letters.
const SIZE: CSSProperties = {
  display: 'inline-block',
  width: '1.2em',
  height: '0.8em',
  verticalAlign: '-0.08em',
  flexShrink: 0,
};
const FILL: CSSProperties = { display: 'block', width: '100%', height: '100%' };

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code of a portal market; nothing is drawn for any other value. */
  code: string | null | undefined;
  /**
   * The flag stands alone, with no country name written beside it: it is then an image named
   * after the country in the page language (or `title`), which also shows as its tooltip.
   * Without it the flag is decorative and hidden from assistive technology.
   */
  labelled?: boolean;
  /** The name of a labelled flag, instead of the country's name. */
  title?: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A country's flag as SVG, in a box of its size that keeps its place while the drawing loads. Emoji
 * flags are not used: they render as empty boxes or two letters where no emoji font is installed
 * (Windows has no flag emoji at all).
 */
export function CountryFlag({ code, labelled = false, title, className, style }: CountryFlagProps) {
  const { i18n } = useTranslation();
  if (!code || !CODES.has(code)) return null;
  const name = title ?? countryName(code, i18n.resolvedLanguage ?? i18n.language);
  const naming = labelled
    ? { role: 'img', 'aria-label': name, title: name }
    : { 'aria-hidden': true as const };
  return (
    <span className={className} style={{ ...SIZE, ...style }} {...naming}>
      <Suspense fallback={null}>
        <FlagDrawing code={code as FlagCode} style={FILL} aria-hidden="true" />
      </Suspense>
    </span>
  );
}

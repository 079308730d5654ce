import type { AnchorHTMLAttributes } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_PAINT_ELEMENT_ID, LANGUAGES } from '@portal/contracts';
import { Hero } from '../features/home/components/hero';
import heroStyles from '../features/home/components/hero.css?raw';
import { portalMessages } from './locales';

function PlainLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} {...rest} />;
}

function homeFirstPaint(language: (typeof LANGUAGES)[number]): string {
  const hero = renderToStaticMarkup(
    <Hero texts={portalMessages[language].hero} Link={PlainLink} />,
  );
  return `<div id="${FIRST_PAINT_ELEMENT_ID}" data-path="/"><style>${heroStyles}</style>${hero}</div>`;
}

/**
 * The build's `first-paint.json` (an html-webpack-plugin template run at build time): home's hero
 * in each language, for the server to paint before the scripts arrive. It is the component home
 * renders, so the two match to the pixel and nothing moves when home takes its place.
 */
export default function firstPaints(): string {
  return JSON.stringify({
    '/': Object.fromEntries(LANGUAGES.map((language) => [language, homeFirstPaint(language)])),
  });
}

import type { AnchorHTMLAttributes, ComponentType } from 'react';
import type { portalMessages } from '../../../app/locales';

export type HeroTexts = (typeof portalMessages)['zh']['hero'];

type LinkProps = { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>;

/**
 * Home's opening banner. The server paints it from the HTML before any script has run
 * (app/first-paint.tsx renders this same component), so it takes its texts and its link as
 * props instead of reading them from i18next and the router.
 */
export function Hero({ texts, Link }: { texts: HeroTexts; Link: ComponentType<LinkProps> }) {
  return (
    <section className="hero">
      <div className="hero__inner">
        <h1>{texts.title}</h1>
        <p>{texts.body}</p>
        <div className="hero__actions">
          <Link className="button button--accent" to="/register">
            {texts.register}
          </Link>
          <Link className="button button--ghost" to="/statistics">
            {texts.statistics}
          </Link>
        </div>
      </div>
    </section>
  );
}

import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, dismissFirstPaint } from '@portal/ui';
import { Hero, type HeroTexts } from '../components/hero';
import { TradeFigures } from '../components/trade-figures';
import { LatestNews } from '../components/latest-news';
import { LatestProducts } from '../components/latest-products';
import {
  DemandHallIcon,
  DigitalProductIcon,
  MessagesIcon,
  SuccessCaseIcon,
  WorkbenchIcon,
} from '../components/service-icons';
import '../components/hero.css';
import './home-page.css';

const SERVICES = [
  { to: '/digitalProduct', key: 'digitalProduct', Icon: DigitalProductIcon },
  { to: '/demandHall', key: 'demandHall', Icon: DemandHallIcon },
  { to: '/successCase', key: 'successCase', Icon: SuccessCaseIcon },
  { to: '/messages', key: 'messages', Icon: MessagesIcon },
  { to: '/workbench', key: 'workbench', Icon: WorkbenchIcon },
] as const;

/** Home: deliberately free of antd and chart libraries, so the first visit stays fast. */
export function HomePage() {
  const { t } = useTranslation('portal');
  // Before the browser paints this hero, the server's copy of it in the page's HTML goes.
  useLayoutEffect(() => dismissFirstPaint(), []);
  return (
    <div className="home" data-testid="home">
      <Hero texts={t('hero', { returnObjects: true }) as HeroTexts} Link={AppLink} />
      <section className="home-section" aria-labelledby="home-figures">
        <h2 id="home-figures">{t('figures.title')}</h2>
        <TradeFigures />
      </section>
      <section className="home-section" aria-labelledby="home-services">
        <h2 id="home-services">{t('services.title')}</h2>
        <ul className="services">
          {SERVICES.map((service) => (
            <li key={service.key}>
              <AppLink to={service.to}>
                <span className="services__icon" aria-hidden="true">
                  <service.Icon />
                </span>
                {t(`services.${service.key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <LatestProducts />
      <LatestNews />
    </div>
  );
}

import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLATFORM_SERVICES, PORTAL_NAV } from '@portal/contracts';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section>
          <h2>{t('footer.about')}</h2>
          <p>{t('footer.aboutText')}</p>
        </section>
        <section>
          <h2>{t('footer.services')}</h2>
          <ul>
            {PORTAL_NAV.slice(1).map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`nav.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.platform')}</h2>
          <ul>
            {PLATFORM_SERVICES.map((item) => (
              <li key={item.key}>
                <Link to={item.to}>{t(`route.${item.key}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <p>{t('footer.address')}</p>
          <p>
            {/* The agreement is a static page and opens in a new window (spec §2). */}
            <a href="/protocol.html" target="_blank" rel="noopener">
              {t('footer.protocol')}
            </a>
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}

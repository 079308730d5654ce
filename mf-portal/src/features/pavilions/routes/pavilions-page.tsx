import { isApiError } from '@portal/api-client';
import { countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import { AppLink, CountryFlag, ListingText, ProductCard, type RemoteScreenProps } from '@portal/ui';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { PricePanel } from '../../prices/components/price-panel';
import '../../prices/routes/prices.css';
import { getPavilion, getPavilions, type Pavilion } from '../api/pavilions';
import '../locales';
import './pavilions.css';

/** The address of a pavilion (and of the commodity whose history it shows). */
export function pavilionAddress(theme: string, commodity?: string): string {
  const query = new URLSearchParams({ theme });
  if (commodity) query.set('commodity', commodity);
  return `/pavilions?${query.toString()}`;
}

/**
 * `/pavilions`: the tea, Macau and Shandong pavilions; `/pavilions?theme=<key>` one of them with
 * its introduction, featured companies and products of the supply side, and its commodities'
 * prices (docs/prices-and-pavilions.md).
 */
export function PavilionsPage({ search }: RemoteScreenProps) {
  const query = new URLSearchParams(search);
  const theme = query.get('theme');
  return (
    <div className="pavilions-page">
      {theme ? (
        <PavilionDetail theme={theme} commodity={query.get('commodity')} />
      ) : (
        <PavilionIndex />
      )}
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('portal-pavilions');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      extra={<Button onClick={retry}>{t('retry')}</Button>}
    />
  );
}

function PavilionIndex() {
  const { t, i18n } = useTranslation('portal-pavilions');
  const { data, error, mutate } = useSWR(['pavilions', i18n.resolvedLanguage], getPavilions);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="pavilions-page__intro">{t('intro')}</p>
      {error && !data ? (
        <LoadFailed retry={() => void mutate()} />
      ) : !data ? (
        <div className="pavilions-loading" aria-busy="true" />
      ) : (
        <ul className="pavilion-cards">
          {data.map((pavilion) => (
            <li key={pavilion.key} className={`pavilion-card pavilion-card--${pavilion.key}`}>
              <h2>
                <AppLink to={pavilionAddress(pavilion.key)}>{pavilion.name}</AppLink>
              </h2>
              <p>{pavilion.tagline}</p>
              <p className="pavilion-card__counts">
                {t('companyCount', { count: pavilion.companyCount })} ·{' '}
                {t('productCount', { count: pavilion.productCount })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function PavilionDetail({ theme, commodity }: { theme: string; commodity: string | null }) {
  const { t, i18n } = useTranslation('portal-pavilions');
  const { data, error, mutate } = useSWR(['pavilion', theme, i18n.resolvedLanguage], () =>
    getPavilion(theme),
  );
  const back = (
    <p className="pavilions-back">
      <AppLink to="/pavilions">{t('backToIndex')}</AppLink>
    </p>
  );
  if (error && !data) {
    const missing = isApiError(error) && error.code === 404;
    return (
      <>
        {back}
        {missing ? (
          <Result status="404" title={t('notFound')} />
        ) : (
          <LoadFailed retry={() => void mutate()} />
        )}
      </>
    );
  }
  if (!data) return <div className="pavilions-loading" aria-busy="true" />;
  return (
    <>
      {back}
      <PavilionContent pavilion={data} commodity={commodity} />
    </>
  );
}

function PavilionContent({
  pavilion,
  commodity,
}: {
  pavilion: Pavilion;
  commodity: string | null;
}) {
  const { t } = useTranslation('portal-pavilions');
  const { language } = useFormat();
  const moreProducts = pavilion.hsPrefixes[0]
    ? `/demandHall?tab=supply&hs=${pavilion.hsPrefixes[0]}`
    : null;
  const moreCompanies = pavilion.countries[0]
    ? `/enterpriseList?country=${pavilion.countries[0]}&verified=1`
    : null;
  return (
    <article className={`pavilion pavilion--${pavilion.key}`}>
      <header className="pavilion__header">
        <h1>{pavilion.name}</h1>
        <p className="pavilion__tagline">{pavilion.tagline}</p>
      </header>
      <div className="pavilion__intro">
        {pavilion.intro.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="pavilion-companies">
        <h2 id="pavilion-companies">{t('companies')}</h2>
        {pavilion.companies.length === 0 ? (
          <p>{t('companiesEmpty')}</p>
        ) : (
          <ul className="pavilion-companies" data-testid="pavilion-companies">
            {pavilion.companies.map((company) => (
              <li key={company.id} className="pavilion-company">
                <AppLink to={`/enterpriseInfo?id=${company.id}`} className="pavilion-company__name">
                  <ListingText
                    textLanguage={company.textLanguage}
                    machineTranslated={company.machineTranslated}
                  >
                    {company.name}
                  </ListingText>
                </AppLink>
                <span>
                  <CountryFlag code={company.country} /> {countryName(company.country, language)}
                  {company.city && ` · ${company.city}`}
                </span>
                {company.industry && <span>{industryLabel(company.industry, language)}</span>}
                <span>{t('companyProducts', { count: company.productCount })}</span>
              </li>
            ))}
          </ul>
        )}
        {moreCompanies && <AppLink to={moreCompanies}>{t('moreCompanies')}</AppLink>}
      </section>

      <section aria-labelledby="pavilion-products">
        <h2 id="pavilion-products">{t('products')}</h2>
        {pavilion.products.length === 0 ? (
          <p>{t('productsEmpty')}</p>
        ) : (
          <ul className="supply-cards" data-testid="pavilion-products">
            {pavilion.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        )}
        {moreProducts && <AppLink to={moreProducts}>{t('moreProducts')}</AppLink>}
      </section>

      <section aria-labelledby="pavilion-prices" className="prices-page pavilion__prices">
        <h2 id="pavilion-prices">{t('prices')}</h2>
        <PricePanel
          pavilion={pavilion.key}
          selected={commodity}
          onSelect={(code) => navigate(pavilionAddress(pavilion.key, code))}
        />
      </section>
    </article>
  );
}

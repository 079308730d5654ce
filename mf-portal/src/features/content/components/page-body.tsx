import { AppLink } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { ContentPage, Metric } from '../api/content';
import '../locales';

/** A case's figures: value first, large, with what it measures. */
export function MetricList({ metrics, label }: { metrics: Metric[]; label?: string }) {
  if (metrics.length === 0) return null;
  return (
    <dl className="content-metrics" aria-label={label}>
      {metrics.map((metric) => (
        <div key={`${metric.value}-${metric.label}`} className="content-metric">
          <dt>{metric.label}</dt>
          <dd>{metric.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's sections (a case's story, a service page's topics) and its product links. */
export function PageBody({ page }: { page: ContentPage }) {
  const { t } = useTranslation('portal-content');
  return (
    <>
      {page.sections.map((section) => (
        <section
          key={section.key}
          className="content-section"
          aria-labelledby={`content-${section.key}`}
          data-section={section.key}
        >
          <h2 id={`content-${section.key}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      ))}
      {page.products.length > 0 && (
        <section className="content-section" aria-labelledby="content-products">
          <h2 id="content-products">{t('page.products')}</h2>
          <p className="content-muted">{t('page.productsHint')}</p>
          <ul className="content-products">
            {page.products.map((product) => (
              <li key={product.href}>
                <AppLink to={product.href}>{product.label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

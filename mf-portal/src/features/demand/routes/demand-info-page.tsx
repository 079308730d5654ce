import { countryName } from '@portal/contracts';
import { industryLabel, useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { AppLink, CountryFlag, ListingText, listingLang } from '@portal/ui';
import { Button, Descriptions, Result, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getDemand } from '../api/demand-public';
import { PriceRange } from '../components/demand-card';
import { QuotePanel } from '../components/quote-panel';
import { AttachmentLinks } from '../components/quote-attachments';
import '../locales';
import './demand-pages.css';

function demandIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function NotFound() {
  const { t } = useTranslation('portal-demand');
  return (
    <Result
      status="404"
      title={t('detail.notFound')}
      extra={<Button onClick={() => navigate('/demandHall?tab=demand')}>{t('detail.back')}</Button>}
    />
  );
}

/** `/demandInfo?id=`: a public demand (everything but the buyer's private contact) and "报价". */
export function DemandInfoPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-demand');
  const format = useFormat();
  const id = demandIdOf(search);
  const {
    data: demand,
    error,
    isLoading,
  } = useSWR(id === null ? null : ['demand', id], () => getDemand(id!));
  if (id === null || (error && !demand)) return <NotFound />;
  if (isLoading || !demand) return <div className="demand-page" aria-busy="true" />;
  const language = format.language;
  return (
    <article className="demand-page">
      <h1>
        <ListingText
          textLanguage={demand.textLanguage}
          machineTranslated={demand.machineTranslated}
        >
          {demand.title}
        </ListingText>{' '}
        <Tag color={demand.status === 1 ? 'blue' : 'default'}>{t(`status.${demand.status}`)}</Tag>
      </h1>
      <div className="demand-page__grid">
        <div>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('detail.product')}>
              <span lang={listingLang(demand.textLanguage)}>{demand.productName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('quantity')}>
              {format.quantity(demand.quantity, demand.unit)}
            </Descriptions.Item>
            <Descriptions.Item label={t('price')}>
              <PriceRange demand={demand} />
            </Descriptions.Item>
            <Descriptions.Item label={t('deadline')}>
              {format.date(demand.deadline.slice(0, 10))}
            </Descriptions.Item>
            {demand.hsCode && (
              <Descriptions.Item label={t('detail.hsCode')}>{demand.hsCode}</Descriptions.Item>
            )}
            {demand.industry && (
              <Descriptions.Item label={t('detail.industry')}>
                {industryLabel(demand.industry, language)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('detail.buyer')}>
              <CountryFlag code={demand.company.country} />{' '}
              {countryName(demand.company.country, language)} ·{' '}
              <AppLink to={`/enterpriseInfo?id=${demand.company.id}`}>
                {demand.company.name}
              </AppLink>
              {demand.company.verified && (
                <span className="demand-badge" style={{ marginInlineStart: 8 }}>
                  {t('verified')}
                </span>
              )}
            </Descriptions.Item>
          </Descriptions>
          {demand.description && (
            <section className="demand-page__section">
              <h2>{t('detail.description')}</h2>
              <Typography.Paragraph
                style={{ whiteSpace: 'pre-line' }}
                lang={listingLang(demand.textLanguage)}
              >
                {demand.description}
              </Typography.Paragraph>
            </section>
          )}
          {demand.attachments.length > 0 && (
            <section className="demand-page__section">
              <h2>{t('detail.attachments')}</h2>
              <AttachmentLinks files={demand.attachments} />
            </section>
          )}
        </div>
        <QuotePanel demand={demand} />
      </div>
    </article>
  );
}

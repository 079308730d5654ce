import { isApiError } from '@portal/api-client';
import { countryName } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { navigate } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { AppLink, CountryFlag, PriceLine } from '@portal/ui';
import { Button, Result, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getExhibition, type Booth } from '../api/exhibitions';
import { PhaseTag } from '../components/phase-tag';
import { RegistrationPanel } from '../components/registration-panel';
import '../locales';
import './exhibitions.css';

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

function BoothCard({ booth }: { booth: Booth }) {
  const { t, i18n } = useTranslation('portal-exhibitions');
  return (
    <li className="exhibition-booth" data-testid={`booth-${booth.companyId}`}>
      <h3>
        <AppLink to={`/enterpriseInfo?id=${booth.companyId}`}>{booth.companyName}</AppLink>
      </h3>
      <p className="exhibition-booth__meta">
        <CountryFlag code={booth.country} />{' '}
        {countryName(booth.country, i18n.resolvedLanguage ?? 'zh')}
        {booth.verified && <Tag color="green">{t('verified')}</Tag>}
      </p>
      {booth.exhibits.length === 0 ? (
        <p>{t('noExhibits')}</p>
      ) : (
        <ul className="exhibition-exhibits">
          {booth.exhibits.map((exhibit) => (
            <li key={exhibit.id} className="exhibition-exhibit">
              <AppLink to={`/productDetail?id=${exhibit.id}`} className="exhibition-exhibit__link">
                <span className="exhibition-exhibit__image">
                  {exhibit.imageUrl ? (
                    <img src={exhibit.imageUrl} alt="" loading="lazy" width={160} height={120} />
                  ) : (
                    <span aria-hidden="true">{exhibit.name.slice(0, 1)}</span>
                  )}
                </span>
                <span className="exhibition-exhibit__name">{exhibit.name}</span>
              </AppLink>
              <PriceLine price={exhibit.price} currency={exhibit.currency} unit={exhibit.unit} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * `/exhibitionDetail?id=`: an exhibition (organizer, validity, description), its booths — the
 * approved companies with the published products they exhibit — and the member's registration.
 */
export function ExhibitionDetailPage({ search }: RemoteScreenProps) {
  const { t, i18n } = useTranslation('portal-exhibitions');
  const format = useFormat();
  const id = positiveInteger(new URLSearchParams(search).get('id'));
  const language = i18n.resolvedLanguage ?? 'zh';
  const { data, error, isLoading, mutate } = useSWR(
    id === null ? null : ['exhibition', id, language],
    () => getExhibition(id!),
  );

  if (id === null || (error && !data && isApiError(error) && error.code === 404)) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Button onClick={() => navigate('/exhibitions')}>{t('back')}</Button>}
      />
    );
  }
  if (error && !data) {
    return (
      <Result
        status="warning"
        title={t('loadFailed')}
        extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
      />
    );
  }
  if (isLoading || !data) return <div className="exhibitions-page" aria-busy="true" />;

  return (
    <article className="exhibitions-page exhibition-detail">
      <div className="exhibition-detail__main">
        <PhaseTag phase={data.status} />
        <h1>{data.title}</h1>
        <dl className="exhibition-facts">
          <dt>{t('organizer')}</dt>
          <dd>{data.organizer}</dd>
          <dt>{t('validity')}</dt>
          <dd>{t('dates', { from: format.date(data.startsOn), to: format.date(data.endsOn) })}</dd>
        </dl>
        <section aria-labelledby="exhibition-about">
          <h2 id="exhibition-about">{t('about')}</h2>
          <p className="exhibition-description">{data.description}</p>
        </section>
      </div>
      <RegistrationPanel exhibition={data} />
      <section aria-labelledby="exhibition-booths" className="exhibition-detail__booths">
        <h2 id="exhibition-booths">
          {t('boothsTitle')} <small>{t('booths', { count: data.booths.length })}</small>
        </h2>
        {data.booths.length === 0 ? (
          <p>{t('noBooths')}</p>
        ) : (
          <ul className="exhibition-booths">
            {data.booths.map((booth) => (
              <BoothCard key={booth.registrationId} booth={booth} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

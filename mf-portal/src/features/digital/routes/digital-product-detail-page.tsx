import { useFormat } from '@portal/i18n';
import { navigate, useSession } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { loginAddress } from '@portal/ui';
import { Button, Result, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getDigitalProduct } from '../api/digital';
import { OrderDialog } from '../components/order-dialog';
import '../locales';
import './digital.css';

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * `/digitalProductDetail?id=` (and `&diagnosis=` when opened from a diagnosis report): a digital
 * product with its plans and customer stories; a plan is ordered from here.
 */
export function DigitalProductDetailPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('portal-digital');
  const format = useFormat();
  const params = new URLSearchParams(search);
  const id = positiveInteger(params.get('id'));
  const diagnosisId = positiveInteger(params.get('diagnosis'));
  const signedIn = useSession((state) => state.token !== null);
  const [ordering, setOrdering] = useState<string | null>(null);
  const {
    data: product,
    error,
    isLoading,
  } = useSWR(id === null ? null : ['digital-product', id, format.language], () =>
    getDigitalProduct(id!),
  );

  if (id === null || (error && !product)) {
    return (
      <Result
        status="404"
        title={t('notFound')}
        extra={<Button onClick={() => navigate('/digitalProduct')}>{t('back')}</Button>}
      />
    );
  }
  if (isLoading || !product) return <div className="digital-page" aria-busy="true" />;

  const order = (planKey: string) => {
    if (!signedIn) navigate(loginAddress());
    else setOrdering(planKey);
  };

  return (
    <article className="digital-page">
      <h1>{product.name}</h1>
      <p className="digital-card__provider">
        {t('provider')}: {product.provider}
      </p>
      <p>
        {t('improves')}:{' '}
        {product.dimensions.map((key) => (
          <Tag key={key}>{t(`dimension.${key}`)}</Tag>
        ))}
      </p>
      <p>{product.description}</p>
      <section aria-labelledby="digital-plans">
        <h2 id="digital-plans">{t('plans')}</h2>
        <ul className="digital-plans">
          {product.plans.map((plan) => (
            <li key={plan.key} className="digital-plan">
              <h3>{plan.name}</h3>
              <p className="digital-plan__price">
                {format.money(plan.price, plan.currency)} <small>{plan.period}</small>
              </p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <Button
                type="primary"
                aria-label={`${t('orderPlan')}: ${plan.name}`}
                onClick={() => order(plan.key)}
              >
                {t('orderPlan')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      {product.cases.length > 0 && (
        <section aria-labelledby="digital-cases">
          <h2 id="digital-cases">{t('cases')}</h2>
          <ul>
            {product.cases.map((story) => (
              <li key={story.company}>
                <strong>{story.company}</strong>: {story.story}
              </li>
            ))}
          </ul>
        </section>
      )}
      {ordering && (
        <OrderDialog
          product={product}
          planKey={ordering}
          diagnosisId={diagnosisId}
          onClose={() => setOrdering(null)}
        />
      )}
    </article>
  );
}

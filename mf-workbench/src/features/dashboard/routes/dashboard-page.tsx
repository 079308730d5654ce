import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKBENCH_MENU } from '@portal/contracts';
import { useSession } from '@portal/session';
import { AppLink } from '@portal/ui';
import { LoadingPlaceholder } from '../components/loading-placeholder';
import './dashboard-page.css';

// Only the platform's operators enter rates: their form, and the antd it is built with, stay out
// of everyone else's download. antd's theme and locale come with it, in the chunk the workbench's
// antd screens share.
const ExchangeRatesCard = lazy(() =>
  Promise.all([
    import('../../exchange-rates/components/exchange-rates-card'),
    import(/* webpackExports: ["withAntd"] */ '@portal/ui'),
  ]).then(([card, { withAntd }]) => ({ default: withAntd(card.default) })),
);
const EXCHANGE_RATE_PERM = 'platform:exchange:manage';

/**
 * The workbench home: who is signed in, for which company, and the way into each tool. Written
 * in HTML and CSS without antd: it is where signed-in visitors land, and the shell preloads it.
 */
export function DashboardPage() {
  const { t } = useTranslation('workbench');
  const { t: tc } = useTranslation();
  const user = useSession((state) => state.user);
  const membership = useSession((state) => state.membership);
  const unread = useSession((state) => state.unread.system + state.unread.chat);
  const entersRates = useSession((state) => state.hasPermission(EXCHANGE_RATE_PERM));

  if (!user) return <LoadingPlaceholder lines={6} />;
  return (
    <div className="workbench-dashboard">
      <h2 className="workbench-dashboard__greeting">
        {t('dashboard.greeting', { name: user.name ?? user.username })}
      </h2>
      <dl className="workbench-dashboard__figures">
        <div className="workbench-dashboard__figure">
          <dt>{t('dashboard.company')}</dt>
          <dd className="workbench-dashboard__value">{user.comName ?? '—'}</dd>
        </div>
        <div className="workbench-dashboard__figure">
          <dt>{t('dashboard.membership')}</dt>
          <dd className="workbench-dashboard__value">
            {membership
              ? tc(`tier.${membership.roleKey}`, { defaultValue: membership.roleName })
              : t('dashboard.noMembership')}
          </dd>
        </div>
        <div className="workbench-dashboard__figure">
          <dt>{t('dashboard.unread')}</dt>
          <dd className="workbench-dashboard__value">{unread}</dd>
          <dd className="workbench-dashboard__action">
            <AppLink to="/messages">{t('dashboard.openMessages')}</AppLink>
          </dd>
        </div>
      </dl>
      <h3 className="workbench-dashboard__heading">{t('dashboard.shortcuts')}</h3>
      <ul className="workbench-dashboard__shortcuts">
        {WORKBENCH_MENU.filter((route) => route.path !== '/workbench').map((route) => (
          <li key={route.path}>
            <AppLink to={route.path}>{tc(`route.${route.meta.title}`)}</AppLink>
          </li>
        ))}
      </ul>
      {entersRates && (
        <section className="workbench-dashboard__operator">
          <Suspense fallback={<LoadingPlaceholder lines={3} />}>
            <ExchangeRatesCard />
          </Suspense>
        </section>
      )}
    </div>
  );
}

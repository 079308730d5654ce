import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { filteredListUrl, isPlatformMember } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { displayName, useSession } from '@portal/session';
import { AppLink } from '@portal/ui';
import { useWorkbenchSummary, type WorkbenchSummary } from '../api/fetch-summary';
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
const STAFF_EDIT_PERM = 'member:staff:edit';

type CountKey =
  | 'salesAwaiting'
  | 'unreadInquiries'
  | 'openToQuote'
  | 'openExhibitions'
  | 'purchasesAwaiting'
  | 'quotesReceived'
  | 'expiringSoon'
  | 'unreadChat';

/**
 * Each count of the summary and the list it opens on, filtered to the records it counts, by side
 * of the trade.
 */
const COUNT_GROUPS: {
  key: 'sell' | 'buy' | 'company';
  counts: { key: CountKey; to: string; of: (summary: WorkbenchSummary) => number }[];
}[] = [
  {
    key: 'sell',
    counts: [
      {
        key: 'salesAwaiting',
        to: filteredListUrl('/salesOrders', ['awaiting']),
        of: (s) => s.orders.salesAwaiting,
      },
      { key: 'unreadInquiries', to: '/messages', of: (s) => s.messages.unreadInquiries },
      { key: 'openToQuote', to: '/demandHall?tab=demand', of: (s) => s.demands.openToQuote },
      { key: 'openExhibitions', to: '/exhibitions', of: (s) => s.exhibitions.openToRegister },
    ],
  },
  {
    key: 'buy',
    counts: [
      {
        key: 'purchasesAwaiting',
        to: filteredListUrl('/purchaseOrders', ['awaiting']),
        of: (s) => s.orders.purchasesAwaiting,
      },
      {
        key: 'quotesReceived',
        to: filteredListUrl('/demandRelease', ['quotesReceived']),
        of: (s) => s.demands.quotesReceived,
      },
      {
        key: 'expiringSoon',
        to: filteredListUrl('/demandRelease', ['expiringSoon']),
        of: (s) => s.demands.expiringSoon,
      },
    ],
  },
  {
    key: 'company',
    counts: [{ key: 'unreadChat', to: '/messages', of: (s) => s.messages.unreadChat }],
  },
];

/** A new company's first steps, each done or not: shown until all are done. */
function FirstSteps({ summary }: { summary: WorkbenchSummary }) {
  const { t } = useTranslation('workbench');
  const invites = useSession((state) => state.hasPermission(STAFF_EDIT_PERM));
  const { verification, firstSteps } = summary;
  const steps = [
    {
      key: 'verify',
      done: verification === 2,
      content: (
        <AppLink to="/companyInfo">
          {verification === 1
            ? t('dashboard.firstSteps.verifyPending')
            : t('dashboard.firstSteps.verify')}
        </AppLink>
      ),
    },
    {
      key: 'supply',
      done: firstSteps.products + firstSteps.demands > 0,
      content: (
        <>
          {t('dashboard.firstSteps.supply')}{' '}
          <AppLink to="/saveProduct">{t('dashboard.firstSteps.addProduct')}</AppLink>
          {' · '}
          <AppLink to="/demandRelease">{t('dashboard.firstSteps.addDemand')}</AppLink>
        </>
      ),
    },
    ...(invites
      ? [
          {
            key: 'staff',
            done: firstSteps.staff > 0,
            content: <AppLink to="/staffList">{t('dashboard.firstSteps.staff')}</AppLink>,
          },
        ]
      : []),
  ];
  if (steps.every((step) => step.done)) return null;
  return (
    <section className="workbench-dashboard__steps" aria-labelledby="workbench-first-steps">
      <h3 id="workbench-first-steps" className="workbench-dashboard__heading">
        {t('dashboard.firstSteps.title')}
      </h3>
      <ol>
        {steps.map((step) => (
          <li key={step.key} data-done={step.done}>
            <span className="workbench-dashboard__step-state">
              {step.done ? `✓ ${t('dashboard.firstSteps.done')}` : t('dashboard.firstSteps.todo')}
            </span>
            <span>{step.content}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Summary({ summary }: { summary: WorkbenchSummary }) {
  const { t } = useTranslation('workbench');
  const { t: tc } = useTranslation();
  const format = useFormat();
  const { membership } = summary;
  return (
    <>
      <FirstSteps summary={summary} />
      <h3 className="workbench-dashboard__heading">{t('dashboard.now')}</h3>
      <div className="workbench-dashboard__groups">
        {COUNT_GROUPS.map((group) => (
          <section key={group.key} aria-labelledby={`workbench-group-${group.key}`}>
            <h4 id={`workbench-group-${group.key}`}>{t(`dashboard.group.${group.key}`)}</h4>
            <ul className="workbench-dashboard__counts">
              {group.counts.map((count) => {
                const value = count.of(summary);
                return (
                  <li key={count.key} data-testid={`count-${count.key}`}>
                    <AppLink to={count.to} data-zero={value === 0}>
                      <span className="workbench-dashboard__count">{value}</span>{' '}
                      <span>{t(`dashboard.count.${count.key}`)}</span>
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      <dl className="workbench-dashboard__figures">
        <div className="workbench-dashboard__figure">
          <dt>{t('dashboard.verification')}</dt>
          <dd className="workbench-dashboard__value">
            <AppLink to="/companyInfo">
              {t(`dashboard.verificationState.${summary.verification}`)}
            </AppLink>
          </dd>
        </div>
        <div className="workbench-dashboard__figure">
          <dt>{t('dashboard.membership')}</dt>
          <dd className="workbench-dashboard__value">
            <AppLink to="/memberCenter">{tc(`tier.${membership.roleKey}`)}</AppLink>
          </dd>
          {membership.expiresAt && (
            <dd>{t('dashboard.expiresOn', { date: format.date(membership.expiresAt) })}</dd>
          )}
          {membership.applicationPending && <dd>{t('dashboard.applicationPending')}</dd>}
        </div>
      </dl>
    </>
  );
}

/**
 * The workbench home: what needs the member's company now, as counts that open their lists
 * (docs/workbench.md), led by a new company's first steps. Written in HTML and CSS without
 * antd: it is where signed-in visitors land, and the shell preloads it. Platform members work
 * their queues from the menu; operators enter exchange rates here.
 */
export function DashboardPage() {
  const { t } = useTranslation('workbench');
  const user = useSession((state) => state.user);
  const platform = useSession((state) => isPlatformMember(state.permissions));
  const entersRates = useSession((state) => state.hasPermission(EXCHANGE_RATE_PERM));
  const summary = useWorkbenchSummary(user !== null && !platform);

  if (!user) return <LoadingPlaceholder lines={6} />;
  return (
    <div className="workbench-dashboard">
      <h2 className="workbench-dashboard__greeting">
        {t('dashboard.greeting', { name: displayName(user) })}
      </h2>
      {user.comName && (
        <p className="workbench-dashboard__company">
          {t('dashboard.company')}: {user.comName}
        </p>
      )}
      {!platform &&
        (summary.data ? (
          <Summary summary={summary.data} />
        ) : summary.error ? (
          <p role="alert">
            {t('dashboard.loadFailed')}{' '}
            <button type="button" onClick={() => void summary.mutate()}>
              {t('dashboard.retry')}
            </button>
          </p>
        ) : (
          <LoadingPlaceholder lines={4} />
        ))}
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

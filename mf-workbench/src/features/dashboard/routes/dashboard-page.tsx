import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKBENCH_MENU } from '@portal/contracts';
import { useSession } from '@portal/session';
import { AppLink } from '@portal/ui';
import './dashboard-page.css';

// Only the platform's operators enter rates: their form stays out of everyone else's download.
const ExchangeRatesCard = lazy(() => import('../../exchange-rates/components/exchange-rates-card'));
const EXCHANGE_RATE_PERM = 'platform:exchange:manage';

/** The workbench home: who is signed in, for which company, and the way into each tool. */
export function DashboardPage() {
  const { t } = useTranslation('workbench');
  const { t: tc } = useTranslation();
  const user = useSession((state) => state.user);
  const membership = useSession((state) => state.membership);
  const unread = useSession((state) => state.unread.system + state.unread.chat);
  const entersRates = useSession((state) => state.hasPermission(EXCHANGE_RATE_PERM));

  if (!user) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <div className="workbench-dashboard">
      <Typography.Title level={2}>
        {t('dashboard.greeting', { name: user.name ?? user.username })}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('dashboard.company')} value={user.comName ?? '—'} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card>
            <Statistic
              title={t('dashboard.membership')}
              value={
                membership
                  ? tc(`tier.${membership.roleKey}`, { defaultValue: membership.roleName })
                  : t('dashboard.noMembership')
              }
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card extra={<AppLink to="/messages">{t('dashboard.openMessages')}</AppLink>}>
            <Statistic title={t('dashboard.unread')} value={unread} />
          </Card>
        </Col>
      </Row>
      <Typography.Title level={4}>{t('dashboard.shortcuts')}</Typography.Title>
      <ul className="workbench-dashboard__shortcuts">
        {WORKBENCH_MENU.filter((route) => route.path !== '/workbench').map((route) => (
          <li key={route.path}>
            <AppLink to={route.path}>{tc(`route.${route.meta.title}`)}</AppLink>
          </li>
        ))}
      </ul>
      {entersRates && (
        <section className="workbench-dashboard__operator">
          <Suspense fallback={<Skeleton active />}>
            <ExchangeRatesCard />
          </Suspense>
        </section>
      )}
    </div>
  );
}

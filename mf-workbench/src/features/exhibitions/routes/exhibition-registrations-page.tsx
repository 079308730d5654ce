import { useSession } from '@portal/session';
import type { RemoteScreenProps } from '@portal/ui';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExhibitionManager } from '../components/exhibition-manager';
import { RegistrationList } from '../components/registration-list';
import '../locales';
import './exhibition-registrations.css';

export const EXHIBITION_REVIEW_PERM = 'platform:exhibition:review';
export const EXHIBITION_MANAGE_PERM = 'platform:exhibition:manage';

/**
 * `/exhibitionRegistrations` (docs/routes.md): the company's exhibition registrations; the
 * platform's reviewers get the review queue (approve, or reject with a remark) and its managers
 * the exhibitions themselves, as tabs. `?id=` (a notification's target) marks that registration.
 */
export function ExhibitionRegistrationsPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('workbench-exhibitions');
  const reviews = useSession((state) => state.hasPermission(EXHIBITION_REVIEW_PERM));
  const manages = useSession((state) => state.hasPermission(EXHIBITION_MANAGE_PERM));
  const highlight = Number(new URLSearchParams(search).get('id')) || null;
  // Named as the side menu and the window title name it.
  const heading = (
    <h1 id="exhibition-registrations-title">
      {t('route.exhibitionRegistrations', { ns: 'common' })}
    </h1>
  );
  if (!reviews && !manages) {
    return (
      <section
        className="exhibition-registrations"
        aria-labelledby="exhibition-registrations-title"
      >
        {heading}
        <RegistrationList scope="own" highlight={highlight} />
      </section>
    );
  }
  return (
    <section className="exhibition-registrations" aria-labelledby="exhibition-registrations-title">
      {heading}
      <Tabs
        defaultActiveKey={reviews ? 'review' : 'manage'}
        destroyOnHidden
        items={[
          ...(reviews
            ? [
                {
                  key: 'review',
                  label: t('tabs.review'),
                  children: <RegistrationList scope="review" highlight={highlight} />,
                },
              ]
            : []),
          ...(manages
            ? [{ key: 'manage', label: t('tabs.manage'), children: <ExhibitionManager /> }]
            : []),
          {
            key: 'own',
            label: t('tabs.own'),
            children: <RegistrationList scope="own" highlight={highlight} />,
          },
        ]}
      />
    </section>
  );
}

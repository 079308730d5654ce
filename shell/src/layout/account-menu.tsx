import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BADGED_CORPORATE_LABELS, isMainAccount, type UserInfo } from '@portal/contracts';
import { displayName, navigate, useSession } from '@portal/session';
import { AntdProviders } from '@portal/ui';
import { logoutWithConfirmation } from '../session/logout';
import { workEntries } from './my-work';

function statusLine(user: UserInfo, t: (key: string) => string) {
  if (user.status === 1)
    return (
      <span className="account-status account-status--review">{t('account.underReview')}</span>
    );
  if (user.status === 3)
    return (
      <span className="account-status account-status--failed">{t('account.reviewFailed')}</span>
    );
  return (
    <span className="account-status">
      <span className="account-company">{user.comName}</span>
      {BADGED_CORPORATE_LABELS.includes(user.corporateLabel) && (
        <span className="corporate-badge" title={t('account.corporateBadge')}>
          {t('account.corporateBadge')}
        </span>
      )}
    </span>
  );
}

/** The account drop-down of spec §2, for every account and verification state. */
export default function AccountMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const main = isMainAccount(user);
  const avatar = (main ? user.logo : user.touxiang) ?? undefined;
  // Labelled by the route's own title, so the menu and the page heading always agree.
  const routeEntry = (path: string) => ({ key: path, label: t(`route.${path.slice(1)}`) });
  const name = displayName(user);
  const permissions = useSession((state) => state.permissions);
  const work = workEntries(permissions).map((entry) => ({
    key: entry.to,
    label: t(entry.label),
  }));
  const items: MenuProps['items'] = [
    ...work,
    { type: 'divider' as const },
    ...(user.status === 0 && main
      ? [{ key: '/companyInfo#certify', label: t('account.certify') }]
      : []),
    { key: main ? '/companyInfo' : '/userInfo', label: t('account.settings') },
    ...(main ? ['/staffList'] : []).map(routeEntry),
    ...['/memberCenter', '/favorites', '/history', '/feedbackIndex'].map(routeEntry),
    { key: '/changePassword', label: t('account.changePassword') },
    { type: 'divider' as const },
    { key: 'logout', label: t('account.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === 'logout') void logoutWithConfirmation();
    else navigate(key.replace('#certify', ''));
  };
  return (
    <AntdProviders>
      {/* autoFocus moves focus into the opened menu, where the arrow keys walk its entries;
          Escape closes it and gives focus back to the trigger instead of leaving it nowhere. */}
      <Dropdown
        menu={{
          items,
          onClick,
          onKeyDown: (event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            trigger.current?.focus();
          },
        }}
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        autoFocus
      >
        <button
          ref={trigger}
          type="button"
          className="account-trigger"
          data-testid="account-menu"
          aria-haspopup="menu"
          aria-expanded={open}
        >
          <Badge dot={user.status === 0 && main}>
            <Avatar size={32} src={avatar}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
          </Badge>
          <span className="account-text">
            <span className="account-name">{name}</span>
            {statusLine(user, t)}
          </span>
        </button>
      </Dropdown>
    </AntdProviders>
  );
}

import { useEffect, useState } from 'react';
import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { realtime, type SystemNotification } from '@portal/realtime';
import { navigate, sessionStore } from '@portal/session';
import { LoadMoreBar } from '../../common/components/load-more-bar';
import { usePagedLoader } from '../../common/components/use-paged-loader';
import { fetchNotifications } from '../api/fetch-notifications';
import { markNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from './notification-target';
import { VISUALLY_HIDDEN } from '@portal/ui';

function mergeById(
  current: SystemNotification[],
  incoming: SystemNotification[],
): SystemNotification[] {
  const known = new Set(current.map((notification) => notification.id));
  const merged = [...current, ...incoming.filter((notification) => !known.has(notification.id))];
  return merged.sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

/** Lowers the system badge by one (spec §4), without waiting for the server's next push. */
function lowerSystemUnread() {
  const { unread, setUnread } = sessionStore.getState();
  setUnread({ system: Math.max(0, unread.system - 1) });
}

/** The system-notification feed: newest first, paged 30; opening one marks it read. */
export function NotificationPane({ userId }: { userId: number }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const [items, setItems] = useState<SystemNotification[]>([]);
  const { loadState, loadMore } = usePagedLoader(
    userId,
    LIMITS.systemNoticePageSize,
    fetchNotifications,
    (rows, pageNum) => setItems((current) => mergeById(pageNum === 1 ? [] : current, rows)),
  );

  useEffect(
    () =>
      realtime.on('notification', (notification) =>
        setItems((current) => mergeById(current, [notification])),
      ),
    [],
  );

  async function open(notification: SystemNotification) {
    const target = notificationTarget(notification);
    // Opened inside the click, before any await, so the browser does not block the new window.
    if (target?.newWindow) window.open(target.path, '_blank', 'noopener');
    if (!notification.haveRead) {
      try {
        await markNotificationRead(notification.id);
        setItems((current) =>
          current.map((item) => (item.id === notification.id ? { ...item, haveRead: true } : item)),
        );
        lowerSystemUnread();
      } catch {
        // Shown by the client; the notification stays unread.
      }
    }
    if (target && !target.newWindow) navigate(target.path);
  }

  return (
    <section className="chat-pane" aria-label={t('notifications.title')}>
      <header className="chat-pane__header">
        <Typography.Title level={2} className="chat-pane__title">
          {t('notifications.title')}
        </Typography.Title>
      </header>
      <div className="notification-feed">
        {items.length === 0 && loadState === 'nomore' && (
          <Empty description={t('notifications.empty')} />
        )}
        <ul className="notification-list">
          {items.map((notification) => (
            <li
              key={notification.id}
              data-testid="notification"
              className={notification.haveRead ? undefined : 'notification--unread'}
            >
              <Button
                type="text"
                className="notification"
                onClick={() => void open(notification)}
                aria-label={notification.messageTitle}
              >
                <span className="notification__title">
                  {!notification.haveRead && (
                    <>
                      <span className="notification__unread-dot" aria-hidden="true" />
                      <span className={VISUALLY_HIDDEN}>{t('notifications.unread')}</span>
                    </>
                  )}
                  <Typography.Text strong={!notification.haveRead}>
                    {notification.messageTitle}
                  </Typography.Text>
                </span>
                {notification.messageBrief && (
                  <Typography.Text type="secondary" className="notification__brief">
                    {notification.messageBrief}
                  </Typography.Text>
                )}
                <Typography.Text type="secondary" className="notification__time">
                  {format.dateTime(notification.createTime)}
                </Typography.Text>
              </Button>
            </li>
          ))}
        </ul>
        {!(loadState === 'nomore' && items.length === 0) && (
          <LoadMoreBar
            state={loadState}
            onLoadMore={loadMore}
            labels={{
              loading: t('notifications.loading'),
              loadMore: t('notifications.loadMore'),
              noMore: t('notifications.noMore'),
            }}
          />
        )}
      </div>
    </section>
  );
}

import { BellOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { Badge, Button, Input, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import type { Conversation } from '../api/conversation';
import { ContactAvatar } from './contact-avatar';
import { contactImage, contactName } from './contact-name';
import { messagePreview } from './message-preview';

export type Selection = { kind: 'system' } | { kind: 'chat'; peerId: number } | null;

function matches(conversation: Conversation, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [conversation.name, conversation.comName].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

function ClearAllIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" />
    </svg>
  );
}

/**
 * The left list of the message centre (spec §2): search by contact or company name, the
 * clear-all-unread icon with the total, the fixed system entry, then the conversations.
 */
export function ConversationList({
  conversations,
  status,
  selection,
  systemUnread,
  totalUnread,
  onSelect,
  onClearAll,
  onRetry,
}: {
  conversations: Conversation[];
  status: 'loading' | 'failed' | 'ready';
  selection: Selection;
  systemUnread: number;
  totalUnread: number;
  onSelect: (selection: Selection) => void;
  onClearAll: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => conversations.filter((conversation) => matches(conversation, query)),
    [conversations, query],
  );

  return (
    <nav className="conversation-list" aria-label={t('page.title')}>
      <div className="conversation-list__tools">
        <Input.Search
          allowClear
          maxLength={LIMITS.searchMaxLength}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="conversation-list__summary">
          <Typography.Text type="secondary" data-testid="total-unread">
            {t('list.totalUnread', { count: totalUnread })}
          </Typography.Text>
          <Tooltip title={t('list.clearUnread')}>
            <Button
              type="text"
              size="small"
              icon={<ClearAllIcon />}
              aria-label={t('list.clearUnread')}
              disabled={totalUnread === 0}
              onClick={onClearAll}
            />
          </Tooltip>
        </div>
      </div>
      <ul className="conversation-list__items">
        <li>
          <button
            type="button"
            className={`conversation${selection?.kind === 'system' ? ' conversation--active' : ''}`}
            aria-current={selection?.kind === 'system' ? 'true' : undefined}
            data-testid="system-entry"
            onClick={() => onSelect({ kind: 'system' })}
          >
            <Badge count={systemUnread} overflowCount={LIMITS.badgeMax} size="small">
              <span className="conversation__system-icon" aria-hidden="true">
                <BellOutlined />
              </span>
            </Badge>
            <span className="conversation__text">
              <span className="conversation__name">{t('list.system')}</span>
            </span>
          </button>
        </li>
        {shown.map((conversation) => {
          const name = contactName(conversation);
          const active = selection?.kind === 'chat' && selection.peerId === conversation.userId;
          return (
            <li key={conversation.userId}>
              <button
                type="button"
                className={`conversation${active ? ' conversation--active' : ''}`}
                aria-current={active ? 'true' : undefined}
                data-testid="conversation"
                data-peer-id={conversation.userId}
                onClick={() => onSelect({ kind: 'chat', peerId: conversation.userId })}
              >
                <Badge
                  count={conversation.unreadCount}
                  overflowCount={LIMITS.badgeMax}
                  size="small"
                >
                  <ContactAvatar image={contactImage(conversation)} name={name} />
                </Badge>
                <span className="conversation__text">
                  <span className="conversation__name">
                    {name}
                    {conversation.comName && conversation.comName !== name && (
                      <Typography.Text type="secondary" className="conversation__company">
                        {conversation.comName}
                      </Typography.Text>
                    )}
                  </span>
                  <Typography.Text type="secondary" ellipsis className="conversation__preview">
                    {messagePreview(conversation.lastMessage, t)}
                  </Typography.Text>
                </span>
                {conversation.lastMessage && (
                  <Typography.Text type="secondary" className="conversation__time">
                    {format.shortDateTime(conversation.lastMessage.createTime)}
                  </Typography.Text>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {status === 'loading' && (
        <Typography.Text type="secondary" role="status" className="conversation-list__note">
          {t('chat.loading')}
        </Typography.Text>
      )}
      {status === 'failed' && (
        <div className="conversation-list__note">
          <Typography.Text type="secondary">{t('list.loadFailed')}</Typography.Text>{' '}
          <Button type="link" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </div>
      )}
      {status === 'ready' && shown.length === 0 && (
        <Typography.Text type="secondary" className="conversation-list__note">
          {conversations.length === 0 ? t('list.empty') : t('list.noMatch')}
        </Typography.Text>
      )}
    </nav>
  );
}

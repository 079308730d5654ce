import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Language } from '@portal/contracts';
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

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6V11c0-3.1-1.6-5.6-4.5-6.3V4a1.5 1.5 0 0 0-3 0v.7C7.6 5.4 6 7.9 6 11v5l-2 2v1h16v-1z" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" fill="currentColor">
      <path d="M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z" />
    </svg>
  );
}

/** An unread count on an avatar; nothing at zero, "99+" above the cap (spec §4). */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" data-testid="unread-badge">
      {count > LIMITS.badgeMax ? `${LIMITS.badgeMax}+` : count}
    </span>
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
  const { t, i18n } = useTranslation('chat');
  const format = useFormat();
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => conversations.filter((conversation) => matches(conversation, query)),
    [conversations, query],
  );

  return (
    <nav className="conversation-list" aria-label={t('page.title')}>
      <div className="conversation-list__tools">
        {/* A native search field: the list's first paint needs no antd (docs/performance.md). */}
        <span className="conversation-search">
          <SearchIcon />
          <input
            type="search"
            className="conversation-search__input"
            maxLength={LIMITS.searchMaxLength}
            placeholder={t('list.search')}
            aria-label={t('list.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query && (
            <button
              type="button"
              className="conversation-search__clear"
              aria-label={t('list.clearSearch')}
              title={t('list.clearSearch')}
              onClick={() => setQuery('')}
            >
              ×
            </button>
          )}
        </span>
        <div className="conversation-list__summary">
          <span className="chat-secondary" data-testid="total-unread">
            {t('list.totalUnread', { count: totalUnread })}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label={t('list.clearUnread')}
            title={t('list.clearUnread')}
            disabled={totalUnread === 0}
            onClick={onClearAll}
          >
            <ClearAllIcon />
          </button>
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
            <span className="conversation__figure">
              <span className="conversation__system-icon" aria-hidden="true">
                <BellIcon />
              </span>
              <UnreadBadge count={systemUnread} />
            </span>
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
                <span className="conversation__figure">
                  <ContactAvatar image={contactImage(conversation)} name={name} />
                  <UnreadBadge count={conversation.unreadCount} />
                </span>
                <span className="conversation__text">
                  <span className="conversation__name">
                    {name}
                    {conversation.comName && conversation.comName !== name && (
                      <span className="chat-secondary conversation__company">
                        {conversation.comName}
                      </span>
                    )}
                  </span>
                  <span className="chat-secondary conversation__preview">
                    {messagePreview(
                      conversation.lastMessage,
                      t,
                      (i18n.resolvedLanguage ?? i18n.language) as Language,
                    )}
                  </span>
                </span>
                {conversation.lastMessage && (
                  <span className="chat-secondary conversation__time">
                    {format.shortDateTime(conversation.lastMessage.createTime)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {status === 'loading' && (
        <span role="status" className="chat-secondary conversation-list__note">
          {t('chat.loading')}
        </span>
      )}
      {status === 'failed' && (
        <div className="conversation-list__note">
          <span className="chat-secondary">{t('list.loadFailed')}</span>{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {t('list.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && shown.length === 0 && (
        <span className="chat-secondary conversation-list__note">
          {conversations.length === 0 ? t('list.empty') : t('list.noMatch')}
        </span>
      )}
    </nav>
  );
}

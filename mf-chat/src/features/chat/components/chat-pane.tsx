import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Typography } from 'antd';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { STORAGE_DISABLED_CODE, SUCCESS_CODES } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { notify } from '@portal/ui';
import { LoadMoreBar } from '../../common/components/load-more-bar';
import type { Conversation } from '../../conversations/api/conversation';
import { fetchContact } from '../../conversations/api/fetch-contact';
import { fetchTranslationEnabled } from '../api/translate-chat-message';
import { ContactAvatar } from '../../conversations/components/contact-avatar';
import { contactImage, contactName } from '../../conversations/components/contact-name';
import { Composer } from './composer';
import { dayKey, dayLabel } from './day-label';
import { MessageBubble } from './message-bubble';
import { useChatHistory, type SendFailure } from './use-chat-history';
import { usePresence } from './use-presence';

const StorageDisabledAlert = lazy(() =>
  import('./storage-disabled-alert').then((module) => ({ default: module.StorageDisabledAlert })),
);

/** How often the recall action is re-evaluated: it disappears once the 2 minutes are over. */
const CLOCK_TICK_MS = 15_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The private chat with one member (spec §2): contact and presence, history, tools. */
export function ChatPane({
  me,
  peerId,
  contact: listed,
  onActivity,
}: {
  me: number;
  peerId: number;
  /** Null for someone not yet in the conversation list (a first contact). */
  contact: Conversation | null;
  onActivity: () => void;
}) {
  const { t } = useTranslation('chat');
  const { language } = useFormat();
  // A first contact ("contact this company") is not in the list yet: its card is asked for.
  const { data: card } = useSWR(listed ? null : ['chat/contact', peerId], () =>
    fetchContact(peerId),
  );
  const contact = listed ?? card ?? null;
  const { data: translatable = false } = useSWR('translation/status', fetchTranslationEnabled);
  const [storageDisabled, setStorageDisabled] = useState(false);
  const online = usePresence(peerId);
  const now = useNow();
  const history = useRef<HTMLDivElement>(null);

  const showStorageDisabled = useCallback(() => setStorageDisabled(true), []);
  const hideStorageDisabled = useCallback(() => setStorageDisabled(false), []);

  const onSendFailure = useCallback(
    ({ code, msg }: SendFailure) => {
      if (code === STORAGE_DISABLED_CODE) showStorageDisabled();
      else if (msg) notify('error', msg);
    },
    [showStorageDisabled],
  );

  const { entries, loadState, loadMore, send, resend, recall } = useChatHistory({
    me,
    peerId,
    onSendFailure,
    onActivity,
  });

  // New messages at the bottom scroll into view; older pages above keep what was on screen.
  const lastMessageId = entries.at(-1)?.message.messageId;
  const previous = useRef({ lastMessageId, height: 0 });
  useLayoutEffect(() => {
    const element = history.current;
    if (!element) return;
    if (previous.current.lastMessageId !== lastMessageId) element.scrollTop = element.scrollHeight;
    else element.scrollTop += element.scrollHeight - previous.current.height;
    previous.current = { lastMessageId, height: element.scrollHeight };
  }, [entries, lastMessageId]);

  async function recallMessage(messageId: string) {
    const answer = await recall(messageId);
    if (!SUCCESS_CODES.includes(answer.code)) notify('error', answer.msg || t('chat.failed'));
  }

  const name = contact ? contactName(contact) : t('chat.newContact');
  const today = new Date(now);

  return (
    <section className="chat-pane" aria-label={name}>
      {storageDisabled && (
        <Suspense fallback={null}>
          <StorageDisabledAlert onClosed={hideStorageDisabled} />
        </Suspense>
      )}
      <header className="chat-pane__header">
        <ContactAvatar image={contact ? contactImage(contact) : null} name={name} />
        <div className="chat-pane__contact">
          <Typography.Title level={2} className="chat-pane__title">
            {name}
          </Typography.Title>
          {contact?.comName && contact.comName !== name && (
            <Typography.Text type="secondary">{contact.comName}</Typography.Text>
          )}
        </div>
        <span className="presence" data-testid="presence">
          <span
            className={`presence__dot${online ? ' presence__dot--online' : ''}`}
            aria-hidden="true"
          />
          {online ? t('chat.online') : t('chat.offline')}
        </span>
      </header>
      <div
        ref={history}
        className="chat-history"
        role="log"
        aria-label={t('chat.messages')}
        aria-live="polite"
      >
        <LoadMoreBar
          state={loadState}
          onLoadMore={loadMore}
          labels={{
            loading: t('chat.loading'),
            loadMore: t('chat.loadMore'),
            noMore: t('chat.noMore'),
          }}
        />
        {entries.map((entry, index) => {
          const moment = new Date(entry.message.createTime);
          const before = entries[index - 1];
          const newDay = !before || dayKey(new Date(before.message.createTime)) !== dayKey(moment);
          return (
            <Fragment key={entry.message.messageId}>
              {newDay && (
                <div className="chat-day" role="separator" data-testid="day-separator">
                  {dayLabel(
                    moment,
                    today,
                    { today: t('chat.today'), yesterday: t('chat.yesterday') },
                    language,
                  )}
                </div>
              )}
              <MessageBubble
                entry={entry}
                me={me}
                now={now}
                onResend={resend}
                onRecall={(messageId) => void recallMessage(messageId)}
                translatable={translatable}
              />
            </Fragment>
          );
        })}
      </div>
      <Composer
        onSendText={(text) => send('text', { text })}
        onSendFiles={(fileList) => send('customFile', { fileList })}
        onSendOrder={(order) => send('order', order)}
        onStorageDisabled={showStorageDisabled}
      />
    </section>
  );
}

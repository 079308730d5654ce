import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { realtime, startRealtime } from '@portal/realtime';
import { sessionStore, useSession } from '@portal/session';
import { AppLink, notify, type RemoteScreenProps } from '@portal/ui';
import { LoadingState } from '../../common/components/query-state';
import { fetchConversations } from '../../conversations/api/fetch-conversations';
import { markConversationRead } from '../../conversations/api/mark-conversation-read';
import { ConversationList, type Selection } from '../../conversations/components/conversation-list';
import { markAllNotificationsRead } from '../../notifications/api/mark-all-notifications-read';
import { fetchUnreadCounts } from '../api/fetch-unread-counts';
import './messages-page.css';

const loadPanes = () => import('../components/panes');
const ChatPane = lazy(() => loadPanes().then((panes) => ({ default: panes.ChatPane })));
const NotificationPane = lazy(() =>
  loadPanes().then((panes) => ({ default: panes.NotificationPane })),
);

/** Fetches the panes' code while the browser is idle, so opening a conversation does not wait. */
function usePanesPreload() {
  useEffect(() => {
    // A failed preload stays silent: opening a pane asks again.
    const preload = () => void loadPanes().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 0);
    return () => clearTimeout(timer);
  }, []);
}

/** `?to=<memberId>` ("contact this company") opens the conversation with that member. */
function requestedPeer(search: string): number | null {
  const to = Number(new URLSearchParams(search).get('to'));
  return Number.isInteger(to) && to > 0 ? to : null;
}

/** What `?to=` opens; nothing when it names the viewer (spec §5: no chat with oneself). */
function selectionFor(search: string, me: number): Selection {
  const peer = requestedPeer(search);
  return peer === null || peer === me ? null : { kind: 'chat', peerId: peer };
}

function MessageCentre({ me, search }: { me: number; search: string }) {
  const { t } = useTranslation('chat');
  const unread = useSession((state) => state.unread);
  const [selection, setSelection] = useState<Selection>(() => selectionFor(search, me));
  // Phones show the list or the open thread; "back" returns to the list, the thread kept.
  const [threadShown, setThreadShown] = useState(true);
  const centre = useRef<HTMLDivElement>(null);
  // A new `?to=` (another "contact this company") opens that conversation.
  const [openedFor, setOpenedFor] = useState(search);
  if (search !== openedFor) {
    setOpenedFor(search);
    const requested = selectionFor(search, me);
    if (requested) {
      setSelection(requested);
      setThreadShown(true);
    }
  }
  const { data, error, isLoading, mutate } = useSWR('chat/conversations', () =>
    fetchConversations(),
  );
  const conversations = data ?? [];
  const refreshList = useCallback(() => void mutate(), [mutate]);
  usePanesPreload();

  // What the list shows is known: after a reconnect the socket asks only for what came later.
  useEffect(() => {
    realtime.noteSeen(
      (data ?? []).map((row) => ({ conversationId: row.conversationId, seq: row.lastSeq })),
    );
  }, [data]);

  useEffect(() => {
    if (requestedPeer(search) === me) notify('warning', t('page.noSelf'));
  }, [me, search, t]);

  // Previews, unread badges and new conversations follow the socket (and catch up after it
  // reconnects).
  useEffect(() => {
    const offs = [
      realtime.on('message', refreshList),
      realtime.on('unread', refreshList),
      realtime.on('recalled', refreshList),
      realtime.on('connection', refreshList),
    ];
    return () => offs.forEach((off) => off());
  }, [refreshList]);

  async function clearAllUnread() {
    try {
      await Promise.all([
        ...conversations
          .filter((conversation) => conversation.unreadCount > 0)
          .map((conversation) => markConversationRead(conversation.userId)),
        ...(unread.system > 0 ? [markAllNotificationsRead()] : []),
      ]);
      notify('success', t('list.clearUnreadDone'));
    } catch {
      // Shown by the client; whatever did succeed is reflected below.
    }
    sessionStore.getState().setUnread(await fetchUnreadCounts().catch(() => unread));
    refreshList();
  }

  const peerId = selection?.kind === 'chat' ? selection.peerId : null;
  return (
    <div
      ref={centre}
      className={`message-centre${selection !== null && threadShown ? ' message-centre--open' : ''}`}
    >
      <ConversationList
        conversations={conversations}
        status={isLoading ? 'loading' : error ? 'failed' : 'ready'}
        selection={selection}
        systemUnread={unread.system}
        totalUnread={unread.system + unread.chat}
        onSelect={(next) => {
          setSelection(next);
          setThreadShown(true);
        }}
        onClearAll={() => void clearAllUnread()}
        onRetry={refreshList}
      />
      <div className="message-centre__thread">
        {selection !== null && (
          // Phones show the list or the thread, not both: this leads back to the list.
          <button
            type="button"
            className="message-centre__back link-button"
            onClick={() => {
              setThreadShown(false);
              // Back where the user left: the conversation just read, in the list again.
              requestAnimationFrame(() =>
                centre.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus(),
              );
            }}
          >
            <span aria-hidden="true">‹ </span>
            {t('page.back')}
          </button>
        )}
        <Suspense
          fallback={
            <div className="chat-pane chat-pane--empty">
              <LoadingState text={t('chat.loading')} />
            </div>
          }
        >
          {selection?.kind === 'system' && <NotificationPane userId={me} />}
          {peerId !== null && (
            <ChatPane
              key={peerId}
              me={me}
              peerId={peerId}
              contact={conversations.find((conversation) => conversation.userId === peerId) ?? null}
              onActivity={refreshList}
            />
          )}
        </Suspense>
        {selection === null && (
          <div className="chat-pane chat-pane--empty">
            <span className="chat-secondary">{t('page.pick')}</span>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The message centre (spec §2): conversations and the system feed left, the open one right; on a
 * phone the list alone, and an opened conversation over the whole screen with a way back.
 */
export function MessagesPage({ search }: RemoteScreenProps) {
  const { t } = useTranslation('chat');
  const signedIn = useSession((state) => state.token !== null);
  const user = useSession((state) => state.user);

  // Idempotent: in the shell the socket is already up; the standalone harness starts it here.
  useEffect(() => startRealtime(), []);

  if (!signedIn)
    return (
      <section className="chat-signed-out">
        <p className="chat-signed-out__title">{t('page.signedOut')}</p>
        <AppLink to={`/login?redirect=${encodeURIComponent(`/messages${search}`)}`}>
          {t('page.signIn')}
        </AppLink>
      </section>
    );
  if (!user) return <LoadingState text={t('page.loadingAccount')} />;
  return <MessageCentre key={user.id} me={user.id} search={search} />;
}

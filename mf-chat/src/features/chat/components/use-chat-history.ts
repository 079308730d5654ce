import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LIMITS, SUCCESS_CODES } from '@portal/contracts';
import {
  createMessageId,
  realtime,
  type Ack,
  type ChatDraft,
  type ChatMessage,
  type ChatMessageType,
} from '@portal/realtime';
import { usePagedLoader, type LoadState } from '../../common/components/use-paged-loader';
import { markConversationRead } from '../../conversations/api/mark-conversation-read';
import { fetchChatHistory } from '../api/fetch-chat-history';
import { postChatMessage } from '../api/post-chat-message';

/** Spec §4: a message is being sent, was stored (success), or failed (error, resendable). */
export type SendState = 'sending' | 'success' | 'error';

/**
 * A message as the conversation shows it. The server's `status` is always 'success' (stored); a
 * message still on its way has none yet, its entry's `sendState` says where it is.
 */
export type ShownMessage = Omit<ChatMessage, 'status'>;

export interface ChatEntry {
  message: ShownMessage;
  sendState: SendState;
  /** What was sent, kept so a failed message is resent as it was. */
  draft?: ChatDraft;
}

export interface SendFailure {
  code: number;
  msg?: string;
}

/** Spec §3 and the server: only the sender may recall, within 2 minutes. */
export const RECALL_WINDOW_MS = 2 * 60 * 1000;

function isSuccess(answer: Ack<unknown>): boolean {
  return SUCCESS_CODES.includes(answer.code);
}

/** Stored messages by their conversation's sequence; those still on their way come last. */
function inOrder(entries: Iterable<ChatEntry>): ChatEntry[] {
  return [...entries].sort((a, b) => {
    const aSeq = a.message.seq || Number.MAX_SAFE_INTEGER;
    const bSeq = b.message.seq || Number.MAX_SAFE_INTEGER;
    return aSeq - bSeq || a.message.createTime.localeCompare(b.message.createTime);
  });
}

function pendingMessage(draft: ChatDraft, senderId: number): ShownMessage {
  return {
    id: 0,
    messageId: draft.messageId,
    conversationId: 0,
    seq: 0,
    senderId,
    receiverId: draft.receiverId,
    type: draft.type,
    payload: JSON.stringify(draft.payload),
    haveRead: false,
    recalled: false,
    recalledBy: null,
    createTime: new Date().toISOString(),
  };
}

/**
 * The conversation with one peer: REST history paged 30 (newest page first), merged by message id
 * with what arrives live, read receipts and recalls; sends with resend, recall, and marking the
 * peer's messages read while the conversation is open.
 */
export function useChatHistory({
  me,
  peerId,
  onSendFailure,
  onActivity,
}: {
  me: number;
  peerId: number;
  onSendFailure: (failure: SendFailure) => void;
  /** Something the conversation list previews changed: a send, a receipt, a read. */
  onActivity: () => void;
}): {
  entries: ChatEntry[];
  loadState: LoadState;
  loadMore: () => void;
  send: (type: ChatMessageType, payload: object) => void;
  resend: (messageId: string) => void;
  recall: (messageId: string) => Promise<Ack>;
} {
  const [byId, setById] = useState<Map<string, ChatEntry>>(new Map());
  const callbacks = useRef({ onSendFailure, onActivity });
  useLayoutEffect(() => {
    callbacks.current = { onSendFailure, onActivity };
  });

  const upsert = useCallback((changes: ChatEntry[]) => {
    setById((current) => {
      const next = new Map(current);
      for (const entry of changes) {
        const known = next.get(entry.message.messageId);
        next.set(entry.message.messageId, { ...known, ...entry });
      }
      return next;
    });
  }, []);

  const update = useCallback(
    (messageIds: readonly string[], change: (message: ShownMessage) => ShownMessage) => {
      setById((current) => {
        const next = new Map(current);
        for (const messageId of messageIds) {
          const entry = next.get(messageId);
          if (entry) next.set(messageId, { ...entry, message: change(entry.message) });
        }
        return next;
      });
    },
    [],
  );

  const readPeer = useCallback(async () => {
    const answer = realtime.isConnected() ? await realtime.markRead(peerId) : null;
    // Without the socket, REST does the same (the client shows a failure; the badge then stays).
    if (!answer || !isSuccess(answer)) await markConversationRead(peerId).catch(() => undefined);
    callbacks.current.onActivity();
  }, [peerId]);

  const { loadState, loadMore } = usePagedLoader(
    peerId,
    LIMITS.chatPageSize,
    (pageNum) => fetchChatHistory(peerId, pageNum),
    (rows, pageNum) => {
      realtime.noteSeen(rows);
      if (pageNum === 1) setById(new Map());
      upsert(rows.map((message) => ({ message, sendState: 'success' })));
      const unreadFromPeer = rows.some(
        (message) => message.senderId === peerId && !message.haveRead && !message.recalled,
      );
      if (pageNum === 1 && unreadFromPeer) void readPeer();
    },
  );

  useEffect(() => {
    const belongsHere = (message: Pick<ChatMessage, 'senderId' | 'receiverId'>) =>
      (message.senderId === peerId && message.receiverId === me) ||
      (message.senderId === me && message.receiverId === peerId);
    const offMessage = realtime.on('message', (message) => {
      if (!belongsHere(message)) return;
      upsert([{ message, sendState: 'success' }]);
      if (message.senderId === peerId) void readPeer();
    });
    const offRead = realtime.on('read', ({ messageIds, readerId }) => {
      if (readerId !== peerId) return;
      update(messageIds, (message) => ({ ...message, haveRead: true }));
    });
    const offRecalled = realtime.on('recalled', ({ messageId, recalledBy }) =>
      update([messageId], (message) => ({ ...message, recalled: true, recalledBy })),
    );
    // The resync brings missed messages, not the receipts and recalls made meanwhile: the
    // latest page carries those (docs/realtime.md, reconnecting).
    const offConnection = realtime.on('connection', ({ connected }) => {
      if (!connected) return;
      fetchChatHistory(peerId, 1)
        .then(({ rows }) => upsert(rows.map((message) => ({ message, sendState: 'success' }))))
        .catch(() => undefined);
    });
    return () => {
      offMessage();
      offRead();
      offRecalled();
      offConnection();
    };
  }, [me, peerId, readPeer, update, upsert]);

  const deliver = useCallback(
    async (draft: ChatDraft) => {
      const answer = realtime.isConnected()
        ? await realtime.send(draft)
        : await postChatMessage(draft);
      if (isSuccess(answer) && answer.data) {
        upsert([{ message: answer.data, sendState: 'success', draft }]);
        callbacks.current.onActivity();
        return;
      }
      upsert([{ message: pendingMessage(draft, me), sendState: 'error', draft }]);
      callbacks.current.onSendFailure({ code: answer.code, msg: answer.msg });
    },
    [me, upsert],
  );

  const send = useCallback(
    (type: ChatMessageType, payload: object) => {
      const draft: ChatDraft = { messageId: createMessageId(), receiverId: peerId, type, payload };
      upsert([{ message: pendingMessage(draft, me), sendState: 'sending', draft }]);
      void deliver(draft);
    },
    [deliver, me, peerId, upsert],
  );

  const resend = useCallback(
    (messageId: string) => {
      const draft = byId.get(messageId)?.draft;
      if (!draft) return;
      upsert([{ message: pendingMessage(draft, me), sendState: 'sending', draft }]);
      void deliver(draft);
    },
    [byId, deliver, me, upsert],
  );

  const recall = useCallback(
    async (messageId: string) => {
      const answer = await realtime.recall(messageId);
      if (isSuccess(answer)) {
        update([messageId], (message) => ({ ...message, recalled: true, recalledBy: me }));
        callbacks.current.onActivity();
      }
      return answer;
    },
    [me, update],
  );

  const entries = useMemo(() => inOrder(byId.values()), [byId]);
  return { entries, loadState, loadMore, send, resend, recall };
}

import { Button, Dropdown, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { parsePayload } from '../api/chat-payload';
import { DemandCard } from './demand-card';
import { FileMessage } from './file-message';
import { InquiryCard } from './inquiry-card';
import { MessageTranslation } from './message-translation';
import { OrderCard } from './order-card';
import { RECALL_WINDOW_MS, type ChatEntry } from './use-chat-history';

function Content({ entry, mine }: { entry: ChatEntry; mine: boolean }) {
  const payload = parsePayload(entry.message.type, entry.message.payload);
  switch (payload.type) {
    case 'text':
      return <span className="chat-text">{payload.value.text}</span>;
    case 'customFile':
      return <FileMessage payload={payload.value} />;
    case 'order':
      return <OrderCard order={payload.value} />;
    case 'inquiry':
      return <InquiryCard inquiry={payload.value} />;
    case 'demand':
      // The buyer wrote it: its own demand is in the workbench, the supplier's view is public.
      return <DemandCard card={payload.value} buyer={mine} />;
  }
}

function Status({ entry, onResend }: { entry: ChatEntry; onResend: () => void }) {
  const { t } = useTranslation('chat');
  if (entry.sendState === 'sending')
    return (
      <span className="chat-status" role="status">
        <span className="chat-spinner" aria-hidden="true" /> {t('chat.sending')}
      </span>
    );
  if (entry.sendState === 'error')
    return (
      <span className="chat-status chat-status--error">
        <Typography.Text type="danger">{t('chat.failed')}</Typography.Text>
        <Button type="link" size="small" onClick={onResend}>
          {t('chat.resend')}
        </Button>
      </span>
    );
  return (
    <span className="chat-status" data-testid="read-state">
      {entry.message.haveRead ? t('chat.read') : t('chat.unread')}
    </span>
  );
}

/**
 * One message. Own messages carry their send state or read receipt; a stored own message can be
 * recalled from its context menu within 2 minutes; a recalled one reads as such to both sides.
 * A received text can be translated into the reader's language when the platform offers it.
 */
export function MessageBubble({
  entry,
  me,
  now,
  onResend,
  onRecall,
  translatable = false,
}: {
  entry: ChatEntry;
  me: number;
  now: number;
  /** The platform has a translation service (GET translation/status). */
  translatable?: boolean;
  onResend: (messageId: string) => void;
  onRecall: (messageId: string) => void;
}) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  const { message } = entry;
  const mine = message.senderId === me;
  if (message.recalled)
    return (
      <div className="chat-recalled" data-testid="chat-message" data-recalled="true">
        {message.recalledBy === me ? t('chat.recalledByMe') : t('chat.recalledByPeer')}
      </div>
    );
  const recallable =
    mine &&
    entry.sendState === 'success' &&
    now - new Date(message.createTime).getTime() < RECALL_WINDOW_MS;
  const bubble = (
    <div className="chat-bubble">
      <Content entry={entry} mine={mine} />
    </div>
  );
  const time = format.time(message.createTime);
  return (
    <div
      className={`chat-message${mine ? ' chat-message--mine' : ''}`}
      data-testid="chat-message"
      data-message-id={message.messageId}
    >
      {recallable ? (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: [{ key: 'recall', label: t('chat.recall') }],
            onClick: () => onRecall(message.messageId),
          }}
        >
          {bubble}
        </Dropdown>
      ) : (
        bubble
      )}
      {translatable && !mine && message.type === 'text' && (
        <MessageTranslation messageId={message.id} />
      )}
      <div className="chat-meta">
        <time dateTime={message.createTime}>{time}</time>
        {mine && <Status entry={entry} onResend={() => onResend(message.messageId)} />}
      </div>
    </div>
  );
}

import { PaperClipOutlined, ProfileOutlined } from '@ant-design/icons';
import { lazy, Suspense, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Button, Input, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import {
  CHAT_FILE_EXTENSIONS,
  checkChosenFiles,
  formatKilobytes,
} from '../../files/components/upload-checks';
import { useChatUploads } from '../../files/components/use-chat-uploads';
import { LoadingState } from '../../common/components/query-state';
import { useCoarsePointer } from '../../common/components/use-coarse-pointer';
import type { ChatFile, OrderPayload } from '../api/chat-payload';
import { EmojiPicker } from './emoji-picker';
import { currentLanguage, useFormat } from '@portal/i18n';
import { translateValidation, UPLOAD_MESSAGES } from '@portal/validators';
import { notify } from '@portal/ui';

// The order picker (a modal with its filters, tags and empty states) is fetched when first wanted.
const loadOrderPicker = () => import('../../orders/components/order-picker');
const OrderPicker = lazy(() =>
  loadOrderPicker().then((module) => ({ default: module.OrderPicker })),
);

/** Spec §5 wording when a file in the tray did not upload. */
const UPLOAD_INCOMPLETE = '请检查文件是否全部上传成功！';

/**
 * The chat's tools (spec §2): emoji, files, orders, a textarea of at most 500 characters and a
 * send button. With a keyboard Enter sends and Ctrl+Enter inserts a newline; on a touch screen
 * the return key inserts a newline and the button sends. Blank text is not sent.
 */
export function Composer({
  onSendText,
  onSendFiles,
  onSendOrder,
  onStorageDisabled,
}: {
  onSendText: (text: string) => void;
  onSendFiles: (files: ChatFile[]) => void;
  onSendOrder: (order: OrderPayload) => void;
  onStorageDisabled: () => void;
}) {
  const { t } = useTranslation('chat');
  const { language } = useFormat();
  const touch = useCoarsePointer();
  const [text, setText] = useState('');
  const [picking, setPicking] = useState(false);
  // Mounted from the first opening on, so the modal keeps its closing animation afterwards.
  const [pickerWanted, setPickerWanted] = useState(false);
  const textArea = useRef<TextAreaRef>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { uploads, files, add, remove, clear } = useChatUploads(onStorageDisabled);

  function insert(addition: string) {
    const element = textArea.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + addition + text.slice(end)).slice(
      0,
      LIMITS.chatTextMaxLength,
    );
    setText(next);
    const caret = Math.min(start + addition.length, next.length);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  }

  function sendText() {
    if (!text.trim()) {
      notify('warning', t('composer.blank'));
      return;
    }
    onSendText(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (touch || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey || event.metaKey) {
      event.preventDefault();
      insert('\n');
    } else if (!event.shiftKey) {
      event.preventDefault();
      sendText();
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const problem = checkChosenFiles(chosen, uploads.length);
    if (!problem) add(chosen);
    else if (problem.kind === 'required') notify('error', UPLOAD_MESSAGES.required);
    else if (problem.kind === 'tooMany') notify('error', t('upload.tooMany'));
    else if (problem.kind === 'format') notify('error', UPLOAD_MESSAGES.format);
    else notify('error', t('upload.tooLarge', { name: problem.name }));
  }

  function sendFiles() {
    if (uploads.some((item) => item.state === 'uploading')) {
      notify('warning', UPLOAD_MESSAGES.unfinished);
      return;
    }
    if (uploads.some((item) => item.state === 'failed')) {
      notify('warning', UPLOAD_INCOMPLETE);
      return;
    }
    onSendFiles(files);
    clear();
  }

  return (
    <div className="composer">
      <div className="composer__tools">
        <EmojiPicker onPick={insert} />
        <Button
          type="text"
          aria-label={t('composer.file')}
          title={t('composer.file')}
          onClick={() => fileInput.current?.click()}
          icon={<PaperClipOutlined />}
        />
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={CHAT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          aria-label={t('upload.chooseInput')}
          data-testid="chat-file-input"
          onChange={choose}
        />
        <Button
          type="text"
          aria-label={t('composer.order')}
          title={t('composer.order')}
          onMouseEnter={() => void loadOrderPicker().catch(() => undefined)}
          onFocus={() => void loadOrderPicker().catch(() => undefined)}
          onClick={() => {
            setPickerWanted(true);
            setPicking(true);
          }}
          icon={<ProfileOutlined />}
        />
      </div>
      {uploads.length > 0 && (
        <div className="upload-tray" data-testid="upload-tray">
          <ul>
            {uploads.map((item) => (
              <li key={item.key} className="upload-tray__item">
                <Typography.Text ellipsis className="upload-tray__name">
                  {item.name}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {formatKilobytes(item.size, language)}
                </Typography.Text>
                {item.state === 'failed' ? (
                  <Typography.Text type="danger">
                    {translateValidation(UPLOAD_MESSAGES.failed, currentLanguage())}
                  </Typography.Text>
                ) : (
                  <span className="upload-tray__progress">
                    <progress value={item.percent} max={100} aria-label={item.name} />
                    <span>{Math.round(item.percent)}%</span>
                  </span>
                )}
                <Button
                  type="link"
                  size="small"
                  aria-label={t('upload.remove', { name: item.name })}
                  onClick={() => remove(item.key)}
                >
                  {t('upload.cancel')}
                </Button>
              </li>
            ))}
          </ul>
          <Button type="primary" size="small" onClick={sendFiles}>
            {t('upload.send')}
          </Button>
        </div>
      )}
      <Input.TextArea
        ref={textArea}
        value={text}
        maxLength={LIMITS.chatTextMaxLength}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t(touch ? 'composer.placeholderTouch' : 'composer.placeholder')}
        aria-label={t('composer.label')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="composer__send">
        <Button type="primary" onClick={sendText}>
          {t('composer.send')}
        </Button>
      </div>
      {pickerWanted && (
        <Suspense fallback={<LoadingState text={t('orders.loading')} />}>
          <OrderPicker
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(order) => {
              setPicking(false);
              onSendOrder(order);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

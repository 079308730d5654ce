import { useId, useState } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { ListingText } from '@portal/ui';
import { translateChatMessage, type ChatMessageTranslation } from '../api/translate-chat-message';

type State =
  | { step: 'idle' }
  | { step: 'loading' }
  | { step: 'shown' | 'hidden'; translation: ChatMessageTranslation }
  | { step: 'failed'; message: string };

/**
 * "Translate" under a received text message: the message in the reader's language below the
 * original, marked as a machine translation; asked for once, then shown and hidden on request.
 */
export function MessageTranslation({ messageId }: { messageId: number }) {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<State>({ step: 'idle' });
  const regionId = useId();

  async function translate() {
    setState({ step: 'loading' });
    try {
      setState({ step: 'shown', translation: await translateChatMessage(messageId) });
    } catch (error) {
      setState({
        step: 'failed',
        message: isApiError(error) ? error.msg : t('chat.translateFailed'),
      });
    }
  }

  function toggle() {
    // Not disabled while asking: a disabled button would drop the keyboard focus.
    if (state.step === 'loading') return;
    if (state.step === 'shown') setState({ ...state, step: 'hidden' });
    else if (state.step === 'hidden') setState({ ...state, step: 'shown' });
    else void translate();
  }

  const shown = state.step === 'shown';
  return (
    <>
      {shown && (
        <div
          id={regionId}
          className="chat-translation"
          role="group"
          aria-label={t('chat.translation')}
          data-testid="chat-translation"
        >
          <ListingText textLanguage={state.translation.language} machineTranslated>
            {state.translation.text}
          </ListingText>
        </div>
      )}
      <div className="chat-translate">
        <Button
          type="link"
          size="small"
          aria-busy={state.step === 'loading'}
          aria-expanded={state.step === 'shown' || state.step === 'hidden' ? shown : undefined}
          aria-controls={shown ? regionId : undefined}
          onClick={toggle}
        >
          {state.step === 'loading'
            ? t('chat.translating')
            : shown
              ? t('chat.hideTranslation')
              : t('chat.translate')}
        </Button>
        {state.step === 'failed' && (
          <Typography.Text type="danger" role="alert">
            {state.message}
          </Typography.Text>
        )}
      </div>
    </>
  );
}

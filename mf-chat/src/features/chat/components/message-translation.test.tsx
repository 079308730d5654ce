import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { failure, heldAnswer, mockApi, ok } from '@portal/api-client/testing';
import { translationEndpoints } from '@portal/contracts/endpoints/translation';
import { ChatMessageTranslation } from '@portal/contracts/schemas';
import '../../../app/locales';
import { chatMessage } from '../test-fixtures';
import { MessageBubble } from './message-bubble';

const api = mockApi();
const TRANSLATE = translationEndpoints.chatMessage;

const ME = 1;
const received = chatMessage({
  id: 41,
  senderId: 8,
  receiverId: ME,
  payload: '{"text":"Olá, podem enviar amostras?"}',
});

function renderBubble(message = received, translatable = true) {
  return render(
    <MessageBubble
      entry={{ message, sendState: 'success' }}
      me={ME}
      now={Date.now()}
      onResend={jest.fn()}
      onRecall={jest.fn()}
      translatable={translatable}
    />,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test('a received text shows its translation under the original, marked as machine translation, and hides it again', async () => {
  await act(() => i18n.changeLanguage('zh'));
  api.on(
    TRANSLATE,
    ok(ChatMessageTranslation, {
      id: 41,
      language: 'zh',
      text: '您好，可以寄样品吗？',
      sourceLanguage: 'pt',
    }),
  );
  renderBubble();
  const message = screen.getByTestId('chat-message');
  expect(within(message).getByText('Olá, podem enviar amostras?')).toBeTruthy();

  fireEvent.click(within(message).getByRole('button', { name: '翻译' }));
  const translation = await within(message).findByRole('group', { name: '译文' });
  expect(translation.textContent).toContain('您好，可以寄样品吗？');
  expect(within(translation).getByTestId('listing-machine-translated').textContent).toBe(
    '机器翻译',
  );
  expect(within(translation).getByText('您好，可以寄样品吗？').getAttribute('lang')).toBe(
    'zh-Hans',
  );
  expect(api.requests(TRANSLATE).map((request) => request.params.id)).toEqual(['41']);

  const hide = within(message).getByRole('button', { name: '收起译文' });
  expect(hide.getAttribute('aria-expanded')).toBe('true');
  expect(hide.getAttribute('aria-controls')).toBe(translation.id);
  fireEvent.click(hide);
  expect(within(message).queryByRole('group', { name: '译文' })).toBeNull();
  const show = within(message).getByRole('button', { name: '翻译' });
  expect(show.getAttribute('aria-expanded')).toBe('false');
  // Shown again from what was answered: the service is asked once.
  fireEvent.click(show);
  expect(within(message).getByRole('group', { name: '译文' })).toBeTruthy();
  expect(api.requests(TRANSLATE)).toHaveLength(1);
});

test('while the translation is on its way the button says so, keeps the focus and asks only once', async () => {
  await act(() => i18n.changeLanguage('en'));
  const held = heldAnswer();
  api.on(TRANSLATE, held.answer);
  renderBubble();
  const button = screen.getByRole('button', { name: 'Translate' });
  button.focus();
  fireEvent.click(button);
  const busy = await screen.findByRole('button', { name: 'Translating…' });
  expect(busy.getAttribute('aria-busy')).toBe('true');
  expect(document.activeElement).toBe(busy);
  fireEvent.click(busy);
  await waitFor(() => expect(api.requests(TRANSLATE)).toHaveLength(1));
  held.release(
    ok(ChatMessageTranslation, { id: 41, language: 'en', text: 'Hello', sourceLanguage: 'pt' }),
  );
  expect(await screen.findByRole('button', { name: 'Hide translation' })).toBe(busy);
  expect(api.requests(TRANSLATE)).toHaveLength(1);
});

test('the action speaks the reader’s language, and a failure says why beside the message', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(
    TRANSLATE,
    failure({
      code: 503,
      msg: 'O serviço de tradução está temporariamente indisponível; tente novamente mais tarde',
    }),
  );
  renderBubble(
    chatMessage({ id: 42, senderId: 8, receiverId: ME, payload: '{"text":"样品下周寄出"}' }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Traduzir' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'O serviço de tradução está temporariamente indisponível; tente novamente mais tarde',
  );
  // It may be asked again.
  expect(screen.getByRole('button', { name: 'Traduzir' }).hasAttribute('disabled')).toBe(false);
});

test('no action on own messages, on other kinds of message, or when the platform has no translator', async () => {
  await act(() => i18n.changeLanguage('en'));
  const { unmount } = renderBubble(chatMessage({ senderId: ME, receiverId: 8 }));
  expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  unmount();
  const order = chatMessage({
    type: 'order',
    payload: JSON.stringify({
      id: 7,
      url: '/orderListManage',
      name: 'Chá',
      price: '1.00',
      count: 1,
    }),
  });
  const second = renderBubble(order);
  expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  second.unmount();
  renderBubble(received, false);
  expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
  await waitFor(() => expect(api.requests()).toHaveLength(0));
});

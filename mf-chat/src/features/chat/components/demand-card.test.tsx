import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import type { TFunction } from 'i18next';
import '../../../app/locales';
import { messagePreview } from '../../conversations/components/message-preview';
import { chatMessage } from '../test-fixtures';
import { MessageBubble } from './message-bubble';

const BUYER = 8;
const SUPPLIER = 1;

const payload = {
  demandId: 17,
  title: 'Chá verde Longjing para Lisboa',
  productName: 'Chá verde Longjing',
  quantity: '500',
  unit: 'kg',
  deadline: '2026-12-14',
  quoteId: 40,
  supplierName: '福建安溪茶业有限公司',
  unitPrice: '38.50',
  totalPrice: null,
  quoteQuantity: '500',
  currency: 'EUR',
  deliveryTerms: 'CIF Lisboa',
  validUntil: '2026-12-10',
};

const message = chatMessage({
  messageId: '00000000-0000-4000-8000-000000000017',
  senderId: BUYER,
  receiverId: SUPPLIER,
  type: 'demand',
  payload: JSON.stringify(payload),
  createTime: new Date().toISOString(),
});

function renderBubble(me: number) {
  return render(
    <MessageBubble
      entry={{ message, sendState: 'success' }}
      me={me}
      now={Date.now()}
      onResend={jest.fn()}
      onRecall={jest.fn()}
    />,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test('the supplier sees the demand and its own quote, leading to the public demand page', () => {
  renderBubble(SUPPLIER);
  const card = screen.getByTestId('demand-card');
  for (const part of [
    '采购需求与报价',
    'Chá verde Longjing para Lisboa',
    '需求：500 千克，2026/12/14 截止',
    '福建安溪茶业有限公司 报价：EUR 38.50/千克，数量 500 千克',
    'CIF Lisboa，有效期至 2026/12/10',
  ])
    expect(card.textContent).toContain(part);
  expect(
    within(card)
      .getByRole('link', { name: /查看需求/ })
      .getAttribute('href'),
  ).toBe('/demandInfo?id=17');
});

test('the buyer who opened the chat is led to its own demand with every quote, in Portuguese', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderBubble(BUYER);
  const card = screen.getByTestId('demand-card');
  expect(card.textContent).toContain('Cotação de 福建安溪茶业有限公司: EUR 38,50/kg');
  // days and units the Portuguese way
  expect(card.textContent).toContain('Procura: 500 kg, até 14/12/2026');
  expect(card.textContent).toContain('CIF Lisboa, válida até 10/12/2026');
  expect(
    within(card)
      .getByRole('link', { name: /Ver procura/ })
      .getAttribute('href'),
  ).toBe('/demandDetail?id=17');
});

test('the conversation list previews it by the demand’s title', () => {
  const t = i18n.getFixedT('en', 'chat') as unknown as TFunction<'chat'>;
  expect(messagePreview({ ...message, recalled: false } as never, t)).toBe(
    '[Demand and quote] Chá verde Longjing para Lisboa',
  );
});

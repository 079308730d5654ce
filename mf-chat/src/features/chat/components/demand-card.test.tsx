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
  expect(messagePreview({ ...message, recalled: false } as never, t, 'en')).toBe(
    '[Demand and quote] Chá verde Longjing para Lisboa',
  );
});

const inLanguages = chatMessage({
  ...message,
  payload: JSON.stringify({
    ...payload,
    demandTexts: {
      zh: {
        title: '龙井绿茶，运往里斯本',
        productName: '龙井绿茶',
        textLanguage: 'zh',
        machineTranslated: true,
      },
      pt: {
        title: 'Chá verde Longjing para Lisboa',
        productName: 'Chá verde Longjing',
        textLanguage: 'pt',
        machineTranslated: false,
      },
      en: {
        title: 'Chá verde Longjing para Lisboa',
        productName: 'Chá verde Longjing',
        textLanguage: 'pt',
        machineTranslated: false,
      },
    },
    supplierNames: { pt: 'Anxi Chá de Fujian, Lda.' },
  }),
});

function renderInLanguages(me: number) {
  return render(
    <MessageBubble
      entry={{ message: inLanguages, sendState: 'success' }}
      me={me}
      now={Date.now()}
      onResend={jest.fn()}
      onRecall={jest.fn()}
    />,
  );
}

test('the Chinese supplier reads the Portuguese buyer’s demand in Chinese, marked as machine-translated', () => {
  renderInLanguages(SUPPLIER);
  const card = screen.getByTestId('demand-card');
  const title = card.querySelector('.order-card__name')!;
  expect(title.textContent).toBe('龙井绿茶，运往里斯本 机器翻译');
  expect(title.querySelector('[lang="zh-Hans"]')?.textContent).toBe('龙井绿茶，运往里斯本');
  expect(within(card).getByText('龙井绿茶').getAttribute('lang')).toBe('zh-Hans');
  // No name given in Chinese for the supplier: the registered one.
  expect(card.textContent).toContain('福建安溪茶业有限公司 报价');
});

test('a reader of a language the buyer gave none sees the original, marked; the supplier in theirs', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderInLanguages(BUYER);
  const title = screen.getByTestId('demand-card').querySelector('.order-card__name')!;
  expect(title.textContent).toBe('Chá verde Longjing para Lisboa Original: Português');
  await act(() => i18n.changeLanguage('pt'));
  expect(screen.getByTestId('demand-card').textContent).toContain(
    'Cotação de Anxi Chá de Fujian, Lda.',
  );
});

test('the conversation list previews it by the title in the reader’s language', () => {
  const t = i18n.getFixedT('zh', 'chat') as unknown as TFunction<'chat'>;
  expect(messagePreview({ ...inLanguages, recalled: false } as never, t, 'zh')).toBe(
    '[需求报价] 龙井绿茶，运往里斯本',
  );
});

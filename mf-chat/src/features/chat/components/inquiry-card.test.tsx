import { act, render, screen, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import type { TFunction } from 'i18next';
import '../../../app/locales';
import { messagePreview } from '../../conversations/components/message-preview';
import { chatMessage } from '../test-fixtures';
import { MessageBubble } from './message-bubble';

const payload = {
  productId: 42,
  productName: '普洱熟茶饼 357克',
  image: '/hg/api/product/public/42/media/7',
  hsCode: '090240',
  quantity: '2.5',
  unit: '饼',
  targetPrice: '120.5',
  currency: 'USD',
  destination: '罗安达港',
  text: '请报 FOB 价格',
};

function inquiryMessage(value: object = payload) {
  return chatMessage({
    type: 'inquiry',
    payload: JSON.stringify(value),
    createTime: new Date().toISOString(),
  });
}

function renderBubble(message = inquiryMessage()) {
  return render(
    <MessageBubble
      entry={{ message, sendState: 'success' }}
      me={1}
      now={Date.now()}
      onResend={jest.fn()}
      onRecall={jest.fn()}
    />,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh'));
});

test('an inquiry shows as a product card with the buyer’s figures, linking to the product', async () => {
  await act(() => i18n.changeLanguage('zh'));
  renderBubble();
  const card = screen.getByTestId('inquiry-card');
  const text = card.textContent ?? '';
  for (const part of [
    '询盘',
    '普洱熟茶饼 357克',
    'HS 编码：090240',
    '采购数量：2.5 饼',
    '目标价格：120.50 USD/饼',
    '目的地：罗安达港',
    '请报 FOB 价格',
  ])
    expect(text).toContain(part);
  expect(card.querySelector('img')?.getAttribute('src')).toBe('/hg/api/product/public/42/media/7');
  expect(
    within(card)
      .getByRole('link', { name: /查看产品/ })
      .getAttribute('href'),
  ).toBe('/productDetail?id=42');
});

test.each([
  ['cht', ['詢盤', '採購數量：2.5 餅', '目標價格：120.50 USD/餅', '查看產品']],
  [
    'pt',
    ['Pedido de cotação', 'Quantidade: 2,5 discos', 'Preço-alvo: 120,50 USD/disco', 'Ver produto'],
  ],
  ['en', ['Inquiry', 'Quantity: 2.5 cakes', 'Target price: 120.50 USD/cake', 'View product']],
])('the card speaks %s', async (language, parts) => {
  await act(() => i18n.changeLanguage(language));
  renderBubble();
  const text = screen.getByTestId('inquiry-card').textContent ?? '';
  for (const part of parts) expect(text).toContain(part);
});

test('without a target price, picture or valid product id the card still reads, unlinked', async () => {
  renderBubble(
    inquiryMessage({
      ...payload,
      targetPrice: null,
      currency: null,
      image: 'https://evil.example/x.png',
      productId: 'x',
    }),
  );
  const card = screen.getByTestId('inquiry-card');
  expect(card.textContent).toContain('目标价格：未填写');
  expect(card.querySelector('img')).toBeNull();
  expect(within(card).queryByRole('link')).toBeNull();
});

test('the conversation list previews an inquiry by its product', () => {
  const t = i18n.getFixedT('zh', 'chat') as unknown as TFunction<'chat'>;
  const message = inquiryMessage();
  expect(
    messagePreview(
      {
        payload: message.payload,
        type: 'inquiry',
        createTime: message.createTime,
        read: false,
        senderId: 8,
        recalled: false,
        recalledBy: null,
      },
      t,
      'zh',
    ),
  ).toBe('[询盘] 普洱熟茶饼 357克');
});

const named = {
  ...payload,
  productNames: {
    zh: { name: '普洱熟茶饼 357克', textLanguage: 'zh', machineTranslated: false },
    pt: {
      name: 'Chá Pu-erh maturado, bolo de 357 g',
      textLanguage: 'pt',
      machineTranslated: false,
    },
    en: { name: '普洱熟茶饼 357克', textLanguage: 'zh', machineTranslated: false },
  },
};

test('a Portuguese reader sees the product by its Portuguese name, in its language', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderBubble(inquiryMessage(named));
  const name = screen.getByTestId('inquiry-card').querySelector('.order-card__name')!;
  expect(name.textContent).toBe('Chá Pu-erh maturado, bolo de 357 g');
  expect(name.querySelector('[lang="pt"]')?.textContent).toBe('Chá Pu-erh maturado, bolo de 357 g');
});

test('a reader whose language the seller gave none sees the original, marked with its language', async () => {
  await act(() => i18n.changeLanguage('en'));
  renderBubble(inquiryMessage(named));
  const name = screen.getByTestId('inquiry-card').querySelector('.order-card__name')!;
  expect(name.textContent).toBe('普洱熟茶饼 357克 Original: 简体中文');
});

test('the conversation list previews an inquiry by the product’s name in the reader’s language', () => {
  const t = i18n.getFixedT('pt', 'chat') as unknown as TFunction<'chat'>;
  const message = inquiryMessage(named);
  expect(
    messagePreview(
      {
        payload: message.payload,
        type: 'inquiry',
        createTime: message.createTime,
        read: false,
        senderId: 8,
        recalled: false,
        recalledBy: null,
      },
      t,
      'pt',
    ),
  ).toMatch(/Chá Pu-erh maturado, bolo de 357 g$/);
});

import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { InquiryBody, InquirySent } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus, sessionStore } from '@portal/session';
import '../locales';
import { inquirySent, productDetail } from '../test-fixtures';
import { InquiryButton } from './inquiry-button';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const INQUIRY = productEndpoints.inquiry;
/** The paths and JSON bodies the server received for inquiries, in order. */
const inquiries = () => api.requests(INQUIRY).map(({ path, body }) => ({ path, body }));

const product = productDetail({
  name: '普洱熟茶饼 357克',
  spec: '357g',
  unit: '饼',
  industryType: null,
  receiverId: 7,
});

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

function signIn() {
  sessionStore.getState().login('token-1');
}

async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: '发送询盘' }));
  return screen.findByRole('dialog');
}

test('a guest is sent to sign in and brought back to the product', () => {
  window.history.pushState({}, '', '/productDetail?id=42');
  render(<InquiryButton product={product} />);
  fireEvent.click(screen.getByRole('button', { name: '发送询盘' }));
  expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/productDetail?id=42')}`]);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('validates every field with its message before sending', async () => {
  signIn();
  render(<InquiryButton product={product} />);
  const dialog = await openForm();
  fireEvent.click(within(dialog).getByRole('button', { name: /^发 ?送$/ }));
  expect(await within(dialog).findByText('请输入采购数量')).toBeTruthy();
  expect(within(dialog).getByText('请输入目的地（国家/港口）')).toBeTruthy();
  expect(within(dialog).getByText('请输入询盘内容')).toBeTruthy();

  fireEvent.change(within(dialog).getByLabelText('采购数量'), { target: { value: '0' } });
  fireEvent.change(within(dialog).getByLabelText('目标价格（选填）'), {
    target: { value: '1.234' },
  });
  fireEvent.change(within(dialog).getByLabelText('目的地（国家/港口）'), {
    target: { value: '港'.repeat(101) },
  });
  fireEvent.change(within(dialog).getByLabelText('询盘内容'), {
    target: { value: '询'.repeat(501) },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /^发 ?送$/ }));
  expect(await within(dialog).findByText('采购数量必须大于0，最多3位小数')).toBeTruthy();
  expect(within(dialog).getByText('目标价格格式不正确（最多2位小数）')).toBeTruthy();
  expect(within(dialog).getByText('目的地不能超过100个字符')).toBeTruthy();
  expect(within(dialog).getByText('询盘内容不能超过500个字符')).toBeTruthy();
  expect(api.requests(INQUIRY)).toEqual([]);

  // Each message goes as its field is corrected, before the next send.
  fireEvent.change(within(dialog).getByLabelText('询盘内容'), { target: { value: '请报价' } });
  await waitFor(() => expect(within(dialog).queryByText('询盘内容不能超过500个字符')).toBeNull());
  fireEvent.change(within(dialog).getByLabelText('采购数量'), { target: { value: '20' } });
  await waitFor(() =>
    expect(within(dialog).queryByText('采购数量必须大于0，最多3位小数')).toBeNull(),
  );
});

test('sends the inquiry, shows the server’s refusal, then success with a link to the chat', async () => {
  signIn();
  api.on(
    INQUIRY,
    (_request, call) =>
      call === 0
        ? failure({ code: 400, msg: '不能向本企业的产品发送询盘' })
        : ok(InquirySent, inquirySent),
    { body: InquiryBody },
  );
  render(<InquiryButton product={product} />);
  const dialog = await openForm();
  // The quantity is in the product's unit; the currency defaults to the product's.
  expect(within(dialog).getByText('饼')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('采购数量'), { target: { value: '2.5' } });
  fireEvent.change(within(dialog).getByLabelText('目标价格（选填）'), {
    target: { value: '120.5' },
  });
  fireEvent.change(within(dialog).getByLabelText('目的地（国家/港口）'), {
    target: { value: ' 罗安达港 ' },
  });
  fireEvent.change(within(dialog).getByLabelText('询盘内容'), {
    target: { value: '请报 FOB 价格' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /^发 ?送$/ }));
  expect((await within(dialog).findByRole('alert')).textContent).toContain(
    '不能向本企业的产品发送询盘',
  );
  const sent = {
    path: '/haiguan/api/product/42/inquiry',
    body: {
      quantity: '2.5',
      targetPrice: '120.5',
      currency: 'CNY',
      destination: '罗安达港',
      message: '请报 FOB 价格',
    },
  };
  expect(inquiries()).toEqual([sent]);

  fireEvent.click(within(dialog).getByRole('button', { name: /^发 ?送$/ }));
  const link = await within(dialog).findByRole('link', { name: /查看会话/ });
  expect(link.getAttribute('href')).toBe('/messages?to=7');
  expect(within(dialog).getByText('询盘已发送给供应商')).toBeTruthy();
  await waitFor(() => expect(inquiries()).toEqual([sent, sent]));
});

test('no target price sends no currency', async () => {
  signIn();
  api.on(INQUIRY, ok(InquirySent, inquirySent), { body: InquiryBody });
  render(<InquiryButton product={product} />);
  const dialog = await openForm();
  fireEvent.change(within(dialog).getByLabelText('采购数量'), { target: { value: '10' } });
  fireEvent.change(within(dialog).getByLabelText('目的地（国家/港口）'), {
    target: { value: 'Luanda' },
  });
  fireEvent.change(within(dialog).getByLabelText('询盘内容'), { target: { value: 'CIF?' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /^发 ?送$/ }));
  await waitFor(() =>
    expect(inquiries()).toEqual([
      {
        path: '/haiguan/api/product/42/inquiry',
        body: {
          quantity: '10',
          targetPrice: null,
          currency: null,
          destination: 'Luanda',
          message: 'CIF?',
        },
      },
    ]),
  );
});

test.each([
  ['cht', '發送詢盤', '請輸入採購數量'],
  ['pt', 'Pedir cotação', 'Indique a quantidade'],
  ['en', 'Send inquiry', 'Enter the quantity'],
])('speaks %s', async (language, open, required) => {
  await act(() => i18n.changeLanguage(language));
  signIn();
  render(<InquiryButton product={product} />);
  fireEvent.click(screen.getByRole('button', { name: open }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /^(Send|Enviar|發 ?送)$/ }));
  expect(await within(dialog).findByText(required)).toBeTruthy();
});

test.each([
  ['en', 'Send inquiry', 'cakes', '/ cake'],
  ['pt', 'Pedir cotação', 'discos', '/ disco'],
  ['cht', '發送詢盤', '餅', '/ 餅'],
])(
  'in %s the quantity and the target price name the unit in the reader’s language',
  async (language, open, quantityUnit, priceUnit) => {
    await act(() => i18n.changeLanguage(language));
    signIn();
    render(<InquiryButton product={product} />);
    fireEvent.click(screen.getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(quantityUnit)).toBeTruthy();
    expect(within(dialog).getByText(priceUnit)).toBeTruthy();
    expect(within(dialog).queryByText('饼')).toBeNull();
  },
);

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, file, heldAnswer, mockApi, ok } from '@portal/api-client/testing';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import {
  DemandCreated,
  DemandQuoteBody,
  DemandQuoteQuota,
  MyDemandQuote,
  Nullable,
  UploadedFile,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus, sessionStore } from '@portal/session';
import type { MyQuote } from '../api/demand';
import { QuotePanel } from './quote-panel';
import { today } from './quote-rules';
import { coffeeDemand as demand, myQuote as quote, specSheet as sheet } from '../test-fixtures';
import { blobText, renderScreen } from '@portal/ui/testing';

const api = mockApi();
const MY_QUOTE = demandEndpoints.myQuote;
const QUOTA = demandEndpoints.quoteQuota;
const SEND_QUOTE = demandEndpoints.sendQuote;
const REVISE_QUOTE = demandEndpoints.reviseQuote;
const UPLOAD = 'POST /haiguan/api/upload';
const FILE = 'GET /haiguan/api/files/:id';

/** The company's quote on the demand, or null before it quoted. */
const myQuoteIs = (value: MyQuote | null) => ok(Nullable(MyDemandQuote), value);
/** `myQuote` answers `before` until a quote was sent or revised, `after` from then on. */
function serveMyQuote(before: MyQuote | null, after: MyQuote) {
  api.on(MY_QUOTE, () =>
    myQuoteIs(
      api.requests(SEND_QUOTE).length + api.requests(REVISE_QUOTE).length === 0 ? before : after,
    ),
  );
}

/** antd's validation and re-renders are slow in jsdom on a busy machine (as in mf-member's tests). */
const SLOW = { timeout: 10_000 };

const pngFile = (name: string) => new File(['png'], name, { type: 'image/png' });

const panel = (value = demand) => <QuotePanel demand={value} />;

let navigations: string[] = [];
let notices: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
const onNotify = ({ content }: { content: string }) => notices.push(content);
beforeEach(() => {
  navigations = [];
  notices = [];
  bus.on('navigate', onNavigate);
  bus.on('notify', onNotify as never);
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  bus.off('notify', onNotify as never);
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

test.each([
  ['zh', /^报 ?价$/, '请先登录再发起报价！'],
  ['cht', /^報 ?價$/, '請先登錄再發起報價！'],
  ['pt', 'Cotar', 'Inicie sessão antes de enviar uma cotação!'],
  ['en', 'Quote', 'Please sign in before quoting!'],
])(
  'a guest pressing quote (%s) is told to sign in and sent there',
  async (language, button, text) => {
    await act(() => i18n.changeLanguage(language));
    window.history.pushState({}, '', '/demandInfo?id=5');
    renderScreen(panel());
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(notices).toEqual([text]);
    expect(navigations).toEqual([`/login?redirect=${encodeURIComponent('/demandInfo?id=5')}`]);
  },
);

test('validates the quote before sending, then sends it and shows it', async () => {
  sessionStore.getState().login('token-1');
  serveMyQuote(null, quote);
  api.on(QUOTA, ok(DemandQuoteQuota, { used: 2, quota: 10 }));
  api.on(SEND_QUOTE, ok(DemandCreated, { id: 71 }), { body: DemandQuoteBody });
  renderScreen(panel());
  expect((await screen.findByTestId('quote-quota')).textContent).toBe('本月报价 2/10');
  fireEvent.click(screen.getByRole('button', { name: /^报 ?价$/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: '提交报价' }));
  expect(await within(dialog).findByText('请输入价格', {}, SLOW)).toBeTruthy();
  expect(within(dialog).getByText('请输入交货条款')).toBeTruthy();
  expect(within(dialog).getByText('请选择交货日期')).toBeTruthy();
  expect(within(dialog).getByText('请选择报价有效期')).toBeTruthy();

  fireEvent.change(within(dialog).getByLabelText('价格'), { target: { value: '3.999' } });
  fireEvent.change(within(dialog).getByLabelText('数量'), { target: { value: '2.5' } });
  fireEvent.change(within(dialog).getByLabelText('交货日期'), { target: { value: '2020-01-01' } });
  expect(await within(dialog).findByText('价格必须大于0，最多2位小数', {}, SLOW)).toBeTruthy();
  expect(await within(dialog).findByText('报价数量须为正整数', {}, SLOW)).toBeTruthy();
  expect(await within(dialog).findByText('有效期不能早于今天', {}, SLOW)).toBeTruthy();
  expect(api.requests(SEND_QUOTE)).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('价格'), { target: { value: '3.9' } });
  fireEvent.change(within(dialog).getByLabelText('数量'), { target: { value: '20000' } });
  fireEvent.change(within(dialog).getByLabelText('交货条款'), {
    target: { value: ' CIF Santos ' },
  });
  fireEvent.change(within(dialog).getByLabelText('交货日期'), { target: { value: '2099-01-15' } });
  fireEvent.change(within(dialog).getByLabelText('报价有效期至'), { target: { value: today() } });
  fireEvent.click(within(dialog).getByRole('button', { name: '提交报价' }));
  await waitFor(
    () =>
      expect(api.requests(SEND_QUOTE).map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: '/haiguan/api/demand/5/quote',
          body: {
            unitPrice: '3.9',
            totalPrice: null,
            quantity: '20000',
            currency: 'USD',
            deliveryTerms: 'CIF Santos',
            deliveryDate: '2099-01-15',
            validUntil: today(),
            message: '',
            attachmentIds: [],
          },
        },
      ]),
    SLOW,
  );
  expect(await screen.findByTestId('your-quote', {}, SLOW)).toBeTruthy();
  expect(notices).toEqual(['报价已提交']);
  expect(screen.getByRole('button', { name: '修改报价（仅一次）' })).toBeTruthy();
});

test('attachments are uploaded with the quote, sent by id, then open from the quote', async () => {
  sessionStore.getState().login('token-1');
  serveMyQuote(null, { ...quote, attachments: [sheet] });
  api.on(QUOTA, ok(DemandQuoteQuota, { used: 2, quota: 10 }));
  api.on(SEND_QUOTE, ok(DemandCreated, { id: 71 }), { body: DemandQuoteBody });
  api.on(
    UPLOAD,
    ok(UploadedFile, {
      id: sheet.fileId,
      name: sheet.name,
      url: sheet.url,
      size: 3,
      fileType: 'image',
    }),
  );
  renderScreen(panel());
  fireEvent.click(await screen.findByRole('button', { name: /^报 ?价$/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('附件')).toBeTruthy();
  expect(within(dialog).getByText(/最多 5 个/)).toBeTruthy();
  const input = within(dialog).getByTestId('quote-attachment-input');
  expect(input.getAttribute('accept')).toBe('.jpg,.jpeg,.png');

  // A PDF is refused in the browser, before any upload.
  fireEvent.change(input, {
    target: { files: [new File(['%PDF'], 'catalogo.pdf', { type: 'application/pdf' })] },
  });
  expect(notices).toEqual(['文件格式不正确，请上传 jpg 或 png']);
  expect(api.requests(UPLOAD)).toEqual([]);

  const append = jest.spyOn(FormData.prototype, 'append');
  fireEvent.change(input, { target: { files: [pngFile('ficha-tecnica.png')] } });
  // While uploading the name shows beside a progress bar; once uploaded, as a link.
  const uploaded = await within(dialog).findByText('ficha-tecnica.png', { selector: 'a' }, SLOW);
  expect(uploaded.getAttribute('href')).toBe('/haiguan/api/files/301');
  expect(api.requests(UPLOAD).map((request) => (request.body as FormData).has('file'))).toEqual([
    true,
  ]);
  // jsdom's File reaches the mock's multipart body only as text: the file is checked where the
  // app puts it into the form.
  expect(append).toHaveBeenCalledWith(
    'file',
    expect.objectContaining({ name: 'ficha-tecnica.png' }),
  );
  append.mockRestore();

  fireEvent.change(within(dialog).getByLabelText('价格'), { target: { value: '3.9' } });
  fireEvent.change(within(dialog).getByLabelText('交货条款'), { target: { value: 'FOB' } });
  fireEvent.change(within(dialog).getByLabelText('交货日期'), { target: { value: '2099-01-15' } });
  fireEvent.change(within(dialog).getByLabelText('报价有效期至'), { target: { value: today() } });
  fireEvent.click(within(dialog).getByRole('button', { name: '提交报价' }));
  await waitFor(
    () =>
      expect(api.requests(SEND_QUOTE).map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: '/haiguan/api/demand/5/quote',
          body: expect.objectContaining({ attachmentIds: [301] }),
        },
      ]),
    SLOW,
  );

  // The supplier's own quote lists it; a click fetches it with the token and opens it.
  const yours = await screen.findByTestId('your-quote', {}, SLOW);
  const link = await within(yours).findByText('ficha-tecnica.png', { selector: 'a' }, SLOW);
  const sheetBytes = 'png';
  api.on(FILE, file(sheetBytes, 'image/png'));
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:ficha');
  Object.assign(URL, { createObjectURL });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  try {
    fireEvent.click(link);
    await waitFor(
      () => expect(open).toHaveBeenCalledWith('blob:ficha', '_blank', 'noopener'),
      SLOW,
    );
    expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/301']);
    // The downloaded bytes are what the new tab opens.
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(await blobText(createObjectURL.mock.calls[0]![0])).toBe(sheetBytes);
  } finally {
    open.mockRestore();
  }
});

test('the one revision starts from the quote; after it none is offered', async () => {
  sessionStore.getState().login('token-1');
  serveMyQuote(
    { ...quote, attachments: [sheet] },
    { ...quote, unitPrice: '3.8', revisionsLeft: 0 },
  );
  api.on(QUOTA, ok(DemandQuoteQuota, { used: 3, quota: 10 }));
  api.on(REVISE_QUOTE, done('报价已修改'), { body: DemandQuoteBody });
  renderScreen(panel());
  fireEvent.click(await screen.findByRole('button', { name: '修改报价（仅一次）' }));
  const dialog = await screen.findByRole('dialog');
  expect((within(dialog).getByLabelText('价格') as HTMLInputElement).value).toBe('3.9');
  fireEvent.change(within(dialog).getByLabelText('价格'), { target: { value: '3.8' } });
  // The revision starts with the quote's attachments; one removed is not sent again.
  expect(within(dialog).getByText('ficha-tecnica.png', { selector: 'a' })).toBeTruthy();
  fireEvent.click(within(dialog).getByLabelText('删除附件 ficha-tecnica.png'));
  expect(within(dialog).queryByText('ficha-tecnica.png')).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: '保存修改' }));
  await waitFor(
    () =>
      expect(api.requests(REVISE_QUOTE).map(({ path, body }) => ({ path, body }))).toEqual([
        {
          path: '/haiguan/api/quote/71',
          body: expect.objectContaining({ unitPrice: '3.8', attachmentIds: [] }),
        },
      ]),
    SLOW,
  );
  expect(await screen.findByText('已修改过，不能再修改', {}, SLOW)).toBeTruthy();
  expect(screen.getByText(/US\$3.80 \/ /)).toBeTruthy();
});

test('another demand never shows, or offers to revise, the quote on the previous one', async () => {
  sessionStore.getState().login('token-1');
  const otherDemand = { ...demand, id: 6 };
  // The company quoted on this demand, not on the other one, whose answer the test holds back.
  const otherQuote = heldAnswer();
  api.on(MY_QUOTE, ({ params }) =>
    Number(params.id) === demand.id ? myQuoteIs(quote) : otherQuote.answer(),
  );
  api.on(QUOTA, ok(DemandQuoteQuota, { used: 2, quota: 10 }));
  const { rerender } = renderScreen(panel());
  expect(await screen.findByTestId('your-quote')).toBeTruthy();
  rerender(panel(otherDemand));
  await waitFor(() =>
    expect(api.requests(MY_QUOTE).map((request) => request.path)).toEqual([
      '/haiguan/api/demand/5/myQuote',
      '/haiguan/api/demand/6/myQuote',
    ]),
  );
  // While the other demand's answer is on its way, nothing of the previous quote is on screen.
  expect(screen.queryByTestId('your-quote')).toBeNull();
  expect(screen.queryByRole('button', { name: '修改报价（仅一次）' })).toBeNull();
  await act(async () => otherQuote.release(myQuoteIs(null)));
  expect(await screen.findByRole('button', { name: /^报 ?价$/ })).toBeTruthy();
  expect(screen.queryByTestId('your-quote')).toBeNull();
  expect(screen.queryByRole('button', { name: '修改报价（仅一次）' })).toBeNull();
});

test('a full monthly quota says so and links to the membership upgrade', async () => {
  sessionStore.getState().login('token-1');
  api.on(MY_QUOTE, myQuoteIs(null));
  api.on(QUOTA, ok(DemandQuoteQuota, { used: 10, quota: 10 }));
  renderScreen(panel());
  expect((await screen.findByTestId('quote-quota')).textContent).toMatch(/本月报价 10\/10/);
  expect(screen.getByRole('link', { name: /升级会员/ }).getAttribute('href')).toBe('/memberCenter');
  expect(screen.getByRole('button', { name: /^报 ?价$/ }).hasAttribute('disabled')).toBe(true);
});

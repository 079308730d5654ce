import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@portal/i18n';
import { bus, sessionStore } from '@portal/session';
import { getMyQuote, getQuoteQuota, reviseQuote, sendQuote } from '../api/demand-public';
import { fetchQuoteFile, uploadQuoteFile } from '../api/quote-files';
import { QuotePanel } from './quote-panel';
import { today } from './quote-rules';
import { coffeeDemand as demand, myQuote as quote, specSheet as sheet } from '../test-fixtures';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/demand-public');
jest.mock('../api/quote-files');

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
  jest.resetAllMocks();
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
  jest.mocked(getMyQuote).mockResolvedValueOnce(null).mockResolvedValue(quote);
  jest.mocked(getQuoteQuota).mockResolvedValue({ used: 2, quota: 10 });
  jest.mocked(sendQuote).mockResolvedValue({ id: 71 });
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
  expect(sendQuote).not.toHaveBeenCalled();

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
      expect(sendQuote).toHaveBeenCalledWith(5, {
        unitPrice: '3.9',
        totalPrice: null,
        quantity: '20000',
        currency: 'USD',
        deliveryTerms: 'CIF Santos',
        deliveryDate: '2099-01-15',
        validUntil: today(),
        message: '',
        attachmentIds: [],
      }),
    SLOW,
  );
  expect(await screen.findByTestId('your-quote', {}, SLOW)).toBeTruthy();
  expect(notices).toEqual(['报价已提交']);
  expect(screen.getByRole('button', { name: '修改报价（仅一次）' })).toBeTruthy();
});

test('attachments are uploaded with the quote, sent by id, then open from the quote', async () => {
  sessionStore.getState().login('token-1');
  jest
    .mocked(getMyQuote)
    .mockResolvedValueOnce(null)
    .mockResolvedValue({ ...quote, attachments: [sheet] });
  jest.mocked(getQuoteQuota).mockResolvedValue({ used: 2, quota: 10 });
  jest.mocked(sendQuote).mockResolvedValue({ id: 71 });
  jest.mocked(uploadQuoteFile).mockResolvedValue(sheet);
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
  expect(uploadQuoteFile).not.toHaveBeenCalled();

  fireEvent.change(input, { target: { files: [pngFile('ficha-tecnica.png')] } });
  // While uploading the name shows beside a progress bar; once uploaded, as a link.
  const uploaded = await within(dialog).findByText('ficha-tecnica.png', { selector: 'a' }, SLOW);
  expect(uploaded.getAttribute('href')).toBe('/haiguan/api/files/301');
  expect(jest.mocked(uploadQuoteFile).mock.calls[0]![0].name).toBe('ficha-tecnica.png');

  fireEvent.change(within(dialog).getByLabelText('价格'), { target: { value: '3.9' } });
  fireEvent.change(within(dialog).getByLabelText('交货条款'), { target: { value: 'FOB' } });
  fireEvent.change(within(dialog).getByLabelText('交货日期'), { target: { value: '2099-01-15' } });
  fireEvent.change(within(dialog).getByLabelText('报价有效期至'), { target: { value: today() } });
  fireEvent.click(within(dialog).getByRole('button', { name: '提交报价' }));
  await waitFor(
    () =>
      expect(sendQuote).toHaveBeenCalledWith(5, expect.objectContaining({ attachmentIds: [301] })),
    SLOW,
  );

  // The supplier's own quote lists it; a click fetches it with the token and opens it.
  const yours = await screen.findByTestId('your-quote', {}, SLOW);
  const link = await within(yours).findByText('ficha-tecnica.png', { selector: 'a' }, SLOW);
  const blob = new Blob(['png'], { type: 'image/png' });
  jest.mocked(fetchQuoteFile).mockResolvedValue(blob);
  const createObjectURL = jest.fn(() => 'blob:ficha');
  Object.assign(URL, { createObjectURL });
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  try {
    fireEvent.click(link);
    await waitFor(
      () => expect(open).toHaveBeenCalledWith('blob:ficha', '_blank', 'noopener'),
      SLOW,
    );
    expect(fetchQuoteFile).toHaveBeenCalledWith('/haiguan/api/files/301');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  } finally {
    open.mockRestore();
  }
});

test('the one revision starts from the quote; after it none is offered', async () => {
  sessionStore.getState().login('token-1');
  jest
    .mocked(getMyQuote)
    .mockResolvedValueOnce({ ...quote, attachments: [sheet] })
    .mockResolvedValue({ ...quote, unitPrice: '3.8', revisionsLeft: 0 });
  jest.mocked(getQuoteQuota).mockResolvedValue({ used: 3, quota: 10 });
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
      expect(reviseQuote).toHaveBeenCalledWith(
        71,
        expect.objectContaining({ unitPrice: '3.8', attachmentIds: [] }),
      ),
    SLOW,
  );
  expect(await screen.findByText('已修改过，不能再修改', {}, SLOW)).toBeTruthy();
  expect(screen.getByText(/US\$3.80 \/ /)).toBeTruthy();
});

test('another demand never shows, or offers to revise, the quote on the previous one', async () => {
  sessionStore.getState().login('token-1');
  const otherDemand = { ...demand, id: 6 };
  jest
    .mocked(getMyQuote)
    .mockImplementation((id) =>
      id === demand.id ? Promise.resolve(quote) : new Promise(() => {}),
    );
  jest.mocked(getQuoteQuota).mockResolvedValue({ used: 2, quota: 10 });
  const { rerender } = renderScreen(panel());
  expect(await screen.findByTestId('your-quote')).toBeTruthy();
  rerender(panel(otherDemand));
  expect(getMyQuote).toHaveBeenLastCalledWith(otherDemand.id);
  expect(screen.queryByTestId('your-quote')).toBeNull();
  expect(screen.queryByRole('button', { name: '修改报价（仅一次）' })).toBeNull();
});

test('a full monthly quota says so and links to the membership upgrade', async () => {
  sessionStore.getState().login('token-1');
  jest.mocked(getMyQuote).mockResolvedValue(null);
  jest.mocked(getQuoteQuota).mockResolvedValue({ used: 10, quota: 10 });
  renderScreen(panel());
  expect((await screen.findByTestId('quote-quota')).textContent).toMatch(/本月报价 10\/10/);
  expect(screen.getByRole('link', { name: /升级会员/ }).getAttribute('href')).toBe('/memberCenter');
  expect(screen.getByRole('button', { name: /^报 ?价$/ }).hasAttribute('disabled')).toBe(true);
});

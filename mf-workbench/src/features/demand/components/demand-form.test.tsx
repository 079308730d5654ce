import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { file, heldAnswer, list, mockApi, ok } from '@portal/api-client/testing';
import { demandEndpoints } from '@portal/contracts/endpoints/demand';
import {
  DemandBody,
  DemandCreated,
  HsCodeEntry,
  ProductReceiver,
  TranslationStatus,
  UploadedFile,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, seller, watchBus } from '../../../test/session';
import { teaHsCodes } from '../../products/test-fixtures';
import { DemandFormDrawer, localToday } from './demand-form';

const api = mockApi();
const RECEIVERS = 'GET /haiguan/api/product/receivers';
const SAVE = demandEndpoints.post;
const UPLOAD = 'POST /haiguan/api/upload';
const HS_CODES = 'GET /haiguan/api/hs/codes';
const FILE = 'GET /haiguan/api/files/:id';
const TRANSLATION_STATUS = 'GET /haiguan/api/translation/status';
/** A stored file is served as its bytes; the thumbnail reads a blob. */
const imageBytes = file('jpeg', 'image/jpeg');

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  signIn();
  api.on(
    RECEIVERS,
    list(ProductReceiver, [{ id: seller.id, name: 'João Ferreira', mainAccount: true }]),
  );
  api.on(HS_CODES, list(HsCodeEntry, [teaHsCodes.chapter]));
  api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: false }));
});
afterEach(async () => {
  bus.stop();
  jest.resetAllMocks();
  await act(() => i18n.changeLanguage('zh'));
});

const onSaved = jest.fn();
const drawer = () =>
  renderScreen(<DemandFormDrawer open demand={null} onClose={jest.fn()} onSaved={onSaved} />);
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('names every required field of spec §5 before anything is sent', async () => {
  drawer();
  fireEvent.click(await screen.findByTestId('demand-save'));
  for (const text of [
    '请输入需求标题',
    '请输入产品',
    '请选择截止日期',
    '请输入行业',
    '请输入数量',
    '请输入单位',
    '请输入最低价',
    '请输入最高价',
    '请选择接待人',
  ]) {
    expect(await screen.findByText(text)).toBeTruthy();
  }
  expect(bus.notices.map((notice) => notice.content)).toEqual(['请检查填写内容']);
  // No route answers SAVE here: a demand sent after all would fail the test.
});

test('refuses a past deadline, bad numbers and a maximum below the minimum', async () => {
  drawer();
  type('截止日期', '2020-01-01');
  type('数量', '0');
  type('最低价', '5');
  type('最高价', '4.5');
  fireEvent.click(screen.getByTestId('demand-save'));
  expect(await screen.findByText('截止日期不能早于今天')).toBeTruthy();
  expect(screen.getByText('数量必须大于0，最多3位小数')).toBeTruthy();
  expect(screen.getByText('最高价不能低于最低价')).toBeTruthy();
  // Each message goes as its field is corrected, before the next save.
  type('数量', '200');
  await waitFor(() => expect(screen.queryByText('数量必须大于0，最多3位小数')).toBeNull());
  type('最高价', '6');
  await waitFor(() => expect(screen.queryByText('最高价不能低于最低价')).toBeNull());
  expect(screen.getByText('截止日期不能早于今天')).toBeTruthy();
  // No route answers SAVE here: a demand sent after all would fail the test.
});

test('sends a filled demand with its contact and currency', async () => {
  api.on(SAVE, ok(DemandCreated, { id: 12 }), { body: DemandBody });
  drawer();
  type('需求标题', ' 采购阿拉比卡咖啡生豆 ');
  type('产品', '咖啡生豆');
  type('截止日期', localToday());
  type('行业', '食品');
  type('数量', '20000');
  type('单位', 'kg');
  type('最低价', '3.5');
  type('最高价', '4.2');
  fireEvent.mouseDown(screen.getByLabelText('接待人'));
  fireEvent.click(await screen.findByTitle('João Ferreira（主账号）'));
  fireEvent.click(screen.getByTestId('demand-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
  expect(api.requests(SAVE).map((request) => request.body)).toEqual([
    {
      title: '采购阿拉比卡咖啡生豆',
      productName: '咖啡生豆',
      hsCode: null,
      industry: '食品',
      quantity: '20000',
      unit: 'kg',
      priceMin: '3.5',
      priceMax: '4.2',
      currency: 'USD',
      deadline: localToday(),
      receiverId: seller.id,
      description: '',
      attachmentIds: [],
      supplierIds: [],
      designatedOnly: false,
      // Written in the buyer's UI language, nothing in the others yet.
      originalLanguage: 'zh',
      translations: {},
    },
  ]);
  expect(within(document.body).queryByRole('alert')).toBeNull();
});

test('sends the languages the buyer filled besides the original, and says which are missing', async () => {
  api.on(SAVE, ok(DemandCreated, { id: 13 }), { body: DemandBody });
  drawer();
  type('需求标题', '采购阿拉比卡咖啡生豆');
  type('产品', '咖啡生豆');
  type('截止日期', localToday());
  type('行业', '食品');
  type('数量', '20000');
  type('单位', 'kg');
  type('最低价', '3.5');
  type('最高价', '4.2');
  fireEvent.mouseDown(screen.getByLabelText('接待人'));
  fireEvent.click(await screen.findByTitle('João Ferreira（主账号）'));
  expect(screen.getByTestId('missing-languages').textContent).toBe('还缺 3 种语言');
  fireEvent.click(screen.getByRole('tab', { name: /Português/ }));
  type('需求标题（Português）', 'Compra de café arábica verde');
  type('产品（Português）', 'Café verde');
  expect(screen.getByTestId('missing-languages').textContent).toBe('还缺 2 种语言');
  fireEvent.click(screen.getByTestId('demand-save'));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(13));
  expect(api.requests(SAVE)[0]!.body).toMatchObject({
    originalLanguage: 'zh',
    translations: { pt: { title: 'Compra de café arábica verde', productName: 'Café verde' } },
  });
});

test.each([
  ['zh', '价格单位', ['CNY 人民币', 'EUR 欧元']],
  ['en', 'Price currency', ['CNY · Chinese Yuan', 'EUR · Euro']],
  ['pt', 'Moeda do preço', ['CNY · Yuan chinês', 'EUR · Euro']],
])('in %s the currencies are named in the reader’s language', async (language, label, names) => {
  await act(() => i18n.changeLanguage(language));
  drawer();
  fireEvent.mouseDown(await screen.findByLabelText(label));
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent),
    ).toEqual(names),
  );
});

test.each([
  ['pt', 'Há ficheiros ainda a carregar!'],
  ['en', 'Some files are still uploading!'],
])(
  'in %s a save while an attachment uploads is refused in the reader’s language',
  async (language, warning) => {
    await act(() => i18n.changeLanguage(language));
    // The upload stays on its way until the test answers it.
    const upload = heldAnswer();
    api.on(UPLOAD, upload.answer);
    api.on(FILE, imageBytes);
    drawer();
    await screen.findByTestId('demand-save');
    const photo = new File(['jpeg'], 'amostra.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [photo] } });
    expect(screen.getByText('amostra.jpg')).toBeTruthy();
    await waitFor(() => expect(api.requests(UPLOAD)).toHaveLength(1));
    // Saved while the upload is on its way: the form must wait for it rather than send the
    // demand without it.
    fireEvent.click(screen.getByTestId('demand-save'));
    await waitFor(() => expect(bus.notices.map((notice) => notice.content)).toEqual([warning]));
    // No route answers SAVE here: a demand sent after all would fail the test.
    await act(async () =>
      upload.release(
        ok(UploadedFile, {
          id: 31,
          name: 'amostra.jpg',
          url: '/haiguan/api/files/31',
          size: 4,
          fileType: 'image',
        }),
      ),
    );
    // Once uploaded, the file is shown from the server.
    await waitFor(() =>
      expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/31']),
    );
    expect(api.requests(UPLOAD)).toHaveLength(1);
  },
);

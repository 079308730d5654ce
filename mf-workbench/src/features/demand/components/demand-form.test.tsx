import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { uploadFile } from '@portal/api-client';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, seller, watchBus } from '../../../test/session';
import { fetchReceivers } from '../../products/api/fetch-receivers';
import { saveDemand } from '../api/demand';
import { DemandFormDrawer, localToday } from './demand-form';

jest.mock('../../products/api/fetch-receivers');
jest.mock('@portal/api-client', () => ({
  ...jest.requireActual('@portal/api-client'),
  uploadFile: jest.fn(),
}));
jest.mock('../api/demand');

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  signIn();
  jest
    .mocked(fetchReceivers)
    .mockResolvedValue([{ id: seller.id, name: 'João Ferreira', mainAccount: true }]);
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
  expect(saveDemand).not.toHaveBeenCalled();
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
  expect(saveDemand).not.toHaveBeenCalled();
});

test('sends a filled demand with its contact and currency', async () => {
  jest.mocked(saveDemand).mockResolvedValue(12);
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
  expect(saveDemand).toHaveBeenCalledWith(null, {
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
  });
  expect(within(document.body).queryByRole('alert')).toBeNull();
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
    // The upload never finishes: the form must wait for it rather than send the demand without it.
    jest.mocked(uploadFile).mockReturnValue(new Promise(() => {}));
    drawer();
    const photo = new File(['jpeg'], 'amostra.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [photo] } });
    expect(await screen.findByText('amostra.jpg')).toBeTruthy();
    fireEvent.click(screen.getByTestId('demand-save'));
    await waitFor(() => expect(bus.notices.map((notice) => notice.content)).toEqual([warning]));
    expect(saveDemand).not.toHaveBeenCalled();
  },
);

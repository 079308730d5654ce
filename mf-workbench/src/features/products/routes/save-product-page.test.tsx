import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, list, mockApi, ok } from '@portal/api-client/testing';
import {
  CatalogueNode,
  HsCodeEntry,
  ProductCreated,
  ProductReceiver,
  ProductSaveBody,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, seller, watchBus } from '../../../test/session';
import { receivers, teaHsCodes } from '../test-fixtures';
import { SaveProductPage } from './save-product-page';

const api = mockApi();
const CATALOGUE = 'GET /haiguan/api/catalogue/:kind';
const RECEIVERS = 'GET /haiguan/api/product/receivers';
const HS_CODES = 'GET /haiguan/api/hs/codes';
const CREATE = 'POST /haiguan/api/product';

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  api.on(CATALOGUE, list(CatalogueNode, []));
  api.on(RECEIVERS, list(ProductReceiver, receivers(seller.id)));
  api.on(HS_CODES, ({ query }) => {
    if (query.q === '茶' || query.q === '0902') return list(HsCodeEntry, [teaHsCodes.black]);
    if (query.parent === '09') return list(HsCodeEntry, [teaHsCodes.heading]);
    if (query.parent === '0902') return list(HsCodeEntry, [teaHsCodes.green]);
    return list(HsCodeEntry, [teaHsCodes.chapter]);
  });
});
afterEach(async () => {
  bus.stop();
  await act(() => i18n.changeLanguage('zh'));
});

test('checks the form with the spec’s messages before sending', async () => {
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
  expect(await screen.findByText('请输入产品名称')).toBeTruthy();
  expect(screen.getByText('请选择HS编码')).toBeTruthy();
  expect(screen.getByText('请输入单位')).toBeTruthy();
  expect(screen.getByText('请输入价格或选择面议')).toBeTruthy();
  // Each message goes as its field is corrected, before the next save.
  fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: '龙井绿茶' } });
  await waitFor(() => expect(screen.queryByText('请输入产品名称')).toBeNull());
  fireEvent.click(await screen.findByTestId('hs-09'));
  fireEvent.click(await screen.findByTestId('hs-0902'));
  fireEvent.click(await screen.findByTestId('hs-090210'));
  await waitFor(() => expect(screen.queryByText('请选择HS编码')).toBeNull());
  fireEvent.change(screen.getByLabelText('单位'), { target: { value: '千克' } });
  await waitFor(() => expect(screen.queryByText('请输入单位')).toBeNull());
  expect(screen.getByText('请输入价格或选择面议')).toBeTruthy();
  // No route answers CREATE here: a product sent after all would fail the test.
});

test('a catalogue select set back to 不选 reads 不选', async () => {
  api.on(CATALOGUE, ({ params }) =>
    list(
      CatalogueNode,
      params.kind === 'industryCity'
        ? [{ id: 3, parentId: null, name: '杭州', sort: 1, disabled: false, productCount: 0 }]
        : [],
    ),
  );
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  const city = () => screen.getByLabelText('产业城市').closest('.ant-select')!;
  const choose = async (name: string) => {
    fireEvent.mouseDown(screen.getByLabelText('产业城市'));
    const options = await screen.findAllByTitle(name);
    fireEvent.click(options.find((option) => option.matches('.ant-select-item-option'))!);
  };
  expect(city().textContent).toBe('不选');
  await choose('杭州');
  await waitFor(() => expect(city().textContent).toBe('杭州'));
  await choose('不选');
  await waitFor(() => expect(city().textContent).toBe('不选'));
});

test('picks the HS code by browsing chapter → heading → subheading, and saves', async () => {
  api.on(CREATE, ok(ProductCreated, { id: 41 }), { body: ProductSaveBody });
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: '龙井绿茶' } });
  fireEvent.click(await screen.findByTestId('hs-09'));
  fireEvent.click(await screen.findByTestId('hs-0902'));
  fireEvent.click(await screen.findByTestId('hs-090210'));
  expect((await screen.findByTestId('hs-chosen')).textContent).toContain('090210');
  fireEvent.change(screen.getByLabelText('单位'), { target: { value: '千克' } });
  fireEvent.click(screen.getByRole('checkbox', { name: '面议' }));
  fireEvent.click(screen.getByRole('button', { name: '保存并预览' }));
  await waitFor(() =>
    expect(api.requests(CREATE).map((request) => request.body)).toEqual([
      expect.objectContaining({
        name: '龙井绿茶',
        hsCode: '090210',
        unit: '千克',
        price: null,
        receiverId: seller.id,
      }),
    ]),
  );
  await waitFor(() => expect(bus.navigations).toEqual(['/productPreview?id=41']));
});

test('finds the HS code by words and shows the server’s same-model refusal', async () => {
  api.on(CREATE, failure({ code: 400, msg: '供应列表中已有同型号产品：普洱熟茶饼（编码 P1）' }), {
    body: ProductSaveBody,
  });
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: '普洱熟茶饼' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'HS 编码' }), { target: { value: '茶' } });
  fireEvent.click(await screen.findByTestId('hs-090240', {}, { timeout: 2000 }));
  fireEvent.change(screen.getByLabelText('单位'), { target: { value: '饼' } });
  fireEvent.change(screen.getByLabelText('价格'), { target: { value: '268' } });
  fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
  expect((await screen.findByTestId('save-error')).textContent).toBe(
    '供应列表中已有同型号产品：普洱熟茶饼（编码 P1）',
  );
  expect(bus.navigations).toEqual([]);
  expect(api.requests(HS_CODES).map((request) => request.query)).toContainEqual({ q: '茶' });
  expect(api.requests(CREATE)).toHaveLength(1);
});

test('in English the currency choices are named in English, with their codes', async () => {
  await act(() => i18n.changeLanguage('en'));
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  fireEvent.mouseDown(await screen.findByLabelText('Currency'));
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent),
    ).toEqual(['CNY · Chinese Yuan', 'EUR · Euro']),
  );
});

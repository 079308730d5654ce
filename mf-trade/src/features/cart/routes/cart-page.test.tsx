import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, failure, list, mockApi, ok } from '@portal/api-client/testing';
import { CartEditBody, CartGroup, OrderPlaceBody, PlacedOrders } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { cartGroups } from '../test-fixtures';
import { CartPage } from './cart-page';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';

const api = mockApi();
const CART = cartEndpoints.list;
const EDIT = cartEndpoints.edit;
const DELETE = cartEndpoints.remove;
const PLACE = cartEndpoints.place;

/** The server's refusal when a ticked item left the cart meanwhile. */
const placeRefused = failure({ code: 404, msg: '购物车商品不存在' });

let bus: ReturnType<typeof watchBus>;

beforeEach(() => {
  bus = watchBus();
  signIn();
  api.on(CART, list(CartGroup, cartGroups));
  api.on(DELETE, done('删除成功!'));
});

afterEach(() => bus.stop());

function checkboxState(testId: string) {
  const element = screen.getByTestId(testId);
  const input = (
    element.tagName === 'INPUT' ? element : element.querySelector('input')
  ) as HTMLInputElement;
  const wrapper = input.closest('.ant-checkbox') as HTMLElement;
  return {
    input,
    checked: input.checked,
    indeterminate: wrapper.className.includes('ant-checkbox-indeterminate'),
  };
}

test('items are grouped by company with prices, units and exact line totals', async () => {
  renderScreen(<CartPage />);
  const teaGroup = await screen.findByTestId('cart-group-3');
  expect(within(teaGroup).getByText('云南普洱茶源茶业有限公司')).toBeTruthy();
  expect(within(teaGroup).getByText('普洱熟茶')).toBeTruthy();
  expect(within(screen.getByTestId('cart-group-7')).getByText('青花瓷茶具')).toBeTruthy();
  expect(api.requests(CART).map((request) => request.query)).toEqual([{ memberId: '9' }]);

  expect(screen.getByTestId('cart-item-price-1').textContent).toBe('¥268.00');
  expect(screen.getByTestId('cart-item-total-1').textContent).toBe('¥32,160.00');
  expect(screen.getByTestId('cart-item-quantity-1').textContent).toBe('120 饼');
  // 19.99 × 3 is 59.97 exactly; a product without a unit comes as 套.
  expect(screen.getByTestId('cart-item-total-2').textContent).toBe('¥59.97');
  expect(screen.getByTestId('cart-item-quantity-2').textContent).toBe('3 套');
  expect(screen.getByTestId('cart-item-price-3').textContent).toBe('面议');
  expect(screen.getByTestId('cart-item-total-3').textContent).toBe('面议');
  // Each line shows its product's picture, named for the product; one without a picture shows none.
  expect(screen.getByRole('img', { name: '普洱熟茶' }).getAttribute('src')).toBe(
    '/haiguan/api/product/public/4/media/21',
  );
  expect(screen.queryByTestId('cart-item-picture-2')).toBeNull();
});

test('names in the reader’s language show as they are; others say their language or that a machine wrote them', async () => {
  api.on(
    CART,
    list(CartGroup, [
      {
        enterpriseId: 12,
        enterpriseName: 'Lusitânia Vinhos e Azeites, Lda.',
        enterpriseTextLanguage: 'pt',
        enterpriseMachineTranslated: false,
        shoppingCarts: [
          {
            id: 21,
            productId: 31,
            productName: '特级初榨橄榄油',
            textLanguage: 'zh',
            machineTranslated: false,
            productPrice: '32.00',
            productQuantity: 10,
            unit: '罐',
            currency: 'EUR',
            imageUrl: null,
          },
          {
            id: 22,
            productId: 32,
            productName: '天然软木塞',
            textLanguage: 'zh',
            machineTranslated: true,
            productPrice: null,
            productQuantity: 1,
            unit: '千个',
            currency: 'EUR',
            imageUrl: null,
          },
        ],
      },
    ]),
  );
  renderScreen(<CartPage />);
  const group = await screen.findByTestId('cart-group-12');
  const seller = screen.getByTestId('cart-group-checkbox-12').closest('label')!;
  expect(seller.textContent).toBe('Lusitânia Vinhos e Azeites, Lda. 原文：Português');
  expect(seller.querySelector('[lang="pt"]')?.textContent).toBe('Lusitânia Vinhos e Azeites, Lda.');
  const oil = within(screen.getByTestId('cart-item-21')).getByText('特级初榨橄榄油');
  expect(oil.getAttribute('lang')).toBe('zh-Hans');
  expect(
    within(screen.getByTestId('cart-item-21')).queryByTestId('listing-machine-translated'),
  ).toBeNull();
  expect(
    within(screen.getByTestId('cart-item-22')).getByTestId('listing-machine-translated')
      .textContent,
  ).toBe('机器翻译');
  expect(within(group).queryByTestId('listing-original-language')).not.toBeNull();
});

test('everything starts ticked, so what was just added counts in the total (issue #33)', async () => {
  renderScreen(<CartPage />);
  await screen.findByTestId('cart-group-3');
  expect(checkboxState('cart-select-all')).toMatchObject({ checked: true, indeterminate: false });
  expect(checkboxState('cart-group-checkbox-7').checked).toBe(true);
  expect(screen.getByTestId('cart-selected-count').textContent).toBe('已选 3 件产品');
  expect(screen.getByTestId('cart-total').textContent).toBe('¥32,219.97');
});

test('a group checkbox is indeterminate when only some of its items are ticked', async () => {
  renderScreen(<CartPage />);
  await screen.findByTestId('cart-group-3');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 普洱熟茶' }));
  expect(checkboxState('cart-group-checkbox-3')).toMatchObject({
    checked: false,
    indeterminate: true,
  });
  expect(checkboxState('cart-select-all')).toMatchObject({ checked: false, indeterminate: true });
  expect(screen.getByTestId('cart-total').textContent).toBe('¥59.97');

  fireEvent.click(screen.getByRole('checkbox', { name: '选择 普洱熟茶' }));
  expect(checkboxState('cart-group-checkbox-3')).toMatchObject({
    checked: true,
    indeterminate: false,
  });
  expect(screen.getByTestId('cart-total').textContent).toBe('¥32,219.97');

  // The group checkbox unticks the whole group; select all ticks everything.
  fireEvent.click(checkboxState('cart-group-checkbox-3').input);
  expect(checkboxState('cart-group-checkbox-3')).toMatchObject({
    checked: false,
    indeterminate: false,
  });
  expect(screen.getByTestId('cart-total').textContent).toBe('¥0.00');
  expect(checkboxState('cart-select-all')).toMatchObject({ checked: false, indeterminate: true });
  fireEvent.click(checkboxState('cart-select-all').input);
  expect(checkboxState('cart-group-checkbox-7').checked).toBe(true);
  expect(screen.getByTestId('cart-selected-count').textContent).toBe('已选 3 件产品');
  expect(screen.getByText('（另有 1 件面议）')).toBeTruthy();
});

test('submitting with nothing ticked says so and sends nothing', async () => {
  renderScreen(<CartPage />);
  fireEvent.click(
    checkboxState((await screen.findByTestId('cart-group-3')) && 'cart-select-all').input,
  );
  fireEvent.click(screen.getByTestId('cart-submit'));
  expect(bus.notices).toContainEqual(expect.objectContaining({ content: '请勾选产品再提交订单~' }));
  // No route answers PLACE here: an order placed after all would fail the test.
});

test('submitting the ticked items places the order and goes to the purchase orders', async () => {
  api.on(PLACE, ok(PlacedOrders, { orderIds: [11] }), { body: OrderPlaceBody });
  renderScreen(<CartPage />);
  fireEvent.click(
    checkboxState((await screen.findByTestId('cart-group-3')) && 'cart-group-checkbox-7').input,
  );
  fireEvent.click(screen.getByTestId('cart-submit'));
  // First what will be created: one order for the one seller, its lines and amount.
  const review = await screen.findByTestId('cart-review');
  expect(api.requests(PLACE)).toEqual([]);
  expect(
    within(review)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['订单 1：云南普洱茶源茶业有限公司']);
  expect(within(review).getByText('120 饼')).toBeTruthy();
  expect(within(review).getByText('¥32,160.00')).toBeTruthy();
  expect(within(review).getByText('¥32,219.97')).toBeTruthy();
  fireEvent.click(screen.getByTestId('cart-review-confirm'));
  await waitFor(() => expect(bus.navigations).toEqual(['/purchaseOrders']));
  expect(api.requests(PLACE).map((request) => request.body)).toEqual([{ ids: [1, 2] }]);
  expect(bus.notices).toContainEqual(
    expect.objectContaining({ type: 'success', content: '操作成功' }),
  );
});

test('a failed submit says 订单提交失败', async () => {
  api.on(PLACE, placeRefused, { body: OrderPlaceBody });
  renderScreen(<CartPage />);
  fireEvent.click(await screen.findByRole('checkbox', { name: '选择 青花瓷茶具' }));
  fireEvent.click(screen.getByTestId('cart-submit'));
  fireEvent.click(await screen.findByTestId('cart-review-confirm'));
  await waitFor(() =>
    expect(bus.notices).toContainEqual(
      expect.objectContaining({ type: 'error', content: '订单提交失败' }),
    ),
  );
  expect(bus.navigations).toEqual([]);
});

test('the review shows one order per seller, 面议 lines as such, and going back places nothing', async () => {
  renderScreen(<CartPage />);
  fireEvent.click(await screen.findByTestId('cart-submit'));
  const review = await screen.findByTestId('cart-review');
  expect(screen.getByText('将为 2 家卖方各生成一张订单，请核对：')).toBeTruthy();
  expect(
    within(review)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['订单 1：云南普洱茶源茶业有限公司', '订单 2：景德镇瓷器有限公司']);
  expect(within(review).getByText('面议（卖方报价后确定）')).toBeTruthy();
  expect(within(review).getByText('（另有 1 件面议）', { exact: false })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
  await waitFor(() => expect(screen.queryByTestId('cart-review')).toBeNull());
  // No route answers PLACE here: an order placed after all would fail the test.
});

test('the edit form requires the unit price and the quantity, then saves', async () => {
  api.on(EDIT, done('操作成功'), { body: CartEditBody });
  renderScreen(<CartPage />);
  fireEvent.click(await screen.findByRole('button', { name: '编辑 青花瓷茶具' }));
  const dialog = await screen.findByRole('dialog');
  const price = within(dialog).getByLabelText('含税单价');
  const quantity = within(dialog).getByLabelText('交易数量');
  fireEvent.change(quantity, { target: { value: '' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  expect(await within(dialog).findByText('请输入含税单价')).toBeTruthy();
  expect(await within(dialog).findByText('请输入交易数量')).toBeTruthy();
  expect(api.requests(EDIT)).toEqual([]);

  fireEvent.change(price, { target: { value: '88.5' } });
  fireEvent.change(quantity, { target: { value: '4' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(api.requests(EDIT).map((request) => request.body)).toEqual([
      { id: 3, productPrice: '88.5', productQuantity: 4 },
    ]),
  );
  await waitFor(() => expect(api.requests(CART)).toHaveLength(2));
});

test('deleting asks first, then says 删除成功!', async () => {
  renderScreen(<CartPage />);
  fireEvent.click(await screen.findByRole('button', { name: '删除 滇红茶' }));
  const confirm = await screen.findByText('确定从购物车删除“滇红茶”吗？');
  const popover = confirm.closest('.ant-popover') as HTMLElement;
  fireEvent.click(within(popover).getByRole('button', { name: /删\s*除/ }));
  await waitFor(() =>
    expect(api.requests(DELETE).map((request) => request.path)).toEqual([
      '/haiguan/api/shoppingCart/2',
    ]),
  );
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '删除成功!' })),
  );
});

test('an empty cart links to the products', async () => {
  api.on(CART, list(CartGroup, []));
  renderScreen(<CartPage />);
  expect(await screen.findByText('购物车还是空的')).toBeTruthy();
  expect(screen.getByRole('link', { name: '去逛逛产品' }).getAttribute('href')).toBe(
    '/digitalProduct',
  );
});

test('a failed load offers a retry', async () => {
  api.on(CART, (_request, call) =>
    call === 0 ? failure({ code: 503, msg: '系统维护中' }, 503) : list(CartGroup, cartGroups),
  );
  renderScreen(<CartPage />);
  fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByTestId('cart-group-3')).toBeTruthy();
});

describe.each([
  [
    'en',
    {
      noneTicked: 'Select products before placing the order',
      placeFailed: 'The order could not be placed',
      priceRequired: 'Enter the unit price incl. tax',
      quantityRequired: 'Enter the quantity',
      edit: 'Edit 青花瓷茶具',
      reviewOne: 'One order will be created for the seller. Please check:',
      selected: ['No products selected', '1 product selected', '2 products selected'],
    },
  ],
  [
    'pt',
    {
      noneTicked: 'Selecione produtos antes de encomendar',
      placeFailed: 'Não foi possível submeter a encomenda',
      priceRequired: 'Indique o preço unitário com impostos',
      quantityRequired: 'Indique a quantidade',
      edit: 'Editar 青花瓷茶具',
      reviewOne: 'Será criada uma encomenda para o vendedor. Verifique:',
      selected: ['Nenhum produto selecionado', '1 produto selecionado', '2 produtos selecionados'],
    },
  ],
] as const)('in %s (issue #14)', (language, texts) => {
  beforeEach(() => changeLanguage(language));
  afterEach(async () => {
    cleanup();
    await changeLanguage('zh');
  });

  test('the submit notices are in the language', async () => {
    api.on(PLACE, placeRefused, { body: OrderPlaceBody });
    renderScreen(<CartPage />);
    fireEvent.click(
      checkboxState((await screen.findByTestId('cart-group-3')) && 'cart-select-all').input,
    );
    fireEvent.click(screen.getByTestId('cart-submit'));
    expect(bus.notices).toEqual([
      expect.objectContaining({ type: 'warning', content: texts.noneTicked }),
    ]);
    fireEvent.click(checkboxState('cart-group-checkbox-3').input);
    fireEvent.click(screen.getByTestId('cart-submit'));
    // One seller's order: the singular, not "per seller (1)".
    expect(await screen.findByText(texts.reviewOne)).toBeTruthy();
    fireEvent.click(await screen.findByTestId('cart-review-confirm'));
    await waitFor(() =>
      expect(bus.notices).toContainEqual(
        expect.objectContaining({ type: 'error', content: texts.placeFailed }),
      ),
    );
    expect(bus.notices.map((notice) => notice.content).join(' ')).not.toMatch(/\p{Script=Han}/u);
  });

  test('the number of ticked products takes the language’s plural', async () => {
    renderScreen(<CartPage />);
    await screen.findByTestId('cart-group-3');
    const count = () => screen.getByTestId('cart-selected-count').textContent;
    fireEvent.click(screen.getByTestId('cart-item-checkbox-3'));
    expect(count()).toBe(texts.selected[2]);
    fireEvent.click(screen.getByTestId('cart-item-checkbox-2'));
    expect(count()).toBe(texts.selected[1]);
    fireEvent.click(screen.getByTestId('cart-item-checkbox-1'));
    expect(count()).toBe(texts.selected[0]);
  });

  test('the edit form asks for the price and the quantity in the language', async () => {
    renderScreen(<CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: texts.edit }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('cart-edit-quantity'), { target: { value: '' } });
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await within(dialog).findByText(texts.priceRequired)).toBeTruthy();
    expect(await within(dialog).findByText(texts.quantityRequired)).toBeTruthy();
    // No route answers EDIT here: an edit sent after all would fail the test.
  });
});

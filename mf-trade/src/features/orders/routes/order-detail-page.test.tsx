import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { done, failure, mockApi, ok, page, type Route } from '@portal/api-client/testing';
import {
  OrderDetail as OrderDetailSchema,
  OrderInvoiceBody,
  OrderProductBody,
  OrderRejectBody,
  OrderTempStoreBody,
  ProcedureLogRow,
  UploadedFile,
} from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import type { OrderAction, OrderDetail } from '../api/order';
import { orderDetail, procedureLog } from '../test-fixtures';
import { OrderDetailPage } from './order-detail-page';
import type { Endpoint } from '@portal/contracts/endpoints';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

const api = mockApi();
const ORDER = orderEndpoints.detail;
const LOG = orderEndpoints.procedureLog;
const CONFIRM = orderEndpoints.confirm;
const REJECT = orderEndpoints.reject;
const CANCEL = orderEndpoints.cancel;
const TEMP_STORE = orderEndpoints.tempStore;
const PRICE_LINE = orderEndpoints.priceLine;
const RECEIVED = orderEndpoints.receive;
const INVOICE = orderEndpoints.invoice;
const UPLOAD = 'POST /haiguan/api/upload';
const SUBMIT = orderEndpoints.submit;

/** The paths the server received on `route`, in order. */
const pathsOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.path);
/** The JSON bodies the server received on `route`, in order. */
const bodiesOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.body);

let bus: ReturnType<typeof watchBus>;

beforeEach(() => {
  bus = watchBus();
  signIn();
  api.on(LOG, page(ProcedureLogRow, procedureLog));
});

afterEach(() => bus.stop());

function shownActions(): string[] {
  return Array.from(document.querySelectorAll('[data-testid^="order-action-"]'))
    .map((element) => element.getAttribute('data-testid')!.replace('order-action-', ''))
    .sort();
}

async function openOrder(actions: OrderAction[], overrides: Partial<OrderDetail> = {}) {
  api.on(ORDER, ok(OrderDetailSchema, orderDetail({ actions, ...overrides })));
  renderScreen(
    <OrderDetailPage search="?param=7" pathname="/orderSupplement" routeKey="orderSupplement" />,
  );
  await screen.findByTestId('order-detail');
}

test('the header shows the order, and the log its history', async () => {
  await openOrder(['confirm']);
  expect(pathsOf(ORDER)).toContain('/haiguan/api/minor/order/7');
  expect(screen.getByRole('heading', { name: '订单 HG202611230000007' })).toBeTruthy();
  const header = screen.getByTestId('order-header');
  expect(screen.getByTestId('order-stage').textContent).toBe('交易待审核');
  expect(within(header).getByText('国际贸易')).toBeTruthy();
  expect(screen.getByTestId('order-amount').textContent).toBe('¥32,160.00');
  expect(await screen.findByText('提交订单')).toBeTruthy();
  expect(api.requests(LOG).map((request) => request.query)).toContainEqual({ orderId: '7' });
});

const unpricedLine = {
  id: 12,
  productId: 5,
  productName: '普洱生茶',
  productPrice: null,
  productQuantity: 10,
  unit: '饼',
  lineTotal: null,
};

test.each([
  ['zh', '¥32,160.00 （另有 1 件面议）', '面议'],
  ['cht', 'CN¥32,160.00 （另有 1 件面議）', '面議'],
  ['pt', 'CN¥\u00a032.160,00 (mais 1 com preço a combinar)', 'Preço a combinar'],
  ['en', 'CN¥32,160.00 (plus 1 on request)', 'Price on request'],
] as const)(
  'in %s the amount says how many lines still wait for a price, or 面议 when none has one',
  async (language, partial, nonePriced) => {
    await changeLanguage(language);
    try {
      await openOrder(['editProducts'], {
        unpricedLines: 1,
        products: [...orderDetail().products, unpricedLine],
      });
      expect(screen.getByTestId('order-amount').textContent).toBe(partial);
      cleanup();
      await openOrder(['editProducts'], {
        amount: '0.00',
        unpricedLines: 1,
        products: [unpricedLine],
      });
      expect(screen.getByTestId('order-amount').textContent).toBe(nonePriced);
    } finally {
      cleanup();
      await changeLanguage('zh');
    }
  },
);

test.each<[OrderAction[], string[]]>([
  [
    ['confirm', 'reject', 'cancel', 'editProducts'],
    ['cancel', 'confirm', 'reject'],
  ],
  [
    ['reTrade', 'cancel', 'contact'],
    ['cancel', 'contact', 'reTrade'],
  ],
  [
    ['approve', 'deny'],
    ['approve', 'deny'],
  ],
  [
    ['takeEffect', 'invoice', 'contact'],
    ['contact', 'takeEffect'],
  ],
  [['delete'], ['delete']],
  [
    ['tempStore', 'submit', 'cancel'],
    ['cancel', 'submit', 'tempStore'],
  ],
  [[], []],
])('actions %j show exactly the buttons %j', async (actions, buttons) => {
  await openOrder(actions);
  expect(shownActions()).toEqual(buttons);
  expect(Boolean(screen.queryByTestId('order-product-edit-11'))).toBe(
    actions.includes('editProducts'),
  );
  expect(Boolean(screen.queryByTestId('invoice-form'))).toBe(actions.includes('invoice'));
  expect(Boolean(screen.queryByTestId('supplement-form'))).toBe(actions.includes('tempStore'));
});

test('confirm shows the server message and reloads the order', async () => {
  api.on(CONFIRM, done('订单已确认'));
  await openOrder(['confirm', 'reject']);
  fireEvent.click(screen.getByTestId('order-action-confirm'));
  await waitFor(() => expect(pathsOf(CONFIRM)).toEqual(['/haiguan/api/minor/order/confirm/7']));
  await waitFor(() => expect(api.requests(ORDER)).toHaveLength(2));
  expect(bus.notices).toContainEqual(
    expect.objectContaining({ type: 'success', content: '订单已确认' }),
  );
});

test('reject requires a reason', async () => {
  api.on(REJECT, done('订单已拒绝'), { body: OrderRejectBody });
  await openOrder(['confirm', 'reject']);
  fireEvent.click(screen.getByTestId('order-action-reject'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('拒绝理由不能为空')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('拒绝理由'), { target: { value: '   ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  expect(await within(dialog).findByText('拒绝理由不能为空')).toBeTruthy();
  expect(api.requests(REJECT)).toEqual([]);

  fireEvent.change(within(dialog).getByLabelText('拒绝理由'), { target: { value: '价格过高' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(bodiesOf(REJECT)).toEqual([{ id: 7, rejectReason: '价格过高' }]));
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '订单已拒绝' })),
  );
});

test('cancel asks for confirmation first', async () => {
  api.on(CANCEL, done('订单已取消'));
  await openOrder(['cancel']);
  fireEvent.click(screen.getByTestId('order-action-cancel'));
  expect(api.requests(CANCEL)).toEqual([]);
  const popover = (await screen.findByText('确定取消该订单吗？')).closest(
    '.ant-popover',
  ) as HTMLElement;
  fireEvent.click(within(popover).getByRole('button', { name: /确\s*定/ }));
  await waitFor(() => expect(pathsOf(CANCEL)).toEqual(['/haiguan/api/minor/order/cancel/7']));
});

test('contact opens the chat with the other party', async () => {
  await openOrder(['contact'], { role: 1 });
  fireEvent.click(screen.getByTestId('order-action-contact'));
  expect(bus.navigations).toEqual(['/messages?to=3']);
});

test('submit saves unsaved changes first, then submits (issue #33)', async () => {
  api.on(TEMP_STORE, done('暂存成功'), { body: OrderTempStoreBody });
  api.on(SUBMIT, done('已提交审核'));
  await openOrder(['tempStore', 'submit', 'cancel'], {
    status: 3,
    stage: 'tradePassed',
    contract: { name: '普洱茶购销合同', number: 'HT-001', files: [] },
    instalments: [
      { id: 1, amount: '32160.00', dueDate: '2099-12-01', received: false, state: 'unpaid' },
    ],
  });
  fireEvent.change(screen.getByLabelText('合同名称'), {
    target: { value: '普洱茶购销合同（修订）' },
  });
  fireEvent.click(screen.getByTestId('order-action-submit'));
  await waitFor(() => expect(pathsOf(SUBMIT)).toEqual(['/haiguan/api/minor/order/submit/7']));
  expect(bodiesOf(TEMP_STORE)).toEqual([
    expect.objectContaining({ id: 7, contractName: '普洱茶购销合同（修订）' }),
  ]);
  expect(screen.queryByText('订单有未保存的修改，请先暂存')).toBeNull();
});

test('submit with nothing unsaved submits without storing again', async () => {
  api.on(SUBMIT, done('已提交审核'));
  await openOrder(['tempStore', 'submit'], {
    status: 3,
    stage: 'tradePassed',
    contract: { name: '普洱茶购销合同', number: 'HT-001', files: [] },
  });
  fireEvent.click(screen.getByTestId('order-action-submit'));
  await waitFor(() => expect(pathsOf(SUBMIT)).toHaveLength(1));
  // No route answers TEMP_STORE here: a store sent after all would fail the test.
});

test('the header and the badge say one thing: the stage (issue #33)', async () => {
  await openOrder(['invoice', 'cancel', 'contact'], {
    role: 1,
    status: 3,
    stage: 'contractConfirmed',
    contractStatus: 2,
  });
  expect(screen.getByTestId('order-stage').textContent).toBe('合同已确认');
  expect(screen.getByTestId('order-header').textContent).not.toMatch(/合同状态|待确认/);
});

test.each<[string, Partial<OrderDetail>, OrderAction[], string, string]>([
  [
    'the seller of a new order',
    { role: 2 },
    ['confirm', 'reject'],
    'sellerConfirm',
    '下一步由您完成',
  ],
  ['its buyer', { role: 1 }, ['cancel'], 'buyerAwaitConfirm', '等待对方处理'],
  [
    'a seller whose buyer has no invoice info yet',
    { role: 2, status: 3, stage: 'contractConfirmed', contractStatus: 2 },
    ['tempStore', 'submit'],
    'sellerAwaitInvoice',
    '下一步由您完成',
  ],
  [
    'a buyer waiting for the review',
    { role: 1, status: 4, stage: 'contractPending', contractStatus: 2 },
    ['contact'],
    'awaitReview',
    '等待对方处理',
  ],
  [
    'the reviewer',
    { role: 3, status: 4, stage: 'contractPending', contractStatus: 2 },
    ['approve', 'deny'],
    'review',
    '下一步由您完成',
  ],
])(
  'the top of the page says what comes next for %s (issue #33)',
  async (_who, order, actions, step, title) => {
    await openOrder(actions, order);
    const panel = screen.getByTestId('order-next-step');
    expect(panel.getAttribute('data-step')).toBe(step);
    expect(panel.textContent).toContain(title);
  },
);

test('a buyer without invoice info is told at the top, and led to the form (issue #33)', async () => {
  await openOrder(['invoice', 'cancel', 'contact'], {
    role: 1,
    status: 3,
    stage: 'contractConfirmed',
    contractStatus: 2,
    contract: { name: '普洱茶购销合同', number: 'HT-001', files: [] },
  });
  const panel = screen.getByTestId('order-next-step');
  expect(panel.textContent).toContain('请填写开票信息：卖方须有您的开票信息才能提交合同审核。');
  // The form comes before the seller's read-only supplement, not under it.
  const form = screen.getByTestId('invoice-form');
  const supplement = screen.getByTestId('supplement-form');
  expect(form.compareDocumentPosition(supplement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  fireEvent.click(within(panel).getByRole('button', { name: '填写开票信息' }));
  expect(document.activeElement).toBe(screen.getByTestId('invoice-title'));
});

test('the supplement shows the live instalment total against the order amount', async () => {
  await openOrder(['tempStore', 'submit'], { status: 3, stage: 'tradePassed' });
  const total = screen.getByTestId('instalment-total');
  expect(total.textContent).toBe('分期合计 ¥0.00 / 订单金额 ¥32,160.00');
  fireEvent.change(screen.getByLabelText('第1期付款金额'), { target: { value: '16080' } });
  fireEvent.click(screen.getByTestId('instalment-add'));
  fireEvent.change(await screen.findByLabelText('第2期付款金额'), {
    target: { value: '16080.00' },
  });
  await waitFor(() => expect(total.textContent).toBe('分期合计 ¥32,160.00 / 订单金额 ¥32,160.00'));
  expect(screen.queryByText(/与订单金额（32160.00）不一致/)).toBeNull();
});

test('temporary store asks before saving a duplicate contract, then sends confirmDuplicate', async () => {
  api.on(
    TEMP_STORE,
    (_request, call) =>
      call === 0
        ? failure({
            code: 409,
            msg: '合同编号或名称已存在，是否继续保存？',
            reason: 'duplicateContract',
            fields: ['contractNumber'],
          })
        : done('暂存成功'),
    { body: OrderTempStoreBody },
  );
  await openOrder(['tempStore', 'submit'], {
    status: 3,
    stage: 'contractConfirmed',
    contract: {
      name: '合同',
      number: 'HT-001',
      files: [{ id: 5, name: 'c.pdf', url: '/haiguan/api/files/5' }],
    },
    instalments: [
      { id: 1, amount: '32160.00', dueDate: '2099-12-01', received: false, state: 'unpaid' },
    ],
  });
  expect(screen.getByRole('link', { name: 'c.pdf' })).toBeTruthy();
  fireEvent.click(screen.getByTestId('order-action-tempStore'));
  expect(await screen.findByText('合同编号或名称已存在，是否继续保存？')).toBeTruthy();
  // The clashing field (the number, not the name) says so under it.
  expect(screen.getAllByText('已有其他合同使用此值')).toHaveLength(1);
  const numberItem = screen.getByTestId('contract-number').closest('.ant-form-item');
  expect(numberItem?.textContent).toContain('已有其他合同使用此值');
  expect(api.requests(TEMP_STORE)).toHaveLength(1);
  expect(bodiesOf(TEMP_STORE)[0]).toMatchObject({
    id: 7,
    contractName: '合同',
    contractNumber: 'HT-001',
    contractFiles: [5],
    instalments: [{ amount: '32160.00', dueDate: '2099-12-01', received: false }],
  });
  expect(bodiesOf(TEMP_STORE)[0]).not.toHaveProperty('confirmDuplicate');
  fireEvent.click(screen.getByRole('button', { name: '继续保存' }));
  await waitFor(() => expect(api.requests(TEMP_STORE)).toHaveLength(2));
  expect(bodiesOf(TEMP_STORE)[1]).toMatchObject({ confirmDuplicate: true });
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '暂存成功' })),
  );
});

test('the owner prices a line inline; both fields are required', async () => {
  api.on(PRICE_LINE, done('操作成功'), { body: OrderProductBody });
  await openOrder(['confirm', 'editProducts']);
  fireEvent.click(screen.getByTestId('order-product-edit-11'));
  fireEvent.change(screen.getByLabelText('普洱熟茶 的含税单价'), { target: { value: '' } });
  fireEvent.click(screen.getByTestId('order-product-save-11'));
  expect(await screen.findByText('请输入含税单价')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('普洱熟茶 的含税单价'), { target: { value: '250' } });
  fireEvent.change(screen.getByLabelText('普洱熟茶 的交易数量'), { target: { value: '100' } });
  fireEvent.click(screen.getByTestId('order-product-save-11'));
  await waitFor(() =>
    expect(bodiesOf(PRICE_LINE)).toEqual([{ id: 11, productPrice: '250', productQuantity: 100 }]),
  );
});

test('instalments show their state, and the owner confirms an unpaid one', async () => {
  api.on(RECEIVED, done('已确认收款'));
  await openOrder(['progress', 'receive'], {
    status: 3,
    stage: 'contractExecuting',
    signedAt: '2026-11-24T00:00:00.000Z',
    instalments: [
      { id: 1, amount: '16080.00', dueDate: '2026-11-25', received: true, state: 'received' },
      { id: 2, amount: '16080.00', dueDate: '2026-11-26', received: false, state: 'overdue' },
    ],
  });
  expect(screen.getByTestId('instalment-state-1').textContent).toBe('已收款');
  expect(screen.getByTestId('instalment-state-2').textContent).toBe('已逾期');
  expect(screen.queryByTestId('instalment-receive-1')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: '确认第2期收款' }));
  await waitFor(() =>
    expect(pathsOf(RECEIVED)).toEqual(['/haiguan/api/minor/order/instalment/2/received']),
  );
  expect(screen.getByTestId('progress-form')).toBeTruthy();
});

test('a missing order id says the order does not exist', () => {
  render(<OrderDetailPage search="" />);
  expect(screen.getByText('订单不存在')).toBeTruthy();
  expect(api.requests()).toEqual([]);
});

test.each([
  ['zh', '订单不存在'],
  ['pt', 'A encomenda não existe'],
] as const)(
  'in %s an order the server answers as missing (a reviewer opening an unsubmitted one) says so, not "load failed"',
  async (language, text) => {
    await changeLanguage(language);
    try {
      api.on(ORDER, failure({ code: 404, msg: '订单不存在' }));
      renderScreen(
        <OrderDetailPage
          search="?param=7"
          pathname="/orderSupplement"
          routeKey="orderSupplement"
        />,
      );
      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.queryByRole('button', { name: /重试|Tentar/ })).toBeNull();
    } finally {
      await changeLanguage('zh');
    }
  },
);

test('the buyer sees the saved supplement read-only, with its files as links', async () => {
  await openOrder(['takeEffect', 'contact'], {
    role: 1,
    status: 3,
    stage: 'contractSigning',
    contractStatus: 4,
    contract: {
      name: '合同',
      number: 'HT-001',
      files: [{ id: 5, name: 'c.pdf', url: '/haiguan/api/files/5' }],
    },
    instalments: [
      { id: 1, amount: '32160.00', dueDate: '2099-12-01', received: false, state: 'unpaid' },
    ],
  });
  expect((screen.getByLabelText('合同名称') as HTMLInputElement).disabled).toBe(true);
  expect(screen.queryByTestId('order-action-tempStore')).toBeNull();
  expect(screen.queryByTestId('contract-upload-input')).toBeNull();
  expect(screen.getByRole('link', { name: 'c.pdf' })).toBeTruthy();
  expect(screen.getByTestId('instalment-state-1').textContent).toBe('未付款');
  expect(screen.queryByTestId('instalment-receive-1')).toBeNull();
});

test('a pending order shows no blank instalment and no amount warning to those who cannot edit it', async () => {
  await openOrder(['reTrade', 'cancel', 'contact'], { role: 1, status: 2, instalments: [] });
  expect(screen.queryByLabelText('第1期付款金额')).toBeNull();
  expect(screen.queryByTestId('instalment-total')).toBeNull();
  expect(screen.queryByText(/与订单金额（.*）不一致/)).toBeNull();
});

test('the invoice form asks for the e-mail of an electronic invoice and the address of a paper one', async () => {
  api.on(INVOICE, done('开票信息已保存'), { body: OrderInvoiceBody });
  await openOrder(['invoice', 'cancel'], { role: 1 });
  const form = screen.getByTestId('invoice-form');
  fireEvent.change(within(form).getByLabelText('发票抬头'), {
    target: { value: 'Lusitânia Lda.' },
  });
  fireEvent.change(within(form).getByLabelText('纳税人识别号'), {
    target: { value: 'PT509999999' },
  });
  fireEvent.click(within(form).getByRole('button', { name: '保存开票信息' }));
  expect(await within(form).findByText('请输入接收邮箱')).toBeTruthy();

  fireEvent.click(within(form).getByRole('radio', { name: '纸质' }));
  expect(await within(form).findByLabelText('邮寄地址')).toBeTruthy();
  expect(within(form).queryByLabelText('接收邮箱')).toBeNull();
  fireEvent.change(within(form).getByLabelText('收件人'), { target: { value: 'Ana' } });
  fireEvent.change(within(form).getByLabelText('收件电话'), {
    target: { value: '+351 210000000' },
  });
  fireEvent.change(within(form).getByLabelText('邮寄地址'), {
    target: { value: 'Rua Augusta 1, Lisboa' },
  });
  fireEvent.click(within(form).getByRole('radio', { name: '增值税专用发票' }));
  fireEvent.click(within(form).getByRole('button', { name: '保存开票信息' }));
  await waitFor(() =>
    expect(bodiesOf(INVOICE)).toContainEqual({
      id: 7,
      headerType: 1,
      medium: 2,
      title: 'Lusitânia Lda.',
      taxNumber: 'PT509999999',
      email: null,
      mailName: 'Ana',
      mailPhone: '+351 210000000',
      mailAddress: 'Rua Augusta 1, Lisboa',
    }),
  );
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '开票信息已保存' })),
  );
});

test('a contract attachment uploads at once; it is an unsaved change until 暂存', async () => {
  api.on(
    UPLOAD,
    ok(UploadedFile, {
      id: 12,
      name: 'contract.pdf',
      url: '/haiguan/api/files/12',
      size: 1024,
      fileType: 'file',
    }),
  );
  await openOrder(['tempStore', 'submit'], { status: 3, stage: 'tradePassed' });
  const input = screen.getByTestId('contract-upload-input');
  fireEvent.change(input, {
    target: { files: [new File(['x'], 'song.mp3', { type: 'audio/mpeg' })] },
  });
  expect(await screen.findByText('song.mp3：文件格式不正确')).toBeTruthy();
  expect(api.requests(UPLOAD)).toEqual([]);

  fireEvent.change(input, {
    target: { files: [new File(['%PDF'], 'contract.pdf', { type: 'application/pdf' })] },
  });
  expect(await screen.findByRole('link', { name: 'contract.pdf' })).toBeTruthy();
  expect(api.requests(UPLOAD).map((request) => request.query)).toEqual([{ purpose: 'contract' }]);
});

describe.each([
  [
    'en',
    {
      nextStep: 'Your next stepFill in your invoice details',
      reasonRequired: 'Give a reason',
      priceRequired: 'Enter the unit price incl. tax',
    },
  ],
  [
    'pt',
    {
      nextStep: 'O próximo passo é seuPreencha os seus dados de faturação',
      reasonRequired: 'Indique o motivo',
      priceRequired: 'Indique o preço unitário com impostos',
    },
  ],
] as const)('in %s (issue #14)', (language, texts) => {
  beforeEach(() => changeLanguage(language));
  afterEach(async () => {
    cleanup();
    await changeLanguage('zh');
  });

  test('the next step is in the language', async () => {
    await openOrder(['invoice'], { role: 1, status: 3, stage: 'tradePassed' });
    expect(screen.getByTestId('order-next-step').textContent).toContain(texts.nextStep);
  });

  test('the reject reason is required in the language', async () => {
    api.on(REJECT, done('订单已拒绝'), { body: OrderRejectBody });
    await openOrder(['confirm', 'reject']);
    fireEvent.click(screen.getByTestId('order-action-reject'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(dialog.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await within(dialog).findByText(texts.reasonRequired)).toBeTruthy();
    expect(api.requests(REJECT)).toEqual([]);
  });

  test('an inline line asks for its price in the language', async () => {
    api.on(PRICE_LINE, done('操作成功'), { body: OrderProductBody });
    await openOrder(['confirm', 'editProducts']);
    fireEvent.click(screen.getByTestId('order-product-edit-11'));
    fireEvent.change(screen.getByTestId('order-product-price-11'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('order-product-save-11'));
    expect(await screen.findByText(texts.priceRequired)).toBeTruthy();
    expect(api.requests(PRICE_LINE)).toEqual([]);
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, list, mockApi, ok } from '@portal/api-client/testing';
import {
  CatalogueNode,
  HsCodeEntry,
  ListingTranslationInput,
  ListingTranslationResult,
  ProductCreated,
  ProductReceiver,
  ProductSaveBody,
  TranslationStatus,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, seller, watchBus } from '../../../test/session';
import { receivers, teaHsCodes } from '../test-fixtures';
import { SaveProductPage } from './save-product-page';
import { catalogueEndpoints } from '@portal/contracts/endpoints/catalogue';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const CATALOGUE = catalogueEndpoints.tree;
const RECEIVERS = productEndpoints.receivers;
const HS_CODES = productEndpoints.hsCodes;
const CREATE = productEndpoints.create;
const TRANSLATION_STATUS = 'GET /haiguan/api/translation/status';
const TRANSLATE = 'POST /haiguan/api/translation/listing';

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  api.on(CATALOGUE, list(CatalogueNode, []));
  api.on(RECEIVERS, list(ProductReceiver, receivers(seller.id)));
  api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: false }));
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

/** Fills the fields every product needs: name, HS code 090210 by browsing, unit and price. */
async function fillRequired(name: string) {
  fireEvent.change(screen.getByLabelText('产品名称'), { target: { value: name } });
  fireEvent.click(await screen.findByTestId('hs-09'));
  fireEvent.click(await screen.findByTestId('hs-0902'));
  fireEvent.click(await screen.findByTestId('hs-090210'));
  fireEvent.change(screen.getByLabelText('单位'), { target: { value: '千克' } });
  fireEvent.change(screen.getByLabelText('价格'), { target: { value: '268' } });
}

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.find((element) => element.matches('.ant-select-item-option'))!);
}

test('writes the product in another language and with its trade terms, and saves them', async () => {
  api.on(CREATE, ok(ProductCreated, { id: 42 }), { body: ProductSaveBody });
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  await fillRequired('龙井绿茶');
  // A new product is in the UI's language; the three others are missing.
  expect(screen.getByLabelText('原文语言').closest('.ant-select')!.textContent).toBe('简体中文');
  expect(screen.getByTestId('missing-languages').textContent).toBe('还缺 3 种语言');
  expect(screen.getByRole('tab', { name: /Português/ }).textContent).toContain('缺');
  fireEvent.click(screen.getByRole('tab', { name: /Português/ }));
  fireEvent.change(await screen.findByLabelText('产品名称（Português）'), {
    target: { value: 'Chá verde Longjing' },
  });
  expect(screen.getByTestId('missing-languages').textContent).toBe('还缺 2 种语言');
  expect(screen.getByRole('tab', { name: /Português/ }).textContent).not.toContain('缺');
  // No pre-fill without a translator.
  expect(screen.queryByRole('button', { name: '机器翻译补全缺少的语言' })).toBeNull();

  fireEvent.change(screen.getByLabelText('起订量'), { target: { value: '100' } });
  fireEvent.change(screen.getByLabelText('交货期（天）'), { target: { value: '15' } });
  fireEvent.click(screen.getByRole('button', { name: '添加一档' }));
  fireEvent.change(screen.getByLabelText('第 1 档起订数量'), { target: { value: '100' } });
  fireEvent.change(screen.getByLabelText('第 1 档单价'), { target: { value: '260' } });
  fireEvent.click(screen.getByRole('button', { name: '添加一档' }));
  fireEvent.change(screen.getByLabelText('第 2 档起订数量'), { target: { value: '500' } });
  fireEvent.change(screen.getByLabelText('第 2 档单价'), { target: { value: '240' } });
  await chooseOption('贸易术语（Incoterms 2020）', 'FOB');
  fireEvent.change(screen.getByLabelText('指定地点（港口）'), { target: { value: '宁波' } });
  fireEvent.change(screen.getByLabelText('包装'), { target: { value: '250 g 罐装' } });
  fireEvent.click(screen.getByRole('checkbox', { name: '可提供样品' }));
  fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
  await waitFor(() =>
    expect(api.requests(CREATE).map((request) => request.body)).toEqual([
      expect.objectContaining({
        name: '龙井绿茶',
        originalLanguage: 'zh',
        translations: { pt: { name: 'Chá verde Longjing' } },
        minOrderQuantity: '100',
        priceTiers: [
          { minQuantity: '100', price: '260' },
          { minQuantity: '500', price: '240' },
        ],
        leadTimeDays: 15,
        incoterm: 'FOB',
        incotermPlace: '宁波',
        packaging: '250 g 罐装',
        sampleAvailable: true,
      }),
    ]),
  );
});

test('checks the trade terms and each language before sending, in the UI’s language', async () => {
  await act(() => i18n.changeLanguage('pt'));
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  expect(screen.getByTestId('missing-languages').textContent).toBe('Faltam 3 línguas');
  await chooseOption('Incoterm (Incoterms 2020)', 'CIF');
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar escalão' }));
  fireEvent.change(screen.getByLabelText('Escalão 1: a partir de'), { target: { value: '500' } });
  fireEvent.change(screen.getByLabelText('Escalão 1: preço unitário'), { target: { value: '9' } });
  fireEvent.click(screen.getByRole('button', { name: 'Adicionar escalão' }));
  fireEvent.change(screen.getByLabelText('Escalão 2: a partir de'), { target: { value: '100' } });
  fireEvent.change(screen.getByLabelText('Escalão 2: preço unitário'), { target: { value: '8' } });
  fireEvent.click(screen.getByRole('tab', { name: /English/ }));
  fireEvent.change(await screen.findByLabelText('Descrição (English)'), {
    target: { value: 'Spring harvest' },
  });
  fireEvent.click(screen.getByRole('button', { name: /^Guardar$/ }));
  expect(await screen.findByText('Indique o local designado (porto) do Incoterm')).toBeTruthy();
  expect(screen.getByText('As quantidades dos escalões devem ser crescentes')).toBeTruthy();
  expect(screen.getByText('Falta o nome do produto em inglês')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Remover o escalão 2' }));
  await waitFor(() =>
    expect(screen.queryByText('As quantidades dos escalões devem ser crescentes')).toBeNull(),
  );
  // No route answers CREATE here: a product sent after all would fail the test.
});

test('pre-fills the missing languages with the translator, marked machine-translated until reviewed', async () => {
  api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: true }));
  api.on(
    TRANSLATE,
    ok(ListingTranslationResult, {
      translations: {
        cht: { name: '龍井綠茶', description: '明前採摘' },
        pt: { name: 'Chá verde Longjing', description: 'Colhido antes de Qingming' },
        en: { name: 'Longjing green tea', description: 'Picked before Qingming' },
      },
    }),
    { body: ListingTranslationInput },
  );
  api.on(CREATE, ok(ProductCreated, { id: 43 }), { body: ProductSaveBody });
  signIn(['product:product:edit']);
  renderScreen(<SaveProductPage search="" />);
  await fillRequired('龙井绿茶');
  fireEvent.change(screen.getByLabelText('产品描述'), { target: { value: '明前采摘' } });
  fireEvent.click(await screen.findByRole('button', { name: '机器翻译补全缺少的语言' }));
  await waitFor(() =>
    expect(screen.getByTestId('missing-languages').textContent).toBe('四种语言都已填写'),
  );
  expect(api.requests(TRANSLATE).map((request) => request.body)).toEqual([
    {
      kind: 'product',
      from: 'zh',
      to: ['cht', 'pt', 'en'],
      texts: { name: '龙井绿茶', description: '明前采摘' },
    },
  ]);
  expect(screen.getByRole('tab', { name: /English/ }).textContent).toContain('机器翻译，待审核');
  // Editing the English text makes it the author's; the Portuguese one is reviewed as it is.
  fireEvent.click(screen.getByRole('tab', { name: /English/ }));
  fireEvent.change(await screen.findByLabelText('产品名称（English）'), {
    target: { value: 'Longjing (Dragon Well) green tea' },
  });
  expect(screen.getByRole('tab', { name: /English/ }).textContent).not.toContain('机器翻译');
  fireEvent.click(screen.getByRole('tab', { name: /Português/ }));
  fireEvent.click(await screen.findByRole('button', { name: '标记为已审核' }));
  fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
  await waitFor(() =>
    expect(
      api
        .requests(CREATE)
        .map((request) => (request.body as { translations: unknown }).translations),
    ).toEqual([
      {
        cht: { name: '龍井綠茶', description: '明前採摘', machine: true },
        pt: { name: 'Chá verde Longjing', description: 'Colhido antes de Qingming' },
        en: { name: 'Longjing (Dragon Well) green tea', description: 'Picked before Qingming' },
      },
    ]),
  );
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, failure, mockApi, ok, raw } from '@portal/api-client/testing';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import {
  CaseDetailsBody,
  ContentTextsBody,
  EditableContentPage,
  ProductSearchPage,
  SupplyIndustries,
} from '@portal/contracts/schemas';
import { coffeeEditablePage, coffeeProductHit, coffeeTexts } from '../test-fixtures';
import { ContentEditor } from './content-editor';
import { renderScreen } from '@portal/ui/testing';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const EDITABLE = contentEndpoints.editablePage;
const SAVE_TEXTS = contentEndpoints.saveTexts;
const SAVE_DETAILS = contentEndpoints.saveCaseDetails;
const INDUSTRIES = productEndpoints.industries;
const PRODUCTS = productEndpoints.search;
/** The paths and JSON bodies the server received on `route`, in order. */
const sent = (route: typeof SAVE_TEXTS | typeof SAVE_DETAILS) =>
  api.requests(route).map(({ path, body }) => ({ path, body }));

const onSaved = jest.fn();

function editor() {
  return <ContentEditor slug="macau-coffee" onClose={() => undefined} onSaved={onSaved} />;
}

/** Opens an antd select by its label and clicks the option of that title. */
async function pick(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

async function openDetails() {
  renderScreen(editor());
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByRole('tab', { name: '案例信息' }));
  await within(dialog).findByRole('combobox', { name: '行业' });
  return dialog;
}

beforeEach(() => {
  api.on(EDITABLE, ok(EditableContentPage, coffeeEditablePage));
  api.on(INDUSTRIES, ok(SupplyIndustries, ['茶叶', '咖啡']));
  api.on(
    PRODUCTS,
    raw(ProductSearchPage, {
      code: 200,
      msg: '操作成功',
      rows: [coffeeProductHit],
      total: 1,
      totalEstimated: false,
    }),
  );
});
afterEach(() => jest.resetAllMocks());

test('the details of a case are sent as the operator set them', async () => {
  api.on(SAVE_DETAILS, done('已保存'), { body: CaseDetailsBody });
  const dialog = await openDetails();
  expect(within(dialog).getByTitle('崂山绿茶 250 克')).toBeTruthy();

  await pick('行业', '咖啡');
  await pick('市场（国家和地区）', '中国澳门');
  const products = within(dialog).getByRole('combobox', { name: '关联产品' });
  fireEvent.mouseDown(products);
  fireEvent.change(products, { target: { value: 'café' } });
  await waitFor(() =>
    expect(api.requests(PRODUCTS).map((request) => request.query)).toContainEqual({
      pageNum: '1',
      pageSize: '20',
      keyword: 'café',
    }),
  );
  await pick('关联产品', 'Café verde · Fazenda Boa Vista');
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: '排序（数字小的排在前面）' }), {
    target: { value: '5' },
  });
  const published = within(dialog).getByRole('switch', { name: '发布' });
  expect(published.getAttribute('aria-checked')).toBe('true');
  fireEvent.click(published);

  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(sent(SAVE_DETAILS)).toEqual([
      {
        path: '/haiguan/api/operator/cases/macau-coffee',
        body: {
          industry: '咖啡',
          countries: ['BR', 'PT', 'MO'],
          productIds: [7, 9],
          sort: 5,
          published: false,
        },
      },
    ]),
  );
  expect(await within(dialog).findByText('已保存')).toBeTruthy();
  expect(onSaved).toHaveBeenCalled();
  expect(api.requests(SAVE_TEXTS)).toEqual([]);
  // jsdom renders every option of the country select (no layout, so no virtual list): this test
  // alone takes 25–30 s on the two-core machine.
}, 120_000);

test('the server’s refusal of the details is shown, and nothing is reported saved', async () => {
  api.on(SAVE_DETAILS, failure({ code: 400, msg: '以下产品不存在或未上架，不能关联：7' }), {
    body: CaseDetailsBody,
  });
  const dialog = await openDetails();
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  const alert = await within(dialog).findByRole('alert');
  expect(alert.textContent).toContain('以下产品不存在或未上架，不能关联：7');
  expect(sent(SAVE_DETAILS)).toEqual([
    {
      path: '/haiguan/api/operator/cases/macau-coffee',
      body: {
        industry: '茶叶',
        countries: ['BR', 'PT'],
        productIds: [7],
        sort: 20,
        published: true,
      },
    },
  ]);
  expect(onSaved).not.toHaveBeenCalled();
});

test('a case without an industry is refused in the browser', async () => {
  api.on(
    EDITABLE,
    ok(EditableContentPage, {
      ...coffeeEditablePage,
      case: { ...coffeeEditablePage.case!, industry: '' },
    }),
  );
  const dialog = await openDetails();
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  expect(await within(dialog).findByText('请选择行业')).toBeTruthy();
  expect(api.requests(SAVE_DETAILS)).toEqual([]);
});

test('a language the case lacks starts empty with the Chinese structure and is added', async () => {
  api.on(SAVE_TEXTS, done('Guardado'), { body: ContentTextsBody });
  renderScreen(editor());
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('标题');
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Português' }));
  expect(await within(dialog).findByText(/这个语言还没有内容/)).toBeTruthy();
  const title = within(dialog).getByLabelText('标题') as HTMLInputElement;
  await waitFor(() => expect(title.value).toBe(''));
  fireEvent.change(title, { target: { value: 'Torrefação de Macau' } });
  fireEvent.change(within(dialog).getByLabelText('摘要'), { target: { value: 'Café do Brasil.' } });
  coffeeTexts.sections.forEach((_, index) => {
    fireEvent.change(within(dialog).getByLabelText(`第 ${index + 1} 栏标题`), {
      target: { value: `Secção ${index + 1}` },
    });
    fireEvent.change(within(dialog).getByLabelText(`第 ${index + 1} 栏正文（段落之间空一行）`), {
      target: { value: `Texto ${index + 1}.` },
    });
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(sent(SAVE_TEXTS)).toEqual([
      {
        path: '/haiguan/api/operator/content/macau-coffee',
        body: {
          language: 'pt',
          title: 'Torrefação de Macau',
          summary: 'Café do Brasil.',
          sections: coffeeTexts.sections.map((section, index) => ({
            key: section.key,
            heading: `Secção ${index + 1}`,
            paragraphs: [`Texto ${index + 1}.`],
          })),
          metrics: [],
        },
      },
    ]),
  );
  expect(await within(dialog).findByText('Guardado')).toBeTruthy();
});

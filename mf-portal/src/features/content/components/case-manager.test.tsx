import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, list, mockApi, ok, raw } from '@portal/api-client/testing';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import {
  CreatedCase,
  NewCaseBody,
  OperatorCase,
  ProductSearchPage,
  SupplyIndustries,
} from '@portal/contracts/schemas';
import { sessionStore } from '@portal/session';
import { operatorCases } from '../test-fixtures';
import { CaseManager } from './case-manager';
import { renderScreen } from '@portal/ui/testing';
import { productEndpoints } from '@portal/contracts/endpoints/products';

const api = mockApi();
const CASES = contentEndpoints.operatorCases;
const CREATE_CASE = contentEndpoints.createCase;
const INDUSTRIES = productEndpoints.industries;
const PRODUCTS = productEndpoints.search;

const onChanged = jest.fn();

function manager() {
  return <CaseManager onChanged={onChanged} />;
}

function signInAs(permissions: string[]) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { userId: 9, userName: 'operator' } as never,
    membership: null,
    permissions,
  });
}

async function pick(label: string, option: string) {
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

async function openNewCase() {
  signInAs(['platform:content:manage']);
  renderScreen(manager());
  fireEvent.click(screen.getByRole('button', { name: '管理案例' }));
  const list = await screen.findByRole('dialog', { name: '管理案例（含未发布）' });
  await within(list).findByText('亳州菊花茶');
  fireEvent.click(within(list).getByRole('button', { name: '新建案例' }));
  // antd labels every drawer with the same id under Jest: the new drawer is the last dialog.
  await screen.findByLabelText('页面地址');
  return screen.getAllByRole('dialog').at(-1)!;
}

function fillTexts(form: HTMLElement) {
  fireEvent.change(within(form).getByLabelText('标题'), { target: { value: '澳门咖啡烘焙坊' } });
  fireEvent.change(within(form).getByLabelText('摘要'), { target: { value: '巴西生豆直采。' } });
  for (const n of [1, 2, 3, 4])
    fireEvent.change(within(form).getByLabelText(`第 ${n} 栏正文（段落之间空一行）`), {
      target: { value: `第 ${n} 栏第一段。\n\n第二段。` },
    });
  fireEvent.change(within(form).getByLabelText('成效数据（每行一项：数值 | 说明）'), {
    target: { value: '-15% | 采购成本' },
  });
}

beforeEach(() => {
  api.on(CASES, list(OperatorCase, operatorCases));
  api.on(INDUSTRIES, ok(SupplyIndustries, ['咖啡']));
  api.on(
    PRODUCTS,
    raw(ProductSearchPage, {
      code: 200,
      msg: '操作成功',
      rows: [],
      total: 0,
      totalEstimated: false,
    }),
  );
});
afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('only operators holding the content permission manage the cases', () => {
  renderScreen(manager());
  expect(screen.queryByRole('button', { name: '管理案例' })).toBeNull();
  signInAs(['product:product:list']);
  renderScreen(manager());
  expect(screen.queryByRole('button', { name: '管理案例' })).toBeNull();
});

test('operators see every case, unpublished ones too', async () => {
  signInAs(['platform:content:manage']);
  renderScreen(manager());
  fireEvent.click(screen.getByRole('button', { name: '管理案例' }));
  const list = await screen.findByRole('dialog', { name: '管理案例（含未发布）' });
  const rows = await within(list).findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(within(rows[1]!).getByText('已发布')).toBeTruthy();
  expect(within(rows[2]!).getByText('未发布')).toBeTruthy();
  expect(within(rows[2]!).queryByRole('link', { name: '查看' })).toBeNull();
  expect(within(rows[1]!).getByRole('link', { name: '查看' }).getAttribute('href')).toBe(
    '/lbteaCase',
  );
  expect(within(rows[2]!).getByRole('button', { name: '编辑 亳州菊花茶' })).toBeTruthy();
});

test('a new case is checked in the browser before anything is sent', async () => {
  const form = await openNewCase();
  fireEvent.click(within(form).getByRole('button', { name: /创建案例/ }));
  expect(await within(form).findByText('请选择行业')).toBeTruthy();
  expect(within(form).getAllByText('此项必填').length).toBeGreaterThanOrEqual(3);
  fireEvent.change(within(form).getByLabelText('页面地址'), { target: { value: 'Macau Coffee' } });
  fireEvent.click(within(form).getByRole('button', { name: /创建案例/ }));
  expect(
    (await within(form).findAllByText(/页面地址只能使用小写字母、数字和连字符/)).length,
  ).toBeGreaterThan(0);
  expect(api.requests(CREATE_CASE)).toEqual([]);
});

test('a new case is sent with its details and Chinese text; the server’s refusal is shown', async () => {
  api.on(
    CREATE_CASE,
    (_request, call) =>
      call === 0
        ? failure({ code: 400, msg: '页面地址 macau-coffee 已被使用，请换一个' })
        : ok(
            CreatedCase,
            { slug: 'macau-coffee-2', path: '/caseInfo?slug=macau-coffee-2' },
            '案例已创建',
          ),
    { body: NewCaseBody },
  );
  const form = await openNewCase();
  fireEvent.change(within(form).getByLabelText('页面地址'), { target: { value: 'macau-coffee' } });
  await pick('行业', '咖啡');
  await pick('市场（国家和地区）', '巴西');
  fireEvent.change(within(form).getByRole('spinbutton', { name: '排序（数字小的排在前面）' }), {
    target: { value: '15' },
  });
  fillTexts(form);
  fireEvent.click(within(form).getByRole('button', { name: /创建案例/ }));

  await waitFor(() =>
    expect(api.requests(CREATE_CASE).map((request) => request.body)).toEqual([
      {
        slug: 'macau-coffee',
        industry: '咖啡',
        countries: ['BR'],
        productIds: [],
        sort: 15,
        published: true,
        texts: {
          zh: {
            title: '澳门咖啡烘焙坊',
            summary: '巴西生豆直采。',
            sections: [
              { key: 'company', heading: '企业简介', paragraphs: ['第 1 栏第一段。', '第二段。'] },
              {
                key: 'problem',
                heading: '面临的难题',
                paragraphs: ['第 2 栏第一段。', '第二段。'],
              },
              {
                key: 'platform',
                heading: '平台做了什么',
                paragraphs: ['第 3 栏第一段。', '第二段。'],
              },
              { key: 'results', heading: '成效', paragraphs: ['第 4 栏第一段。', '第二段。'] },
            ],
            metrics: [{ value: '-15%', label: '采购成本' }],
          },
        },
      },
    ]),
  );
  expect((await within(form).findByRole('alert')).textContent).toContain(
    '页面地址 macau-coffee 已被使用，请换一个',
  );
  expect(onChanged).not.toHaveBeenCalled();

  fireEvent.change(within(form).getByLabelText('页面地址'), {
    target: { value: 'macau-coffee-2' },
  });
  fireEvent.click(within(form).getByRole('button', { name: /创建案例/ }));
  const done = (await screen.findByText(/案例已创建/)).closest<HTMLElement>('[role="status"]')!;
  expect(within(done).getByRole('link', { name: '打开案例页面' }).getAttribute('href')).toBe(
    '/caseInfo?slug=macau-coffee-2',
  );
  expect(api.requests(CREATE_CASE).at(-1)?.body).toEqual(
    expect.objectContaining({ slug: 'macau-coffee-2' }),
  );
  expect(onChanged).toHaveBeenCalled();
  await waitFor(() => expect(api.requests(CASES)).toHaveLength(2));
});

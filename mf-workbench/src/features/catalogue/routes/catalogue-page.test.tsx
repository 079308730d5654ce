import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, list, mockApi, ok } from '@portal/api-client/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { catalogueEndpoints } from '@portal/contracts/endpoints/catalogue';
import { CatalogueCreated, CatalogueNode } from '@portal/contracts/schemas';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { teaCatalogue } from '../test-fixtures';
import { ProductTypePage } from './catalogue-page';

const api = mockApi();
const TREE = catalogueEndpoints.tree;
const ADD = catalogueEndpoints.add;
const UPDATE = catalogueEndpoints.change;
const MOVE = catalogueEndpoints.move;
const DELETE = catalogueEndpoints.remove;

/** What the server received on `route`, in order: each request's path and JSON body. */
const sentTo = (route: Endpoint) =>
  api.requests(route).map((request) => [request.path, request.body]);

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  api.on(TREE, list(CatalogueNode, teaCatalogue));
  api.on(ADD, ok(CatalogueCreated, { id: 4 }, '保存成功'));
  api.on(UPDATE, done('保存成功'));
  api.on(MOVE, done('操作成功'));
  api.on(DELETE, done('删除成功'));
});
afterEach(() => bus.stop());

test('shows the ordered tree with usage and state', async () => {
  signIn(['product:product:edit']);
  renderScreen(<ProductTypePage />);
  expect(await screen.findByRole('heading', { name: '产品分类管理' })).toBeTruthy();
  const tree = await screen.findByRole('tree');
  const items = within(tree).getAllByRole('treeitem');
  expect(items.map((item) => item.getAttribute('aria-level'))).toEqual(['1', '2', '1']);
  expect(within(screen.getByTestId('catalogue-node-1')).getByText('2 个产品')).toBeTruthy();
  expect(within(screen.getByTestId('catalogue-node-2')).getByText('已停用')).toBeTruthy();
  expect(api.requests(TREE).map((request) => request.path)).toContain(
    '/haiguan/api/catalogue/productType',
  );
});

test('adds, renames, reorders by keyboard and buttons, enables and deletes', async () => {
  signIn(['product:product:edit']);
  renderScreen(<ProductTypePage />);
  const root = await screen.findByTestId('catalogue-node-1');
  fireEvent.change(screen.getAllByLabelText('名称')[0]!, { target: { value: '咖啡' } });
  fireEvent.click(screen.getByRole('button', { name: '添加一级' }));
  await waitFor(() =>
    expect(sentTo(ADD)).toEqual([
      ['/haiguan/api/catalogue/productType', { name: '咖啡', parentId: null }],
    ]),
  );

  fireEvent.keyDown(root, { key: 'ArrowDown', altKey: true });
  await waitFor(() =>
    expect(sentTo(MOVE)).toEqual([
      ['/haiguan/api/catalogue/productType/1/move', { direction: 'down' }],
    ]),
  );
  const second = screen.getByTestId('catalogue-node-2');
  fireEvent.click(within(second).getByRole('button', { name: /^上\s?移$/ }));
  await waitFor(() =>
    expect(sentTo(MOVE).at(-1)).toEqual([
      '/haiguan/api/catalogue/productType/2/move',
      { direction: 'up' },
    ]),
  );
  expect(within(root).getByRole('button', { name: /^上\s?移$/ })).toHaveProperty('disabled', true);

  fireEvent.click(within(second).getByRole('button', { name: /^启\s?用$/ }));
  await waitFor(() =>
    expect(sentTo(UPDATE)).toContainEqual([
      '/haiguan/api/catalogue/productType/2',
      { disabled: false },
    ]),
  );

  fireEvent.click(within(root).getByRole('button', { name: '重命名' }));
  const rename = within(root).getByLabelText('重命名');
  fireEvent.change(rename, { target: { value: '名茶' } });
  fireEvent.keyDown(rename, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(sentTo(UPDATE)).toContainEqual([
      '/haiguan/api/catalogue/productType/1',
      { name: '名茶' },
    ]),
  );

  fireEvent.click(within(second).getByRole('button', { name: /^删\s?除$/ }));
  // The confirmation's own delete button comes last in the document.
  await screen.findByText('确定删除“茶具”吗？');
  fireEvent.click(screen.getAllByRole('button', { name: /^删\s?除$/ }).at(-1)!);
  await waitFor(() =>
    expect(api.requests(DELETE).map((request) => request.path)).toEqual([
      '/haiguan/api/catalogue/productType/2',
    ]),
  );
});

test('drags an entry before a sibling, never under another parent', async () => {
  signIn(['product:product:edit']);
  renderScreen(<ProductTypePage />);
  const tea = await screen.findByTestId('catalogue-node-1');
  const tools = screen.getByTestId('catalogue-node-2');
  const child = screen.getByTestId('catalogue-node-3');
  const dataTransfer = { effectAllowed: '', setData: () => {}, getData: () => '' };
  fireEvent.dragStart(child, { dataTransfer });
  fireEvent.drop(tools, { dataTransfer });
  fireEvent.dragStart(tools, { dataTransfer });
  fireEvent.dragOver(tea, { dataTransfer });
  fireEvent.drop(tea, { dataTransfer });
  await waitFor(() => expect(api.requests(MOVE)).toHaveLength(1));
  expect(sentTo(MOVE)).toEqual([['/haiguan/api/catalogue/productType/2/move', { position: 0 }]]);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import {
  addCatalogueEntry,
  deleteCatalogueEntry,
  moveCatalogueEntry,
  placeCatalogueEntry,
  updateCatalogueEntry,
} from '../api/change-catalogue';
import { fetchCatalogue } from '../api/fetch-catalogue';
import { teaCatalogue } from '../test-fixtures';
import { ProductTypePage } from './catalogue-page';

jest.mock('../api/fetch-catalogue');
jest.mock('../api/change-catalogue');

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  jest.mocked(fetchCatalogue).mockResolvedValue(teaCatalogue);
});
afterEach(() => {
  bus.stop();
  jest.resetAllMocks();
});

test('shows the ordered tree with usage and state', async () => {
  signIn(['product:product:edit']);
  renderScreen(<ProductTypePage />);
  expect(await screen.findByRole('heading', { name: '产品分类管理' })).toBeTruthy();
  const tree = await screen.findByRole('tree');
  const items = within(tree).getAllByRole('treeitem');
  expect(items.map((item) => item.getAttribute('aria-level'))).toEqual(['1', '2', '1']);
  expect(within(screen.getByTestId('catalogue-node-1')).getByText('2 个产品')).toBeTruthy();
  expect(within(screen.getByTestId('catalogue-node-2')).getByText('已停用')).toBeTruthy();
});

test('adds, renames, reorders by keyboard and buttons, enables and deletes', async () => {
  signIn(['product:product:edit']);
  renderScreen(<ProductTypePage />);
  const root = await screen.findByTestId('catalogue-node-1');
  fireEvent.change(screen.getAllByLabelText('名称')[0]!, { target: { value: '咖啡' } });
  fireEvent.click(screen.getByRole('button', { name: '添加一级' }));
  await waitFor(() => expect(addCatalogueEntry).toHaveBeenCalledWith('productType', '咖啡', null));

  fireEvent.keyDown(root, { key: 'ArrowDown', altKey: true });
  await waitFor(() => expect(moveCatalogueEntry).toHaveBeenCalledWith('productType', 1, 'down'));
  const second = screen.getByTestId('catalogue-node-2');
  fireEvent.click(within(second).getByRole('button', { name: /^上\s?移$/ }));
  await waitFor(() => expect(moveCatalogueEntry).toHaveBeenLastCalledWith('productType', 2, 'up'));
  expect(within(root).getByRole('button', { name: /^上\s?移$/ })).toHaveProperty('disabled', true);

  fireEvent.click(within(second).getByRole('button', { name: /^启\s?用$/ }));
  await waitFor(() =>
    expect(updateCatalogueEntry).toHaveBeenCalledWith('productType', 2, { disabled: false }),
  );

  fireEvent.click(within(root).getByRole('button', { name: '重命名' }));
  const rename = within(root).getByLabelText('重命名');
  fireEvent.change(rename, { target: { value: '名茶' } });
  fireEvent.keyDown(rename, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() =>
    expect(updateCatalogueEntry).toHaveBeenCalledWith('productType', 1, { name: '名茶' }),
  );

  fireEvent.click(within(second).getByRole('button', { name: /^删\s?除$/ }));
  // The confirmation's own delete button comes last in the document.
  await screen.findByText('确定删除“茶具”吗？');
  fireEvent.click(screen.getAllByRole('button', { name: /^删\s?除$/ }).at(-1)!);
  await waitFor(() => expect(deleteCatalogueEntry).toHaveBeenCalledWith('productType', 2));
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
  await waitFor(() => expect(placeCatalogueEntry).toHaveBeenCalledTimes(1));
  expect(placeCatalogueEntry).toHaveBeenCalledWith('productType', 2, 0);
});

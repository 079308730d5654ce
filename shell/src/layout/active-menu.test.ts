import { findRoute, WORKBENCH_MENU } from '@portal/contracts';
import { activeWorkbenchEntry, visibleWorkbenchMenu } from './active-menu';

const order = findRoute('/orderSupplement')!;
const everyEntry = visibleWorkbenchMenu(['*:*:*']);

test('an order names the list it was opened from; without a name it is under 订单管理', () => {
  expect(activeWorkbenchEntry(order, '?param=7&menu=purchaseOrders', everyEntry)).toBe(
    'purchaseOrders',
  );
  expect(activeWorkbenchEntry(order, '?menu=salesOrders&param=7', everyEntry)).toBe('salesOrders');
  expect(activeWorkbenchEntry(order, '?param=7', everyEntry)).toBe('orderListManage');
  expect(activeWorkbenchEntry(order, '', everyEntry)).toBe('orderListManage');
});

test('a name that is not a menu entry the member sees is ignored', () => {
  for (const search of [
    '?menu=',
    '?menu=nope',
    // a route of the workbench that is not an entry of its own, and a portal page
    '?menu=orderSupplement',
    '?menu=news',
    '?menu=PURCHASEORDERS',
  ])
    expect(activeWorkbenchEntry(order, search, everyEntry)).toBe('orderListManage');

  const withoutProducts = visibleWorkbenchMenu([]);
  expect(activeWorkbenchEntry(order, '?menu=productManage', withoutProducts)).toBe(
    'orderListManage',
  );
  expect(activeWorkbenchEntry(order, '?menu=productManage', everyEntry)).toBe('productManage');
});

test('the menu shows an entry with a permission to those who hold it or every permission', () => {
  const titles = (permissions: string[]) =>
    visibleWorkbenchMenu(permissions).map((entry) => entry.meta.title);
  expect(titles(['*:*:*'])).toEqual(WORKBENCH_MENU.map((entry) => entry.meta.title));
  expect(titles([])).not.toContain('productManage');
  expect(titles(['product:product:list'])).toContain('productManage');
  expect(titles([])).toContain('purchaseOrders');
});

test("an order reviewer's menu holds the orders only, not the company entries it cannot use", () => {
  const reviewer = [
    'menu:workbench',
    'menu:orderListManage',
    'order:order:list',
    'order:order:examine',
  ];
  expect(visibleWorkbenchMenu(reviewer).map((entry) => entry.meta.title)).toEqual([
    'orderListManage',
  ]);
});

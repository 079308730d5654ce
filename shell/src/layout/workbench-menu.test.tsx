import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute, type Language } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { WorkbenchMenu } from './workbench-menu';

function renderAt(path: string) {
  const { pathname } = new URL(path, 'http://portal.test');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <WorkbenchMenu route={findRoute(pathname)!} />
    </MemoryRouter>,
  );
}

/** The highlighted entries, as the member reads them. */
function highlighted(): string[] {
  return within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .filter((link) => link.classList.contains('active'))
    .map((link) => link.textContent ?? '');
}

function highlightedAt(path: string): string[] {
  const { unmount } = renderAt(path);
  const shown = highlighted();
  unmount();
  return shown;
}

afterEach(() => {
  sessionStore.setState({ permissions: [] });
  return changeLanguage('zh');
});

/** The menu's groups as the member reads them: each heading and its links. */
function groupsAt(path: string): [string, string[]][] {
  const { unmount } = renderAt(path);
  const groups = within(screen.getByRole('navigation'))
    .getAllByRole('list')
    .map((list): [string, string[]] => [
      list.getAttribute('aria-labelledby')
        ? document.getElementById(list.getAttribute('aria-labelledby')!)!.textContent!
        : '',
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent ?? ''),
    ]);
  unmount();
  return groups;
}

const MAIN_ACCOUNT = ['menu:workbench', 'product:product:list', 'order:order:list'];

test.each<[Language, string[]]>([
  ['zh', ['', '销售', '采购', '企业', '设置']],
  ['cht', ['', '銷售', '採購', '企業', '設定']],
  ['pt', ['', 'Vender', 'Comprar', 'Empresa', 'Definições']],
  ['en', ['', 'Sell', 'Buy', 'Company', 'Settings']],
])(
  'in %s a company member’s menu is grouped by Sell, Buy, Company and Settings',
  async (language, headings) => {
    await changeLanguage(language);
    sessionStore.setState({ permissions: MAIN_ACCOUNT });
    expect(groupsAt('/workbench').map(([heading]) => heading)).toEqual(headings);
  },
);

test('the catalogue set-up sits under Settings, after the work', () => {
  sessionStore.setState({ permissions: MAIN_ACCOUNT });
  expect(groupsAt('/workbench')).toEqual([
    ['', ['工作台']],
    ['销售', ['产品管理', '销售订单', '展会报名']],
    ['采购', ['发布需求', '采购订单', '数字化产品订单']],
    ['企业', ['订单管理', '企业信息', '会员中心', '诊断记录']],
    ['设置', ['产业城市管理', '产业类型管理', '产品分类管理']],
  ]);
});

test('an order reviewer sees its review queue only', () => {
  sessionStore.setState({
    permissions: [
      'menu:workbench',
      'menu:orderListManage',
      'order:order:list',
      'order:order:examine',
    ],
  });
  expect(groupsAt('/orderListManage')).toEqual([['待处理队列', ['订单管理']]]);
  renderAt('/orderListManage');
  expect(screen.getByRole('link', { name: '订单管理' }).getAttribute('href')).toBe(
    '/orderListManage?tab=review',
  );
});

test('a platform operator sees its queues, and nothing to trade with', () => {
  sessionStore.setState({ permissions: ['*:*:*'] });
  expect(groupsAt('/workbench')).toEqual([
    [
      '待处理队列',
      [
        '订单管理',
        '企业信息',
        '会员中心',
        '意见反馈',
        '展会报名',
        '数字化产品订单',
        '诊断记录',
        '搜索洞察',
      ],
    ],
  ]);
});

test('an order reviewer’s queue has no search insights: they are the operators’', () => {
  sessionStore.setState({ permissions: ['order:order:examine'] });
  expect(groupsAt('/workbench')).toEqual([['待处理队列', ['订单管理']]]);
});

test.each<[Language, string, string, string]>([
  ['zh', '采购订单', '销售订单', '订单管理'],
  ['cht', '採購訂單', '銷售訂單', '訂單管理'],
  ['pt', 'Encomendas de compra', 'Encomendas de venda', 'Gestão de encomendas'],
  ['en', 'Purchase orders', 'Sales orders', 'Order management'],
])(
  'in %s an order opened from a list keeps that list highlighted',
  async (language, purchases, sales, orders) => {
    await changeLanguage(language);
    expect(highlightedAt('/orderSupplement?param=7&menu=purchaseOrders')).toEqual([purchases]);
    expect(highlightedAt('/orderSupplement?menu=salesOrders&param=7')).toEqual([sales]);
    // Opened from 订单管理, or from a link without the list's name.
    expect(highlightedAt('/orderSupplement?param=7')).toEqual([orders]);
    expect(highlightedAt('/orderSupplement?param=7&menu=orderSupplement')).toEqual([orders]);
  },
);

test('a list page highlights itself', () => {
  expect(highlightedAt('/purchaseOrders')).toEqual(['采购订单']);
  expect(highlightedAt('/salesOrders')).toEqual(['销售订单']);
});

test('an entry the member cannot see is not highlighted in its place', () => {
  // 产品管理 needs product:product:list; a signed-out session holds no permission.
  const { unmount } = renderAt('/orderSupplement?param=7&menu=productManage');
  expect(screen.queryByRole('link', { name: '产品管理' })).toBeNull();
  expect(highlighted()).toEqual(['订单管理']);
  unmount();
});

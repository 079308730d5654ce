import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { findRoute, type Language } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
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

afterEach(() => changeLanguage('zh'));

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

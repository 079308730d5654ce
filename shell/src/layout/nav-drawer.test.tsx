import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PORTAL_NAV, findRoute } from '@portal/contracts';
import '@portal/i18n';
import { sessionStore } from '@portal/session';
import { NavDrawer } from './nav-drawer';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <NavDrawer route={findRoute(path)!} />
    </MemoryRouter>,
  );
}

const toggle = () => screen.getByTestId('nav-toggle');
const drawer = () => screen.getByTestId('nav-drawer');

test('the menu button opens the whole portal menu and the language switch; Escape closes it', () => {
  renderAt('/news');
  expect(toggle().getAttribute('aria-expanded')).toBe('false');
  expect(drawer().hidden).toBe(true);
  fireEvent.click(toggle());
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
  expect(drawer().hidden).toBe(false);
  expect(
    within(drawer())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(PORTAL_NAV.map((entry) => entry.to));
  expect(within(drawer()).getByRole('combobox', { name: '语言' })).toBeTruthy();
  // The first entry takes the focus, so the keyboard continues inside the panel.
  expect(document.activeElement?.getAttribute('href')).toBe('/');

  fireEvent.keyDown(document, { key: 'Escape' });
  expect(drawer().hidden).toBe(true);
  expect(document.activeElement).toBe(toggle());
});

test('in the workbench it holds the workbench menu, which closes once an entry is chosen', () => {
  renderAt('/workbench');
  fireEvent.click(toggle());
  const orders = within(drawer()).getByRole('link', { name: '采购订单' });
  fireEvent.click(orders);
  expect(drawer().hidden).toBe(true);
  expect(toggle().getAttribute('aria-expanded')).toBe('false');
});

test('in the workbench it highlights the list an order was opened from', () => {
  const path = '/orderSupplement?param=7&menu=salesOrders';
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavDrawer route={findRoute('/orderSupplement')!} />
    </MemoryRouter>,
  );
  fireEvent.click(toggle());
  const active = within(drawer())
    .getAllByRole('link')
    .filter((link) => link.classList.contains('active'));
  expect(active.map((link) => link.textContent)).toEqual(['销售订单']);
});

test("signed in, the phone's menu leads first to the member's work", () => {
  sessionStore.getState().login('token');
  act(() =>
    sessionStore.getState().setProfile({
      user: {
        id: 3,
        mid: 0,
        username: 'demo.pt@example.com',
        status: 2,
        corporateLabel: 0,
        comName: 'Lusitânia',
        touxiang: null,
        logo: null,
        email: 'demo.pt@example.com',
        name: 'João Ferreira',
        phone: null,
      },
      membership: null,
      permissions: ['product:product:list'],
    }),
  );
  try {
    renderAt('/news');
    fireEvent.click(toggle());
    const work = within(drawer()).getByRole('navigation', { name: '工作台' });
    expect(
      within(work)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/workbench',
      '/orderListManage',
      '/demandRelease',
      '/productManage',
      '/messages',
      '/wallet',
    ]);
  } finally {
    sessionStore.getState().logout('logout');
  }
});

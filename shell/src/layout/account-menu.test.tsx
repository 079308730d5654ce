import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { UserInfo } from '@portal/contracts';
import { bus, sessionStore } from '@portal/session';
import AccountMenu from './account-menu';

const mainAccount: UserInfo = {
  id: 1,
  mid: 0,
  username: '13800000001',
  status: 0,
  corporateLabel: 2,
  comName: '福建茶叶有限公司',
  touxiang: '/files/member.png',
  logo: '/files/logo.png',
  email: null,
  name: '林经理',
  phone: '13800000001',
};

afterEach(() => sessionStore.getState().logout('logout'));

function openMenu() {
  fireEvent.click(screen.getByTestId('account-menu'));
  return screen.getByRole('menu');
}

test('status 1 reads "under review" and status 3 "review failed" instead of the company', () => {
  const { rerender } = render(<AccountMenu user={{ ...mainAccount, status: 1 }} />);
  expect(screen.getByTestId('account-menu').textContent).toContain('审核中');
  expect(screen.getByTestId('account-menu').textContent).not.toContain('福建茶叶有限公司');
  rerender(<AccountMenu user={{ ...mainAccount, status: 3 }} />);
  expect(screen.getByTestId('account-menu').textContent).toContain('审核未通过');
});

test('otherwise the company name shows, with the corporate badge for labels 2 and 3 only', () => {
  const { rerender } = render(<AccountMenu user={mainAccount} />);
  expect(screen.getByTestId('account-menu').textContent).toContain('福建茶叶有限公司');
  expect(screen.getByTitle('认证企业')).toBeTruthy();
  rerender(<AccountMenu user={{ ...mainAccount, corporateLabel: 1 }} />);
  expect(screen.queryByTitle('认证企业')).toBeNull();
});

test('an unverified main account gets the certification entry; settings lead to company info', () => {
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  render(<AccountMenu user={mainAccount} />);
  const menu = openMenu();
  expect(within(menu).getByText('企业认证')).toBeTruthy();
  expect(within(menu).getByText('修改密码')).toBeTruthy();
  expect(within(menu).getByText('退出登录')).toBeTruthy();
  fireEvent.click(within(menu).getByText('账号设置'));
  bus.off('navigate', onNavigate);
  expect(targets).toEqual(['/companyInfo']);
});

test('a member has no certification entry, its settings lead to personal info, its avatar is touxiang', () => {
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  render(<AccountMenu user={{ ...mainAccount, id: 2, mid: 1, status: 0 }} />);
  expect(screen.getByRole('img').getAttribute('src')).toBe('/files/member.png');
  const menu = openMenu();
  expect(within(menu).queryByText('企业认证')).toBeNull();
  fireEvent.click(within(menu).getByText('账号设置'));
  bus.off('navigate', onNavigate);
  expect(targets).toEqual(['/userInfo']);
});

test('the main account shows its logo', () => {
  render(<AccountMenu user={{ ...mainAccount, status: 2 }} />);
  expect(screen.getByRole('img').getAttribute('src')).toBe('/files/logo.png');
});

test('the drop-down leads to staff (main account only), membership, favourites, history and feedback', () => {
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  const { unmount } = render(<AccountMenu user={{ ...mainAccount, status: 2 }} />);
  let menu = openMenu();
  for (const label of ['员工管理', '会员中心', '我的收藏', '浏览记录', '意见反馈'])
    fireEvent.click(within(menu).getByText(label));
  unmount();
  render(<AccountMenu user={{ ...mainAccount, id: 2, mid: 1 }} />);
  menu = openMenu();
  expect(within(menu).queryByText('员工管理')).toBeNull();
  expect(within(menu).getByText('会员中心')).toBeTruthy();
  bus.off('navigate', onNavigate);
  expect(targets).toEqual([
    '/staffList',
    '/memberCenter',
    '/favorites',
    '/history',
    '/feedbackIndex',
  ]);
});

test('the trigger tells assistive technology it opens a menu, and whether it is open', () => {
  render(<AccountMenu user={mainAccount} />);
  const trigger = screen.getByTestId('account-menu');
  expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  openMenu();
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
});

test('Escape in the open menu closes it and gives focus back to the trigger', () => {
  render(<AccountMenu user={mainAccount} />);
  const trigger = screen.getByTestId('account-menu');
  const menu = openMenu();
  const item = within(menu).getAllByRole('menuitem')[0]!;
  item.focus();
  fireEvent.keyDown(item, { key: 'Escape' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger);
});

test('the menu leads to the work its holder may do: a company its orders, demands and products, a reviewer the queue', () => {
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  act(() => sessionStore.setState({ permissions: ['product:product:list'] }));
  const { unmount } = render(<AccountMenu user={{ ...mainAccount, status: 2 }} />);
  let menu = openMenu();
  for (const label of ['工作台', '我的订单', '我的需求', '我的产品', '消息中心', '我的钱包'])
    fireEvent.click(within(menu).getByText(label));
  unmount();
  act(() =>
    sessionStore.setState({ permissions: ['menu:orderListManage', 'order:order:examine'] }),
  );
  render(<AccountMenu user={{ ...mainAccount, id: 9, mid: 8, status: 2 }} />);
  menu = openMenu();
  expect(within(menu).queryByText('我的订单')).toBeNull();
  fireEvent.click(within(menu).getByText('订单审核'));
  bus.off('navigate', onNavigate);
  expect(targets).toEqual([
    '/workbench',
    '/orderListManage',
    '/demandRelease',
    '/productManage',
    '/messages',
    '/wallet',
    '/orderListManage?tab=review',
  ]);
});

test('members are greeted by name; without one, by the e-mail or phone they sign in with', () => {
  const { rerender } = render(<AccountMenu user={{ ...mainAccount, name: 'João Ferreira' }} />);
  expect(screen.getByTestId('account-menu').textContent).toContain('João Ferreira');
  rerender(<AccountMenu user={{ ...mainAccount, name: '', email: 'demo.pt@example.com' }} />);
  expect(screen.getByTestId('account-menu').textContent).toContain('demo.pt@example.com');
});

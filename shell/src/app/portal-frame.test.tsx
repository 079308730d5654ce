import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import type { ParcelConfig } from 'single-spa';
import type { Language } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { loadRemoteLifecycles } from '../remotes/remote-registry';
import { PortalFrame } from './portal-frame';

// Which remote the frame asks for: the screens themselves are the browser tests' business.
jest.mock('../remotes/remote-registry', () => ({
  loadRemoteLifecycles: jest.fn(),
  remoteMounted: jest.fn(),
  retryNeedsReload: () => false,
}));
const load = jest.mocked(loadRemoteLifecycles);

const remoteScreen: ParcelConfig = {
  bootstrap: async () => undefined,
  mount: async (props) => {
    (props as unknown as { domElement: HTMLElement }).domElement.textContent = 'remote screen';
  },
  unmount: async () => undefined,
};

async function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<p>login page</p>} />
        <Route path="*" element={<PortalFrame />} />
      </Routes>
    </MemoryRouter>,
  );
  // Let a remote's (mocked) loading settle, so that not loading one is a real finding.
  await act(async () => undefined);
}

beforeEach(() => load.mockResolvedValue(remoteScreen));
afterEach(async () => {
  sessionStore.getState().logout('logout');
  load.mockReset();
  await changeLanguage('zh');
});

test.each<[Language, string, string]>([
  ['zh', '我的钱包 即将上线', '我的钱包 - 中葡经贸通'],
  ['cht', '我的錢包 即將上線', '我的錢包 - 中葡經貿通'],
  ['pt', 'Carteira: brevemente', 'Carteira - Sino-Lusófono Comércio'],
  ['en', 'Wallet is coming soon', 'Wallet - Sino-Lusophone Trade'],
])(
  'in %s a guest opening the unbuilt wallet reads that it is coming, without signing in',
  async (language, heading, title) => {
    await changeLanguage(language);
    await renderAt('/wallet');
    expect(screen.queryByText('login page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(document.title).toBe(title);
    expect(load).not.toHaveBeenCalled();
  },
);

test('a signed-in member sees the same page for a planned route', async () => {
  sessionStore.getState().login('token');
  await renderAt('/wallet');
  expect(screen.getByTestId('coming-soon')).toBeTruthy();
  expect(load).not.toHaveBeenCalled();
});

test('a built route that needs a login still sends a guest to sign in', async () => {
  await renderAt('/memberCenter');
  expect(screen.getByText('login page')).toBeTruthy();
});

test('the server’s first paint of home stays while home is on its way, and goes with the visitor', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="first-paint" data-path="/"><h1>painted hero</h1></div>',
  );
  load.mockReturnValue(new Promise(() => undefined));
  const router = createMemoryRouter([{ path: '*', element: <PortalFrame /> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
  await act(async () => undefined);
  expect(screen.getByText('painted hero')).toBeTruthy();

  await act(() => router.navigate('/news'));
  expect(screen.queryByText('painted hero')).toBeNull();
});

test('a built route shows its remote', async () => {
  await renderAt('/news');
  expect(await screen.findByText('remote screen')).toBeTruthy();
  expect(load).toHaveBeenCalledWith('mf_portal');
  expect(screen.queryByTestId('coming-soon')).toBeNull();
});

test.each<[Language, string]>([
  ['zh', '跳到主要内容'],
  ['cht', '跳到主要內容'],
  ['pt', 'Saltar para o conteúdo'],
  ['en', 'Skip to content'],
])('in %s the first link says in words that it skips to the content', async (language, words) => {
  await changeLanguage(language);
  await renderAt('/news');
  const links = screen.getAllByRole('link');
  expect(links[0]!.textContent).toBe(words);
  expect(links[0]!.getAttribute('href')).toBe('#main');
  expect(document.getElementById('main')).not.toBeNull();
});

const unverifiedOwner = {
  id: 1,
  mid: 0,
  username: '13800000001',
  status: 0 as const,
  corporateLabel: 0,
  comName: '福建茶叶有限公司',
  touxiang: null,
  logo: null,
  email: null,
  name: '林经理',
  phone: '13800000001',
};

test('an unverified company is reminded by a banner on every page but the verification page', async () => {
  sessionStore.getState().login('token');
  act(() =>
    sessionStore
      .getState()
      .setProfile({ user: unverifiedOwner, membership: null, permissions: [] }),
  );
  await renderAt('/cart');
  expect(screen.getByTestId('verify-banner').textContent).toContain('您的企业尚未认证');
  expect(screen.getByRole('link', { name: '去认证' }).getAttribute('href')).toBe('/companyInfo');
  cleanup();
  await renderAt('/companyInfo');
  expect(screen.queryByTestId('verify-banner')).toBeNull();
});

test("an order reviewer's workbench is the review queue", async () => {
  sessionStore.getState().login('token');
  act(() =>
    sessionStore.getState().setProfile({
      user: { ...unverifiedOwner, mid: 9, status: 2 },
      membership: null,
      permissions: [
        'menu:workbench',
        'menu:orderListManage',
        'order:order:list',
        'order:order:examine',
      ],
    }),
  );
  const router = createMemoryRouter([{ path: '*', element: <PortalFrame /> }], {
    initialEntries: ['/workbench'],
  });
  render(<RouterProvider router={router} />);
  await act(async () => undefined);
  expect(router.state.location.pathname + router.state.location.search).toBe(
    '/orderListManage?tab=review',
  );
});

import { act, render, screen } from '@testing-library/react';
import { createRemoteApp } from './remote-app';
import { createRemoteLifecycles } from './remote-lifecycles';
import { Empty, theme } from 'antd';
import { lazyAntdScreen, lazyScreen, withScreenPreload } from './lazy-screen';
import { portalTheme } from './antd-providers';
import type { RemoteScreenProps } from './remote-lifecycles';

const props: RemoteScreenProps = { pathname: '/login', search: '', routeKey: 'login' };

function LoginScreen({ routeKey }: RemoteScreenProps) {
  return <h1>{routeKey} screen</h1>;
}

test('a preloaded screen renders at once, from the one fetch', async () => {
  const load = jest.fn(async () => LoginScreen);
  const Login = lazyScreen(load);

  await Promise.all([Login.preload(), Login.preload()]);
  render(<Login {...props} />);

  expect(screen.getByRole('heading', { name: 'login screen' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a screen not preloaded shows the loading state until its code is in', async () => {
  let arrive: (screen: typeof LoginScreen) => void = () => undefined;
  const Login = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));

  // Awaited act: React schedules the render after the code arrives in act's queue.
  await act(async () => {
    render(<Login {...props} />);
  });
  expect(screen.getByRole('status')).toBeTruthy();

  await act(async () => arrive(LoginScreen));
  expect(screen.getByRole('heading', { name: 'login screen' })).toBeTruthy();
});

test('a failed preload is forgotten: the visit fetches again', async () => {
  const load = jest
    .fn<Promise<typeof LoginScreen>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValueOnce(LoginScreen);
  const Login = lazyScreen(load);

  await expect(Login.preload()).rejects.toThrow('chunk failed');
  await act(async () => {
    render(<Login {...props} />);
  });

  expect(screen.getByRole('heading', { name: 'login screen' })).toBeTruthy();
  expect(load).toHaveBeenCalledTimes(2);
});

test('bootstrapping a remote loads the screen of the route it is given, and only that one', async () => {
  const loadLogin = jest.fn(async () => LoginScreen);
  const loadRegister = jest.fn(async () => LoginScreen);
  const screens = { login: lazyScreen(loadLogin), register: lazyScreen(loadRegister) };
  const lifecycles = createRemoteLifecycles(
    withScreenPreload(createRemoteApp('mf_member', screens), screens),
  );

  await act(() => lifecycles.bootstrap({ routeKey: 'login' }));
  await act(() => lifecycles.bootstrap({ routeKey: 'wallet' }));

  expect(loadLogin).toHaveBeenCalledTimes(1);
  expect(loadRegister).not.toHaveBeenCalled();
});

test("an antd screen renders in the portal theme and the reader's language", async () => {
  function ProductsScreen() {
    const { token } = theme.useToken();
    return (
      <section>
        <h1 style={{ color: token.colorPrimary }}>{token.colorPrimary}</h1>
        <Empty />
      </section>
    );
  }
  const Products = lazyAntdScreen(async () => ProductsScreen);

  await Products.preload();
  render(<Products {...props} />);

  expect(screen.getByRole('heading').textContent).toBe(portalTheme.token?.colorPrimary);
  // antd's own texts come from the language's locale (zh_CN by default), not antd's English.
  expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
});

import { loadRemote } from '@module-federation/enhanced/runtime';
import { sessionStore } from '@portal/session';
import {
  HOVER_INTENT_MS,
  preloadOnIntent,
  preloadWhenQuiet,
  QUIET_BEFORE_PRELOAD_MS,
  remoteMounted,
} from './remote-registry';

// The unit seam: what "the network" hands over for a remote. Loading real remotes is covered by
// the browser tests against the real server.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = jest.mocked(loadRemote);

let idle: (() => void) | undefined;
beforeAll(() => {
  window.requestIdleCallback = (callback) => {
    idle = () => callback({ didTimeout: false, timeRemaining: () => 50 });
    return 1;
  };
  remoteMounted();
});
afterEach(() => {
  load.mockReset();
  idle = undefined;
  jest.useRealTimers();
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  sessionStore.getState().logout('logout');
});

/** Lets the first mount's promise and the preload's awaits settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function remoteWithScreens() {
  const bootstrap = jest.fn(async () => undefined);
  load.mockResolvedValue({ bootstrap, mount: jest.fn(), unmount: jest.fn() });
  return bootstrap;
}

test('once the page has been quiet a while, the remote is loaded and bootstrapped for the likely route', async () => {
  jest.useFakeTimers();
  const bootstrap = remoteWithScreens();

  preloadWhenQuiet('mf_member', 'login');
  await jest.advanceTimersByTimeAsync(QUIET_BEFORE_PRELOAD_MS - 1);
  expect(idle).toBeUndefined();

  await jest.advanceTimersByTimeAsync(1);
  idle!();
  await jest.advanceTimersByTimeAsync(0);
  expect(load).toHaveBeenCalledWith('mf_member/App');
  expect(bootstrap).toHaveBeenCalledWith({ routeKey: 'login' });
});

test('a long task while waiting (the page still busy) restarts the wait', async () => {
  jest.useFakeTimers();
  let reportLongTasks: (tasks: Array<{ startTime: number; duration: number }>) => void = () => {};
  const observerClass = jest.fn((callback: (list: { getEntries: () => unknown[] }) => void) => {
    reportLongTasks = (tasks) => callback({ getEntries: () => tasks });
    return { observe: jest.fn(), disconnect: jest.fn() };
  });
  Object.assign(observerClass, { supportedEntryTypes: ['longtask'] });
  window.PerformanceObserver = observerClass as unknown as typeof PerformanceObserver;
  remoteWithScreens();

  preloadWhenQuiet('mf_member', 'login');
  await jest.advanceTimersByTimeAsync(3000);
  reportLongTasks([{ startTime: performance.now(), duration: 200 }]);
  await jest.advanceTimersByTimeAsync(QUIET_BEFORE_PRELOAD_MS - 3000);
  expect(idle).toBeUndefined();

  await jest.advanceTimersByTimeAsync(3200);
  expect(idle).toBeDefined();
});

test.each([
  ['the remote cannot be loaded', 'mf_workbench', () => load.mockRejectedValue(new Error('404'))],
  [
    'its screen cannot be loaded',
    'mf_chat',
    () => load.mockResolvedValue({ bootstrap: () => Promise.reject(new Error('chunk 404')) }),
  ],
] as const)('a failed preload stays silent when %s', async (_case, remote, fail) => {
  jest.useFakeTimers();
  fail();

  preloadWhenQuiet(remote, 'any');
  await jest.advanceTimersByTimeAsync(QUIET_BEFORE_PRELOAD_MS);
  idle!();
  // Jest fails the test on a rejection left unhandled until then.
  await jest.advanceTimersByTimeAsync(0);

  expect(load).toHaveBeenCalledTimes(1);
});

describe('on intent', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = preloadOnIntent(() => Boolean(sessionStore.getState().token));
    document.body.innerHTML = `
      <a href="/cart">cart</a>
      <a href="/news">news</a>
      <a href="/wallet">wallet</a>
      <a href="https://example.com/cart">elsewhere</a>`;
  });
  afterEach(() => stop());

  const link = (name: string) =>
    [...document.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;

  function pointer(type: 'pointerover' | 'pointerout', name: string) {
    const event = new MouseEvent(type, { bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: 'mouse' });
    link(name).dispatchEvent(event);
  }

  test('resting the mouse on a link loads the screen behind it, once', async () => {
    jest.useFakeTimers();
    const bootstrap = remoteWithScreens();

    pointer('pointerover', 'news');
    await jest.advanceTimersByTimeAsync(HOVER_INTENT_MS);
    expect(load).toHaveBeenCalledWith('mf_portal/App');
    expect(bootstrap).toHaveBeenCalledWith({ routeKey: 'news' });

    pointer('pointerout', 'news');
    pointer('pointerover', 'news');
    await jest.advanceTimersByTimeAsync(HOVER_INTENT_MS);
    expect(bootstrap).toHaveBeenCalledTimes(1);
  });

  test('a mouse passing over a link, or focus moving through it, loads nothing', async () => {
    jest.useFakeTimers();
    remoteWithScreens();

    pointer('pointerover', 'news');
    await jest.advanceTimersByTimeAsync(HOVER_INTENT_MS / 2);
    pointer('pointerout', 'news');
    link('news').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(HOVER_INTENT_MS * 2);

    expect(load).not.toHaveBeenCalled();
  });

  test('a guest touching a signed-in page loads nothing; a member does', async () => {
    const bootstrap = remoteWithScreens();

    link('cart').dispatchEvent(new Event('touchstart', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();

    sessionStore.getState().login('token');
    link('cart').dispatchEvent(new Event('touchstart', { bubbles: true }));
    await settle();
    expect(bootstrap).toHaveBeenCalledWith({ routeKey: 'cart' });
  });

  test.each(['elsewhere', 'wallet'])(
    'a link to %s (another site, a page not built yet) loads nothing',
    async (name) => {
      remoteWithScreens();
      link(name).dispatchEvent(new Event('touchstart', { bubbles: true }));
      await settle();
      expect(load).not.toHaveBeenCalled();
    },
  );
});

import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadWhenIdle, remoteMounted } from './remote-registry';

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
});

/** Lets the first mount's promise and the preload's awaits settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('once idle, the remote is loaded and bootstrapped for the likely route, preloading its screen', async () => {
  const bootstrap = jest.fn(async () => undefined);
  load.mockResolvedValue({ bootstrap, mount: jest.fn(), unmount: jest.fn() });

  preloadWhenIdle('mf_member', 'login');
  await settle();
  expect(load).not.toHaveBeenCalled();

  idle!();
  await settle();
  expect(load).toHaveBeenCalledWith('mf_member/App');
  expect(bootstrap).toHaveBeenCalledWith({ routeKey: 'login' });
});

test.each([
  ['the remote cannot be loaded', 'mf_workbench', () => load.mockRejectedValue(new Error('404'))],
  [
    'its screen cannot be loaded',
    'mf_chat',
    () => load.mockResolvedValue({ bootstrap: () => Promise.reject(new Error('chunk 404')) }),
  ],
] as const)('a failed preload stays silent when %s', async (_case, remote, fail) => {
  fail();

  preloadWhenIdle(remote, 'any');
  await settle();
  idle!();
  // Jest fails the test on a rejection left unhandled until then.
  await settle();

  expect(load).toHaveBeenCalledTimes(1);
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ParcelConfig } from 'single-spa';
import { ParcelSlot } from './parcel-slot';
import { loadRemoteLifecycles } from './remote-registry';

// The unit seam: which lifecycles "the network" hands over. The real loading is covered by the
// browser tests against the real server.
jest.mock('./remote-registry', () => ({
  loadRemoteLifecycles: jest.fn(),
  remoteMounted: jest.fn(),
  retryNeedsReload: () => false,
}));
const load = jest.mocked(loadRemoteLifecycles);

const props = { pathname: '/cart', search: '', routeKey: 'cart' };

function lifecyclesRendering(
  text: string,
  onMount?: (props: { reportError: (error: Error) => void }) => void,
) {
  const parcel: ParcelConfig = {
    bootstrap: async () => undefined,
    mount: async (mountProps) => {
      const { domElement } = mountProps as unknown as { domElement: HTMLElement };
      domElement.textContent = text;
      onMount?.(mountProps as unknown as { reportError: (error: Error) => void });
    },
    unmount: async (unmountProps) => {
      (unmountProps as unknown as { domElement: HTMLElement }).domElement.textContent = '';
    },
  };
  return parcel;
}

afterEach(() => load.mockReset());

test('a remote that cannot be loaded shows the localized fallback; Retry loads it', async () => {
  load
    .mockRejectedValueOnce(new Error('404'))
    .mockResolvedValueOnce(lifecyclesRendering('cart screen'));
  render(<ParcelSlot remote="mf_trade" props={props} hidden={false} />);
  expect(await screen.findByText('这部分页面暂时无法加载')).toBeTruthy();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试' })));
  expect(await screen.findByText('cart screen')).toBeTruthy();
  expect(screen.queryByTestId('remote-fallback')).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote that crashes while rendering is replaced by the fallback', async () => {
  load.mockResolvedValueOnce(
    lifecyclesRendering('about to crash', ({ reportError }) =>
      setTimeout(() => reportError(new Error('boom')), 0),
    ),
  );
  render(<ParcelSlot remote="mf_trade" props={props} hidden={false} />);
  expect(await screen.findByText('这部分页面暂时无法加载')).toBeTruthy();
});

test('a remote whose mount throws is replaced by the fallback', async () => {
  load.mockResolvedValueOnce({
    bootstrap: async () => undefined,
    mount: async () => {
      throw new Error('script error');
    },
    unmount: async () => undefined,
  });
  render(<ParcelSlot remote="mf_trade" props={props} hidden={false} />);
  expect(await screen.findByRole('alert')).toBeTruthy();
});

test('a remote that fails takes the server’s first paint of its screen away with it', async () => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="first-paint" data-path="/cart"><h1>painted cart</h1></div>',
  );
  load.mockRejectedValueOnce(new Error('404'));
  render(<ParcelSlot remote="mf_trade" props={props} hidden={false} />);
  expect(await screen.findByText('这部分页面暂时无法加载')).toBeTruthy();
  expect(screen.queryByText('painted cart')).toBeNull();
});

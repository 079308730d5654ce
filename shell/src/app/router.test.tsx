import { act, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { bus } from '@portal/session';
import { goTo, PortalRouter } from './router';

// The frame itself is portal-frame.test's business: here it only says where the router is.
jest.mock('./portal-frame', () => ({
  PortalFrame: function AddressShown() {
    const { pathname, search, hash } = useLocation();
    return <h1>{pathname + search + hash}</h1>;
  },
}));

const shownAddress = () => screen.getByRole('heading').textContent;
let scrollY = 0;

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  jest.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

function scrollReaderTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

async function renderRouter() {
  const view = render(<PortalRouter />);
  await act(async () => undefined);
  return view;
}

test('a remote navigates through the bus; asking for the page already shown adds no history entry', async () => {
  await renderRouter();
  const entries = window.history.length;

  await act(async () => bus.emit('navigate', { to: '/news?page=2' }));
  expect(shownAddress()).toBe('/news?page=2');
  expect(window.history.length).toBe(entries + 1);

  await act(async () => bus.emit('navigate', { to: '/news?page=2' }));
  expect(window.history.length).toBe(entries + 1);

  await act(async () => bus.emit('navigate', { to: '/cart', replace: true }));
  expect(shownAddress()).toBe('/cart');
  expect(window.history.length).toBe(entries + 1);
});

test('goTo resolves once the new page is rendered', async () => {
  window.history.replaceState(null, '', '/workbench');
  await renderRouter();

  // What the page shows when the promise resolves: the new page, not the old one.
  const shownWhenResolved = goTo('/').then(shownAddress);
  await act(async () => undefined);
  await expect(shownWhenResolved).resolves.toBe('/');
});

test('an old address is sent on to the page that replaced it', async () => {
  window.history.replaceState(null, '', '/layout');
  await renderRouter();
  expect(shownAddress()).toBe('/workbench');
});

test('a new page starts at the top; back returns to where the reader was', async () => {
  await renderRouter();
  await act(async () => bus.emit('navigate', { to: '/news' }));
  scrollReaderTo(1200);

  await act(async () => bus.emit('navigate', { to: '/news?page=2' }));
  expect(window.scrollY).toBe(0);
  scrollReaderTo(300);

  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
  expect(shownAddress()).toBe('/news');
  expect(window.scrollY).toBe(1200);
});

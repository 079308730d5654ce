import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PORTAL_NAV } from '@portal/contracts';
import '@portal/i18n';
import { PortalNav, entriesThatFit } from './portal-nav';

test('all entries stay in the bar when they fit; otherwise as many as fit beside "more"', () => {
  expect(entriesThatFit(400, [100, 100, 100], 60)).toBe(3);
  // 60 (more) + 4 + 100 + 4 + 100 = 268 fits in 300; a third entry would not.
  expect(entriesThatFit(300, [100, 100, 100, 100], 60)).toBe(2);
  expect(entriesThatFit(50, [100, 100], 60)).toBe(0);
});

/** jsdom has no layout: the bar's room and each entry's width are given here. */
let room = 0;
let observed: (() => void) | undefined;
const ENTRY_WIDTH = 100;
const MORE_WIDTH = 60;

beforeEach(() => {
  globalThis.ResizeObserver = class {
    constructor(callback: () => void) {
      observed = callback;
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('portal-nav') ? room : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const width = this.nextElementSibling ? ENTRY_WIDTH : MORE_WIDTH;
    return { width, height: 20, top: 0, left: 0, right: width, bottom: 20, x: 0, y: 0 } as DOMRect;
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

function renderNav() {
  return render(
    <MemoryRouter>
      <PortalNav activeMenu="about" />
    </MemoryRouter>,
  );
}

const bar = () => screen.getByRole('navigation').querySelector('.portal-nav__bar') as HTMLElement;

test('entries that do not fit move into the "more" menu, and back when the room grows', () => {
  room = 380;
  renderNav();
  // 60 + 3 × 104 = 372 ≤ 380: three entries in the bar, the other eight under "more".
  expect(
    within(bar())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(PORTAL_NAV.slice(0, 3).map((entry) => entry.to));
  const more = screen.getByRole('button', { name: /更多/ });
  expect(more.getAttribute('aria-haspopup')).toBe('menu');
  // The page's own entry is under "more": the button shows it.
  expect(more.classList.contains('active')).toBe(true);
  const menu = screen.getByRole('menu', { hidden: true });
  expect(
    within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent),
  ).toEqual([
    '需求大厅',
    '贸易统计',
    '线上展会',
    '特色展馆',
    '商品价格',
    '数字地球',
    '新闻政策',
    '关于我们',
  ]);

  room = 1300;
  act(() => observed!());
  expect(within(bar()).getAllByRole('link')).toHaveLength(PORTAL_NAV.length);
  expect(screen.queryByRole('button', { name: /更多/ })).toBeNull();
});

test('the "more" menu works by keyboard: arrows open and move, Escape closes and returns', () => {
  room = 380;
  renderNav();
  const more = screen.getByRole('button', { name: /更多/ });
  expect(more.getAttribute('aria-expanded')).toBe('false');
  more.focus();
  fireEvent.keyDown(more, { key: 'ArrowDown' });
  expect(more.getAttribute('aria-expanded')).toBe('true');
  const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
  expect(document.activeElement).toBe(items[0]);
  fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(items[1]);
  fireEvent.keyDown(items[1]!, { key: 'ArrowUp' });
  fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
  expect(document.activeElement).toBe(items.at(-1));
  fireEvent.keyDown(items.at(-1)!, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(more.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(more);

  // A click opens it too, and a click elsewhere closes it.
  fireEvent.click(more);
  expect(screen.getByRole('menu').hidden).toBe(false);
  fireEvent.pointerDown(document.body);
  expect(screen.queryByRole('menu')).toBeNull();
});

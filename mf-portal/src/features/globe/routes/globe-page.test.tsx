import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import { TradeFlows } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { bus } from '@portal/session';
import { createGlobeScene, type GlobeScene } from '../components/globe-scene';
import { tradeFlows } from '../test-fixtures';
import { GlobePage } from './globe-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const TRADE_FLOWS = statisticsEndpoints.tradeFlows;

jest.mock('../components/globe-scene', () => ({ createGlobeScene: jest.fn() }));
// three ships ES modules only, which Jest's CommonJS cannot load; the scene that uses it is
// mocked, so the page only needs to hand the module over.
jest.mock('three', () => ({ loadedBy: 'import()' }));

function page(search: string) {
  return <GlobePage pathname="/globe" search={search} routeKey="globe" />;
}

let navigations: { to: string; replace?: boolean }[] = [];
const onNavigate = (event: { to: string; replace?: boolean }) => navigations.push(event);
const realMatchMedia = window.matchMedia;
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
  api.on(TRADE_FLOWS, ok(TradeFlows, tradeFlows));
});
afterEach(async () => {
  bus.off('navigate', onNavigate);
  jest.resetAllMocks();
  window.matchMedia = realMatchMedia;
  await act(() => i18n.changeLanguage('zh'));
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

function prefersReducedMotion() {
  window.matchMedia = ((query: string) => ({
    ...realMatchMedia(query),
    matches: query === '(prefers-reduced-motion: reduce)',
  })) as typeof window.matchMedia;
}

/** A browser that says it has WebGL (jsdom has none). */
function withWebgl(run: () => Promise<void>) {
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({}) as RenderingContext);
  Object.assign(window, { WebGLRenderingContext: function WebGLRenderingContext() {} });
  return run().finally(() => {
    getContext.mockRestore();
    delete (window as { WebGLRenderingContext?: unknown }).WebGLRenderingContext;
  });
}

test('the table holds the API’s figures for the year, exactly, with the source', async () => {
  renderScreen(page('?year=2023'));
  const table = await screen.findByRole('table', {
    name: '中国—葡语国家贸易，2023 年：按贸易伙伴',
  });
  expect(rowsOf(table)).toEqual([
    ['贸易伙伴', '出口（美元）', '进口（美元）', '进出口总额（美元）'],
    ['巴西', '59,000,000,000', '122,000,000,000', '181,000,000,000'],
    ['安哥拉', '4,000,000,000', '19,000,000,000', '23,000,000,000'],
    ['葡萄牙', '5,500,000,000.50', '2,400,000,000', '7,900,000,000.50'],
    ['合计', '68,500,000,000.50', '143,400,000,000', '211,900,000,000.50'],
  ]);
  // Under the map and under the table.
  expect(screen.getAllByText('数据来源：UN Comtrade（联合国商品贸易统计数据库）')).toHaveLength(2);
  // The partner list carries the chosen flow's values, largest first.
  const partners = screen.getByRole('radiogroup', { name: '贸易伙伴：进出口总额，2023 年' });
  expect(
    within(partners)
      .getAllByRole('radio')
      .map((radio) => radio.textContent),
  ).toEqual(['巴西1,810亿美元', '安哥拉230亿美元', '葡萄牙79亿美元']);
});

test('a partner without figures for the year says so, and Macau has its own', async () => {
  renderScreen(page('?reporter=macau&flow=imports'));
  const table = await screen.findByRole('table', {
    name: '澳门—葡语国家贸易，2024 年：按贸易伙伴',
  });
  expect(rowsOf(table).slice(1)).toEqual([
    ['葡萄牙', '2,000,000', '41,000,000', '43,000,000'],
    ['巴西', '120,000', '3,400,000.50', '3,520,000.50'],
    ['安哥拉', '未申报', '未申报', '未申报'],
    ['合计', '2,120,000', '44,400,000.50', '46,520,000.50'],
  ]);
});

test('reporter, flow and year write the address', async () => {
  renderScreen(page('?year=2023'));
  await screen.findByRole('table');
  fireEvent.click(screen.getByRole('radio', { name: '澳门—葡语国家' }));
  fireEvent.click(screen.getByRole('radio', { name: '出口' }));
  fireEvent.change(screen.getByRole('slider', { name: '年份' }), { target: { value: '2024' } });
  expect(navigations).toEqual([
    { to: '/globe?reporter=macau&year=2023', replace: false },
    { to: '/globe?year=2023&flow=exports', replace: false },
    // Dragging the slider does not fill the history with every year.
    { to: '/globe?year=2024', replace: true },
  ]);
});

test('without WebGL (jsdom has none) the flat map is shown, and says why', async () => {
  renderScreen(page(''));
  expect(await screen.findByTestId('globe-flat-map')).toBeTruthy();
  expect(screen.getByText('此浏览器无法绘制三维地球，这里显示平面地图。')).toBeTruthy();
  expect(screen.getByRole('img', { name: /中国—葡语国家，进出口总额，2024 年/ })).toBeTruthy();
  // Two partners traded in 2024: two arcs; Portugal reported nothing.
  expect(document.querySelectorAll('.globe-flat__arc')).toHaveLength(2);
  expect(createGlobeScene).not.toHaveBeenCalled();
  // The countries' coasts and borders are drawn once loaded.
  await waitFor(() =>
    expect(screen.getByTestId('globe-outlines').getAttribute('d')!.length).toBeGreaterThan(10000),
  );
});

test('readers who ask for reduced motion get the flat map even where WebGL works', async () => {
  prefersReducedMotion();
  await withWebgl(async () => {
    renderScreen(page(''));
    expect(await screen.findByTestId('globe-flat-map')).toBeTruthy();
    expect(screen.getByText('您的系统设置了“减少动态效果”，这里显示静态的平面地图。')).toBeTruthy();
    expect(createGlobeScene).not.toHaveBeenCalled();
  });
});

test('with WebGL the globe is drawn, and it stops while the tab is hidden', async () => {
  const scene: GlobeScene = {
    setArcs: jest.fn(),
    setActive: jest.fn(),
    setRunning: jest.fn(),
    resize: jest.fn(),
    dispose: jest.fn(),
  };
  jest.mocked(createGlobeScene).mockReturnValue(scene);
  await withWebgl(async () => {
    const { unmount } = renderScreen(page('?flow=exports'));
    await waitFor(() => expect(createGlobeScene).toHaveBeenCalledTimes(1));
    const [three, canvas, , outlines] = jest.mocked(createGlobeScene).mock.calls[0]!;
    expect(three).toMatchObject({ loadedBy: 'import()' });
    // The countries' coasts and borders (world-atlas), loaded with three.
    expect(outlines.length).toBeGreaterThan(100);
    expect(canvas).toBe(screen.getByRole('img', { name: /中国—葡语国家，出口，2024 年/ }));
    expect(screen.queryByTestId('globe-flat-map')).toBeNull();
    expect(scene.setArcs).toHaveBeenCalledWith('CN', [
      expect.objectContaining({ partner: 'BR', width: expect.any(Number) }),
      expect.objectContaining({ partner: 'AO' }),
      expect.objectContaining({ partner: 'PT', width: 0 }),
    ]);
    expect(scene.setRunning).toHaveBeenLastCalledWith(true);

    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(scene.setRunning).toHaveBeenLastCalledWith(false);
    hidden.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(scene.setRunning).toHaveBeenLastCalledWith(true);
    unmount();
    expect(scene.dispose).toHaveBeenCalled();
    hidden.mockRestore();
  });
});

test('a globe that cannot start falls back to the flat map', async () => {
  jest.mocked(createGlobeScene).mockImplementation(() => {
    throw new Error('Error creating WebGL context.');
  });
  await withWebgl(async () => {
    renderScreen(page(''));
    expect(await screen.findByTestId('globe-flat-map')).toBeTruthy();
    expect(screen.getByText('此浏览器无法绘制三维地球，这里显示平面地图。')).toBeTruthy();
  });
});

test('keyboard focus on a partner shows its details; arrow keys move between partners', async () => {
  renderScreen(page('?flow=exports'));
  const partners = await screen.findByRole('radiogroup', { name: '贸易伙伴：出口，2024 年' });
  const details = screen.getByTestId('globe-details');
  expect(screen.getByRole('heading', { name: '全部伙伴（中国—葡语国家），2024 年' })).toBeTruthy();

  const [brazil, angola] = within(partners).getAllByRole('radio');
  // Only one partner is in the tab order; the arrow keys reach the others.
  expect(brazil!.tabIndex).toBe(0);
  expect(angola!.tabIndex).toBe(-1);
  act(() => brazil!.focus());
  expect(screen.getByRole('heading', { name: '巴西，2024 年' })).toBeTruthy();
  expect(brazil!.getAttribute('aria-checked')).toBe('true');
  expect(details.textContent).toContain('730亿美元');
  expect(details.textContent).toContain('115,000,000,000 美元');
  expect(details.textContent).toContain('第 1 位（共 2 个）');

  fireEvent.keyDown(brazil!, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(angola);
  expect(screen.getByRole('heading', { name: '安哥拉，2024 年' })).toBeTruthy();
  expect(details.textContent).toContain('18,500,000,000.25 美元');
  fireEvent.keyDown(angola!, { key: 'End' });
  expect(screen.getByRole('heading', { name: '葡萄牙，2024 年' })).toBeTruthy();
  expect(screen.getByTestId('globe-details').textContent).toContain('未申报');

  // Pointing at a marker of the map shows that partner for as long as the pointer is there.
  fireEvent.mouseEnter(document.querySelector('[data-code="BR"]')!);
  expect(screen.getByRole('heading', { name: '巴西，2024 年' })).toBeTruthy();
  fireEvent.mouseLeave(document.querySelector('[data-code="BR"]')!);
  expect(screen.getByRole('heading', { name: '葡萄牙，2024 年' })).toBeTruthy();
});

test('speaks Portuguese', async () => {
  await act(() => i18n.changeLanguage('pt'));
  renderScreen(page('?year=2023'));
  const table = await screen.findByRole('table', {
    name: 'Comércio China–PLP, 2023, por parceiro',
  });
  expect(rowsOf(table)[1]).toEqual([
    'Brasil',
    '59.000.000.000',
    '122.000.000.000',
    '181.000.000.000',
  ]);
  expect(screen.getAllByText(/Fonte: UN Comtrade/).length).toBeGreaterThan(0);
  expect(screen.getByText(/Arcos — China: comércio total/)).toBeTruthy();
});

test('says so when the figures cannot be loaded, and retries', async () => {
  api.on(TRADE_FLOWS, (_request, call) =>
    call === 0 ? failure({ code: 503, msg: '服务暂时不可用' }, 503) : ok(TradeFlows, tradeFlows),
  );
  renderScreen(page(''));
  fireEvent.click(await screen.findByRole('button', { name: /重新加载/ }));
  expect(await screen.findByRole('table')).toBeTruthy();
  expect(api.requests(TRADE_FLOWS)).toHaveLength(2);
});

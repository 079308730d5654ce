import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { SearchInsights } from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { week } from '../test-fixtures';
import { SearchInsightsPage } from './search-insights-page';

const api = mockApi();
const INSIGHTS = 'GET /haiguan/api/platform/search-insights';
const EMPTY = { from: '2026-11-23', to: '2026-11-29', top: [], noResult: [] };

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
  signIn(['*:*:*']);
});
afterEach(async () => {
  bus.stop();
  await act(() => i18n.changeLanguage('zh'));
});

const render = () => renderScreen(<SearchInsightsPage />);

/** A table's rows (below its heading) as the text of their cells. */
function rowsOf(heading: string): string[][] {
  const region = screen.getByRole('region', { name: heading });
  return within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

/** Opens an antd Select by its label and picks an option by its text in the dropdown it opened. */
async function pick(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await waitFor(() => {
    const dropdown = [...document.querySelectorAll('.ant-select-dropdown')].at(-1)!;
    const item = [...dropdown.querySelectorAll('.ant-select-item-option')].find(
      (element) => element.textContent === option,
    );
    expect(item).toBeTruthy();
    fireEvent.click(item!);
  });
}

test('the operator sees the week’s top queries and those without a result, each opening its search', async () => {
  api.on(INSIGHTS, ok(SearchInsights, week));
  render();

  await screen.findAllByRole('link', { name: /普洱/ });
  expect(rowsOf('最常搜索')).toEqual([
    ['普洱', '产品', '42', '0%（0 次）'],
    ['cha', '产品', '17', '18%（3 次）'],
    ['vinho do porto', '需求', '9', '100%（9 次）'],
  ]);
  expect(rowsOf('无结果的搜索').map((row) => row[0])).toEqual(['vinho do porto', 'cha']);
  expect(api.requests(INSIGHTS).map((request) => request.query)).toEqual([{ days: '7' }]);

  const port = within(screen.getByRole('region', { name: '无结果的搜索' })).getByRole('link', {
    name: '以「vinho do porto」打开需求搜索',
  });
  expect(port.getAttribute('href')).toBe('/demandHall?tab=demand&q=vinho%20do%20porto');
  fireEvent.click(port);
  expect(bus.navigations).toEqual(['/demandHall?tab=demand&q=vinho%20do%20porto']);
});

test('30 days, a kind and a language narrow the question the server is asked', async () => {
  api.on(INSIGHTS, ok(SearchInsights, week));
  render();
  await screen.findAllByRole('link', { name: /普洱/ });

  fireEvent.click(screen.getByRole('radio', { name: '最近 30 天' }));
  await waitFor(() => expect(api.requests(INSIGHTS).at(-1)?.query).toEqual({ days: '30' }));

  await pick('搜索类型', '企业');
  await waitFor(() =>
    expect(api.requests(INSIGHTS).at(-1)?.query).toEqual({ days: '30', kind: 'company' }),
  );

  await pick('买家语言', 'Português');
  await waitFor(() =>
    expect(api.requests(INSIGHTS).at(-1)?.query).toEqual({
      days: '30',
      kind: 'company',
      language: 'pt',
    }),
  );
});

test('an empty period says so in each table, in the reader’s language', async () => {
  await act(() => i18n.changeLanguage('pt'));
  api.on(INSIGHTS, ok(SearchInsights, EMPTY));
  render();
  expect(await screen.findByText('Ainda não há pesquisas neste período')).toBeTruthy();
  expect(screen.getByText('Todas as pesquisas deste período tiveram resultados')).toBeTruthy();
});

test('a failed load says so and tries again on request', async () => {
  let calls = 0;
  api.on(INSIGHTS, () => {
    calls += 1;
    return calls === 1 ? failure({ code: 500, msg: '服务器错误' }, 500) : ok(SearchInsights, week);
  });
  render();
  expect(await screen.findByRole('alert')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findAllByRole('link', { name: /普洱/ })).not.toHaveLength(0);
});

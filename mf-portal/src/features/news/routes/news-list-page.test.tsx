import { act, fireEvent, screen, within } from '@testing-library/react';
import { failure, mockApi, page } from '@portal/api-client/testing';
import { portalEndpoints } from '@portal/contracts/endpoints/portal';
import { NewsRow } from '@portal/contracts/schemas';
import { bus } from '@portal/session';
import { newsListItem } from '../test-fixtures';
import { NewsListPage } from './news-list-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const NEWS = portalEndpoints.news;
/** The query strings the server received for the list, in order. */
const queriesOf = () => api.requests(NEWS).map((request) => request.query);

function newsPage(search: string) {
  return <NewsListPage pathname="/news" search={search} routeKey="news" />;
}

test('lists the news of the reader’s language, each title linking to its page', async () => {
  const longSummary = '长'.repeat(300);
  api.on(
    NEWS,
    page(NewsRow, [
      newsListItem(8),
      newsListItem(5, { summary: longSummary }),
      newsListItem(2, { summary: null }),
    ]),
  );
  renderScreen(newsPage(''));

  const link = await screen.findByRole('link', { name: '新闻 8' });
  expect(link.getAttribute('href')).toBe('/newsInfo?id=8');
  expect(screen.getByRole('heading', { level: 1, name: '新闻政策' })).toBeTruthy();
  expect(screen.getByText('摘要 8')).toBeTruthy();
  const items = within(screen.getByTestId('news-items')).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  const shortened = within(items[1]!).getByText(/^长+…$/).textContent!;
  expect(shortened).toHaveLength(200);
  expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe(
    '2026-11-20T08:00:00.000Z',
  );
  expect(queriesOf()).toEqual([{ pageNum: '1', pageSize: '10', lang: 'zh' }]);
  // A single page needs no pager.
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('pages through the list with the page number in the address', async () => {
  api.on(NEWS, ({ query }) => page(NewsRow, [newsListItem(Number(query.pageNum) * 100)], 25));
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  const { rerender } = renderScreen(newsPage(''));
  await screen.findByRole('link', { name: '新闻 100' });

  const pager = screen.getByRole('navigation', { name: '新闻分页' });
  fireEvent.click(within(pager).getByTitle('2'));
  expect(targets).toEqual(['/news?page=2']);
  bus.off('navigate', listener);

  rerender(newsPage('?page=2'));
  expect(await screen.findByRole('link', { name: '新闻 200' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: '新闻 100' })).toBeNull();
  expect(queriesOf().at(-1)).toEqual({ pageNum: '2', pageSize: '10', lang: 'zh' });
});

test('says so when there is no news', async () => {
  api.on(NEWS, page(NewsRow, []));
  renderScreen(newsPage('?page=abc'));
  expect(await screen.findByText('暂无新闻')).toBeTruthy();
  expect(queriesOf()).toEqual([{ pageNum: '1', pageSize: '10', lang: 'zh' }]);
});

test('a failed load offers a retry that loads the list', async () => {
  api.on(NEWS, (_request, call) =>
    call === 0
      ? failure({ code: 503, msg: '服务暂时不可用' }, 503)
      : page(NewsRow, [newsListItem(1)]),
  );
  renderScreen(newsPage(''));
  expect(await screen.findByText('新闻暂时无法加载')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
  });
  expect(await screen.findByRole('link', { name: '新闻 1' })).toBeTruthy();
});

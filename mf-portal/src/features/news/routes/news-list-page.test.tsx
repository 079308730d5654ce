import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@portal/session';
import { getNewsPage } from '../api/get-news-page';
import { newsListItem } from '../test-fixtures';
import { NewsListPage } from './news-list-page';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/get-news-page', () => ({
  ...jest.requireActual('../api/get-news-page'),
  getNewsPage: jest.fn(),
}));

function page(search: string) {
  return <NewsListPage pathname="/news" search={search} routeKey="news" />;
}

afterEach(() => {
  jest.resetAllMocks();
});

test('lists the news of the reader’s language, each title linking to its page', async () => {
  const longSummary = '长'.repeat(300);
  jest.mocked(getNewsPage).mockResolvedValue({
    items: [
      newsListItem(8),
      newsListItem(5, { summary: longSummary }),
      newsListItem(2, { summary: null }),
    ],
    total: 3,
  });
  renderScreen(page(''));

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
  expect(getNewsPage).toHaveBeenCalledWith('zh', 1);
  // A single page needs no pager.
  expect(screen.queryByRole('navigation')).toBeNull();
});

test('pages through the list with the page number in the address', async () => {
  jest.mocked(getNewsPage).mockImplementation(async (_language, pageNumber) => ({
    items: [newsListItem(pageNumber * 100)],
    total: 25,
  }));
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  const { rerender } = renderScreen(page(''));
  await screen.findByRole('link', { name: '新闻 100' });

  const pager = screen.getByRole('navigation', { name: '新闻分页' });
  fireEvent.click(within(pager).getByTitle('2'));
  expect(targets).toEqual(['/news?page=2']);
  bus.off('navigate', listener);

  rerender(page('?page=2'));
  expect(await screen.findByRole('link', { name: '新闻 200' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: '新闻 100' })).toBeNull();
  expect(getNewsPage).toHaveBeenLastCalledWith('zh', 2);
});

test('says so when there is no news', async () => {
  jest.mocked(getNewsPage).mockResolvedValue({ items: [], total: 0 });
  renderScreen(page('?page=abc'));
  expect(await screen.findByText('暂无新闻')).toBeTruthy();
  expect(getNewsPage).toHaveBeenCalledWith('zh', 1);
});

test('a failed load offers a retry that loads the list', async () => {
  jest
    .mocked(getNewsPage)
    .mockRejectedValueOnce(new Error('network'))
    .mockResolvedValueOnce({ items: [newsListItem(1)], total: 1 });
  renderScreen(page(''));
  expect(await screen.findByText('新闻暂时无法加载')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
  });
  expect(await screen.findByRole('link', { name: '新闻 1' })).toBeTruthy();
});

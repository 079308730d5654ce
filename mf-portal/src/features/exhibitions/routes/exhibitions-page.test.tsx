import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@portal/session';
import { listExhibitions } from '../api/exhibitions';
import { exhibitionCard } from '../test-fixtures';
import { ExhibitionsPage } from './exhibitions-page';
import { renderScreen } from '@portal/ui/testing';

jest.mock('../api/exhibitions', () => ({
  ...jest.requireActual('../api/exhibitions'),
  listExhibitions: jest.fn(),
}));

function page(search: string) {
  return <ExhibitionsPage search={search} pathname="/exhibitions" routeKey="exhibitions" />;
}

let navigations: string[] = [];
const onNavigate = ({ to }: { to: string }) => navigations.push(to);
beforeEach(() => {
  navigations = [];
  bus.on('navigate', onNavigate);
});
afterEach(() => {
  bus.off('navigate', onNavigate);
  jest.resetAllMocks();
});

test('shows the exhibitions of the query in the URL with organizer, dates and booths', async () => {
  jest.mocked(listExhibitions).mockResolvedValue({ rows: [exhibitionCard], total: 1 });
  renderScreen(page('?status=ongoing&q=%E9%A3%9F%E5%93%81&page=2'));
  expect(await screen.findByRole('link', { name: exhibitionCard.title })).toBeTruthy();
  expect(listExhibitions).toHaveBeenCalledWith({ status: 'ongoing', keyword: '食品', page: 2 });
  expect(screen.getByText(/澳门贸易投资促进局/)).toBeTruthy();
  expect(screen.getByText(/2026\/11\/15 至 2026\/12\/15/)).toBeTruthy();
  expect(screen.getByText('2 个展位')).toBeTruthy();
  expect(screen.getByRole('link', { name: exhibitionCard.title }).getAttribute('href')).toBe(
    '/exhibitionDetail?id=7',
  );
  expect((screen.getByRole('radio', { name: '进行中' }) as HTMLInputElement).checked).toBe(true);
});

test('changing the status or searching puts the filters in the URL, back on page one', async () => {
  jest.mocked(listExhibitions).mockResolvedValue({ rows: [exhibitionCard], total: 1 });
  renderScreen(page('?q=%E9%A3%9F%E5%93%81&page=3'));
  await screen.findByRole('link', { name: exhibitionCard.title });
  fireEvent.click(screen.getByRole('radio', { name: '即将开始' }));
  expect(navigations).toEqual(['/exhibitions?status=upcoming&q=%E9%A3%9F%E5%93%81']);

  const box = screen.getByRole('searchbox', { name: '搜索展会名称或主办方' });
  fireEvent.change(box, { target: { value: ' 咖啡 ' } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(navigations).toHaveLength(2));
  expect(navigations[1]).toBe('/exhibitions?q=%E5%92%96%E5%95%A1');
});

test('says when nothing matches, and offers a retry when loading fails', async () => {
  jest.mocked(listExhibitions).mockResolvedValueOnce({ rows: [], total: 0 });
  const { unmount } = renderScreen(page('?status=ended'));
  expect(await screen.findByText('没有符合条件的展会，试试其他状态或关键词')).toBeTruthy();
  unmount();

  jest.mocked(listExhibitions).mockRejectedValueOnce(new Error('offline'));
  renderScreen(page(''));
  fireEvent.click(await screen.findByRole('button', { name: /重\s?试/ }));
  await waitFor(() => expect(listExhibitions).toHaveBeenCalledTimes(3));
});

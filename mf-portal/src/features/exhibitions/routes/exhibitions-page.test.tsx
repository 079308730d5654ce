import { fireEvent, screen, waitFor } from '@testing-library/react';
import { failure, mockApi, page } from '@portal/api-client/testing';
import { exhibitionEndpoints } from '@portal/contracts/endpoints/exhibitions';
import { ExhibitionCard } from '@portal/contracts/schemas';
import { bus } from '@portal/session';
import { exhibitionCard } from '../test-fixtures';
import { ExhibitionsPage } from './exhibitions-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const EXHIBITIONS = exhibitionEndpoints.list;

function exhibitionsPage(search: string) {
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
});

test('shows the exhibitions of the query in the URL with organizer, dates and booths', async () => {
  api.on(EXHIBITIONS, page(ExhibitionCard, [exhibitionCard]));
  renderScreen(exhibitionsPage('?status=ongoing&q=%E9%A3%9F%E5%93%81&page=2'));
  expect(await screen.findByRole('link', { name: exhibitionCard.title })).toBeTruthy();
  expect(api.requests(EXHIBITIONS).map((request) => request.query)).toEqual([
    { pageNum: '2', pageSize: '10', status: 'ongoing', keyword: '食品' },
  ]);
  expect(screen.getByText(/澳门贸易投资促进局/)).toBeTruthy();
  expect(screen.getByText(/2026\/11\/15 至 2026\/12\/15/)).toBeTruthy();
  expect(screen.getByText('2 个展位')).toBeTruthy();
  expect(screen.getByRole('link', { name: exhibitionCard.title }).getAttribute('href')).toBe(
    '/exhibitionDetail?id=7',
  );
  expect((screen.getByRole('radio', { name: '进行中' }) as HTMLInputElement).checked).toBe(true);
});

test('changing the status or searching puts the filters in the URL, back on page one', async () => {
  api.on(EXHIBITIONS, page(ExhibitionCard, [exhibitionCard]));
  renderScreen(exhibitionsPage('?q=%E9%A3%9F%E5%93%81&page=3'));
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
  api.on(EXHIBITIONS, (_request, call) =>
    call === 1 ? failure({ code: 503, msg: 'offline' }, 503) : page(ExhibitionCard, []),
  );
  const { unmount } = renderScreen(exhibitionsPage('?status=ended'));
  expect(await screen.findByText('没有符合条件的展会，试试其他状态或关键词')).toBeTruthy();
  unmount();

  renderScreen(exhibitionsPage(''));
  fireEvent.click(await screen.findByRole('button', { name: /重\s?试/ }));
  await waitFor(() => expect(api.requests(EXHIBITIONS)).toHaveLength(3));
});

import { screen } from '@testing-library/react';
import { failure, mockApi, ok } from '@portal/api-client/testing';
import { portalEndpoints } from '@portal/contracts/endpoints/portal';
import { NewsItem } from '@portal/contracts/schemas';
import { formatDate } from '@portal/i18n';
import { useRecordView } from '@portal/ui';
import { newsItem } from '../test-fixtures';
import { NewsInfoPage } from './news-info-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const NEWS_ITEM = portalEndpoints.newsItem;

jest.mock('@portal/ui', () => ({
  ...jest.requireActual('@portal/ui'),
  // The favourite button and the view recorder have their own tests in @portal/ui.
  FavouriteButton: ({ entityType, entityId }: { entityType: string; entityId: number }) => (
    <button type="button">
      favourite {entityType} {entityId}
    </button>
  ),
  useRecordView: jest.fn(),
}));

function renderPage(search: string) {
  return renderScreen(<NewsInfoPage pathname="/newsInfo" search={search} routeKey="newsInfo" />);
}

afterEach(() => {
  jest.resetAllMocks();
});

test('shows the title, the date, the text as paragraphs and the favourite button', async () => {
  api.on(NEWS_ITEM, ok(NewsItem, newsItem));
  const { container } = renderPage('?id=3');

  expect(await screen.findByRole('heading', { level: 1, name: newsItem.title })).toBeTruthy();
  expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(newsItem.publishedAt);
  // the shared layer's date, 2026/11/12 in Chinese
  expect(container.querySelector('time')?.textContent).toBe(formatDate(newsItem.publishedAt, 'zh'));
  const paragraphs = Array.from(container.querySelectorAll('article .news-pages__paragraph'));
  expect(paragraphs.map((paragraph) => paragraph.textContent)).toEqual([
    '本次推介会邀请了葡语国家的采购商。',
    '现场签署意向订单十余份，\n涉及熟茶与红茶。',
    '<b>欢迎</b>企业报名下一期。',
  ]);
  // Stored text is shown as written, never interpreted as markup.
  expect(container.querySelector('article b')).toBeNull();
  expect(screen.getByRole('button', { name: 'favourite news 3' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /返回新闻列表/ }).getAttribute('href')).toBe('/news');
  expect(useRecordView).toHaveBeenCalledWith('news', 3);
  expect(api.requests(NEWS_ITEM).map((request) => request.path)).toEqual(['/haiguan/api/news/3']);
});

test('a missing item shows the not-found state with a way back to the news', async () => {
  api.on(NEWS_ITEM, failure({ code: 404, msg: '新闻不存在' }));
  renderPage('?id=999');
  expect(await screen.findByText('新闻不存在')).toBeTruthy();
  expect(screen.getByRole('link', { name: /返回新闻列表/ }).getAttribute('href')).toBe('/news');
  expect(useRecordView).not.toHaveBeenCalled();
});

test.each(['', '?id=abc', '?id=0', '?id=1.5'])('the address %j names no news item', (search) => {
  renderPage(search);
  expect(screen.getByText('新闻不存在')).toBeTruthy();
  expect(api.requests()).toEqual([]);
});

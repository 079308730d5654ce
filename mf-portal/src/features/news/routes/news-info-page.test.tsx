import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ApiError } from '@portal/api-client';
import { formatDate } from '@portal/i18n';
import { useRecordView } from '@portal/ui';
import { getNewsItem, type NewsItem } from '../api/get-news-item';
import { NewsInfoPage } from './news-info-page';

jest.mock('../api/get-news-item');
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

const item: NewsItem = {
  id: 3,
  title: '澳门中葡商贸合作服务平台举办普洱茶推介会',
  summary: '云南茶企携普洱熟茶亮相澳门。',
  content:
    '本次推介会邀请了葡语国家的采购商。\n\n现场签署意向订单十余份，\n涉及熟茶与红茶。\n\n\n<b>欢迎</b>企业报名下一期。',
  lang: 'zh',
  publishedAt: '2026-11-12T08:00:00.000Z',
};

function renderPage(search: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <NewsInfoPage pathname="/newsInfo" search={search} routeKey="newsInfo" />
    </SWRConfig>,
  );
}

afterEach(() => {
  jest.resetAllMocks();
});

test('shows the title, the date, the text as paragraphs and the favourite button', async () => {
  jest.mocked(getNewsItem).mockResolvedValue(item);
  const { container } = renderPage('?id=3');

  expect(await screen.findByRole('heading', { level: 1, name: item.title })).toBeTruthy();
  expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(item.publishedAt);
  // the shared layer's date, 2026/11/12 in Chinese
  expect(container.querySelector('time')?.textContent).toBe(formatDate(item.publishedAt, 'zh'));
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
  expect(getNewsItem).toHaveBeenCalledWith(3);
});

test('a missing item shows the not-found state with a way back to the news', async () => {
  jest
    .mocked(getNewsItem)
    .mockRejectedValue(new ApiError({ kind: 'business', code: 404, msg: '新闻不存在' }));
  renderPage('?id=999');
  expect(await screen.findByText('新闻不存在')).toBeTruthy();
  expect(screen.getByRole('link', { name: /返回新闻列表/ }).getAttribute('href')).toBe('/news');
  expect(useRecordView).not.toHaveBeenCalled();
});

test.each(['', '?id=abc', '?id=0', '?id=1.5'])('the address %j names no news item', (search) => {
  renderPage(search);
  expect(screen.getByText('新闻不存在')).toBeTruthy();
  expect(getNewsItem).not.toHaveBeenCalled();
});

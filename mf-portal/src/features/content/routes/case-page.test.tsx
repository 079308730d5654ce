import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { done, failure, mockApi, ok } from '@portal/api-client/testing';
import { contentEndpoints } from '@portal/contracts/endpoints/content';
import { ContentPage, ContentTextsBody, EditableContentPage } from '@portal/contracts/schemas';
import { sessionStore } from '@portal/session';
import { laoshanCasePage, laoshanEditablePage, laoshanTexts } from '../test-fixtures';
import { CasePage } from './case-page';
import { renderScreen } from '@portal/ui/testing';

const api = mockApi();
const PAGE = contentEndpoints.page;
const EDITABLE = contentEndpoints.editablePage;
const SAVE_TEXTS = contentEndpoints.saveTexts;
/** The paths the server received for content pages, in order. */
const pagePaths = () => api.requests(PAGE).map((request) => request.path);

function page(pathname = '/laoshanTeaCase', search = '') {
  return <CasePage search={search} pathname={pathname} routeKey="case" />;
}

beforeEach(() => api.on(PAGE, ok(ContentPage, laoshanCasePage)));
afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('tells the story: company, problem, what the platform did, results, figures and products', async () => {
  renderScreen(page());
  expect(
    await screen.findByRole('heading', { level: 1, name: laoshanCasePage.title }),
  ).toBeTruthy();
  expect(pagePaths()).toEqual(['/haiguan/api/content/pages/laoshanTeaCase']);
  const headings = screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  expect(headings).toEqual([
    '成效数据',
    '企业简介',
    '面临的难题',
    '平台做了什么',
    '成效',
    '相关产品',
  ]);
  const platform = screen.getByRole('region', { name: '平台做了什么' });
  expect(within(platform).getAllByText(/。$/)).toHaveLength(2);
  expect(screen.getByText('2.6 吨')).toBeTruthy();
  expect(screen.getByText('首年对巴西出口')).toBeTruthy();
  expect(screen.getByRole('link', { name: '崂山绿茶' }).getAttribute('href')).toBe(
    laoshanCasePage.products[0]!.href,
  );
  expect(screen.getByRole('link', { name: /返回成功案例/ }).getAttribute('href')).toBe(
    '/successCase',
  );
  expect(screen.queryByRole('button', { name: '编辑本页' })).toBeNull();
});

test('an unknown case says the page does not exist', async () => {
  api.on(PAGE, failure({ code: 404, msg: '页面不存在' }));
  renderScreen(page('/noSuchCase'));
  expect(await screen.findByText('页面不存在或已下线')).toBeTruthy();
});

test('the generic case page opens a case by its slug; without one, the page is not found', async () => {
  const { unmount } = renderScreen(page('/caseInfo', '?slug=macau-coffee'));
  expect(
    await screen.findByRole('heading', { level: 1, name: laoshanCasePage.title }),
  ).toBeTruthy();
  expect(pagePaths()).toEqual(['/haiguan/api/content/pages/macau-coffee']);
  unmount();
  renderScreen(page('/caseInfo'));
  expect(await screen.findByText('页面不存在或已下线')).toBeTruthy();
  expect(pagePaths()).toEqual(['/haiguan/api/content/pages/macau-coffee']);
});

test('an operator edits the page in a language and the page is read again', async () => {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({
    user: { userId: 9, userName: 'operator' } as never,
    membership: null,
    permissions: ['platform:content:manage'],
  });
  api.on(EDITABLE, ok(EditableContentPage, laoshanEditablePage));
  api.on(SAVE_TEXTS, done('已保存'), { body: ContentTextsBody });
  renderScreen(page());
  fireEvent.click(await screen.findByRole('button', { name: '编辑本页' }));
  const dialog = await screen.findByRole('dialog');
  const title = await within(dialog).findByLabelText('标题');
  await waitFor(() => expect((title as HTMLInputElement).value).toBe(laoshanCasePage.title));
  fireEvent.change(title, { target: { value: '崂山绿茶（修订）' } });
  fireEvent.change(within(dialog).getByLabelText('第 3 栏正文（段落之间空一行）'), {
    target: { value: '第一段。\n\n第二段。\n\n\n第三段。' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(api.requests(SAVE_TEXTS).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/haiguan/api/operator/content/laoshanTeaCase',
        body: {
          language: 'zh',
          ...laoshanTexts,
          title: '崂山绿茶（修订）',
          sections: laoshanTexts.sections.map((section) =>
            section.key === 'platform'
              ? { ...section, paragraphs: ['第一段。', '第二段。', '第三段。'] }
              : section,
          ),
        },
      },
    ]),
  );
  expect(await within(dialog).findByText('已保存')).toBeTruthy();
  await waitFor(() => expect(api.requests(PAGE)).toHaveLength(2));
  expect(new Set(api.requests(EDITABLE).map((request) => request.path))).toEqual(
    new Set(['/haiguan/api/operator/content/laoshanTeaCase']),
  );
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, page } from '@portal/api-client/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { exhibitionEndpoints } from '@portal/contracts/endpoints/exhibitions';
import { ExhibitionRegistration, ManagedExhibition } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import { registration } from '../test-fixtures';
import { ExhibitionRegistrationsPage } from './exhibition-registrations-page';

const api = mockApi();
const OWN = exhibitionEndpoints.ownRegistrations;
const REVIEW = exhibitionEndpoints.reviewQueue;
const APPROVE = exhibitionEndpoints.approve;
const REJECT = exhibitionEndpoints.reject;
const MANAGED = exhibitionEndpoints.managed;
const CREATE = exhibitionEndpoints.create;

const queriesOf = (route: Endpoint) => api.requests(route).map((request) => request.query);

function screenOf(search = '') {
  return (
    <ExhibitionRegistrationsPage
      search={search}
      pathname="/exhibitionRegistrations"
      routeKey="exhibitionRegistrations"
    />
  );
}

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
});
afterEach(() => bus.stop());
afterEach(() => changeLanguage('zh'));

test('a company sees its own registrations, a rejection’s remark and the way to register again', async () => {
  signIn();
  api.on(
    OWN,
    page(ExhibitionRegistration, [
      registration(7, { status: 3, remark: '展品图片不完整' }),
      registration(8, { status: 2 }),
    ]),
  );
  renderScreen(screenOf('?id=7'));
  expect(await screen.findByText(/展品图片不完整/)).toBeTruthy();
  expect(queriesOf(OWN)).toEqual([{ pageNum: '1', pageSize: '10' }]);
  expect(screen.queryByRole('tab')).toBeNull();
  const rows = screen.getAllByRole('row');
  const rejected = rows.find((row) => row.textContent?.includes('展品图片不完整'))!;
  expect(within(rejected).getByText('未通过')).toBeTruthy();
  expect(within(rejected).getByRole('link', { name: '重新报名' }).getAttribute('href')).toBe(
    '/exhibitionDetail?id=4',
  );
  expect(rejected.className).toContain('exhibition-registrations__highlight');
  expect(screen.queryByRole('button', { name: /通过/ })).toBeNull();

  fireEvent.click(screen.getByText('审核中'));
  await waitFor(() =>
    expect(queriesOf(OWN).at(-1)).toEqual({ pageNum: '1', pageSize: '10', status: '1' }),
  );
});

test('the screen is headed by its name in the page’s language, as the side menu calls it', async () => {
  signIn();
  api.on(OWN, page(ExhibitionRegistration, [registration(7, { status: 2 })]));
  renderScreen(screenOf());
  expect(screen.getByRole('heading', { level: 1, name: '展会报名' })).toBeTruthy();
  await act(() => changeLanguage('pt'));
  expect(screen.getByRole('heading', { level: 1, name: 'Inscrições em feiras' })).toBeTruthy();
});

test('a reviewer approves after confirming, and rejects only with a remark', async () => {
  signIn(['platform:exhibition:review']);
  api.on(REVIEW, page(ExhibitionRegistration, [registration(9)]));
  api.on(APPROVE, ok(ExhibitionRegistration, registration(9, { status: 2 }), '报名已通过'));
  api.on(
    REJECT,
    ok(
      ExhibitionRegistration,
      registration(9, { status: 3, remark: '请补充葡文说明' }),
      '报名已驳回',
    ),
  );
  renderScreen(screenOf());
  await waitFor(() =>
    expect(queriesOf(REVIEW)).toContainEqual({ pageNum: '1', pageSize: '10', status: '1' }),
  );
  expect(screen.queryByRole('tab', { name: '展会管理' })).toBeNull();

  fireEvent.click(
    await screen.findByRole('button', { name: `驳回 ${registration(9).companyName}` }),
  );
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
  expect(await within(dialog).findByText('驳回时请填写审核意见')).toBeTruthy();
  expect(api.requests(REJECT)).toEqual([]);
  fireEvent.change(within(dialog).getByLabelText('审核意见'), {
    target: { value: '请补充葡文说明' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
  await waitFor(() =>
    expect(api.requests(REJECT).map((request) => [request.path, request.body])).toEqual([
      ['/haiguan/api/operator/exhibitions/registrations/9/reject', { remark: '请补充葡文说明' }],
    ]),
  );
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '报名已驳回' })),
  );

  fireEvent.click(screen.getByRole('button', { name: `通过 ${registration(9).companyName}` }));
  expect(api.requests(APPROVE)).toEqual([]);
  const confirm = await screen.findByRole('dialog', { name: /确定通过/ });
  fireEvent.click(within(confirm).getByRole('button', { name: /通\s*过/ }));
  await waitFor(() =>
    expect(api.requests(APPROVE).map((request) => request.path)).toEqual([
      '/haiguan/api/operator/exhibitions/registrations/9/approve',
    ]),
  );
});

test('a manager creates an exhibition with its texts in all four languages and ordered dates', async () => {
  signIn(['platform:exhibition:manage']);
  api.on(MANAGED, page(ManagedExhibition, []));
  api.on(
    CREATE,
    ok(
      ManagedExhibition,
      {
        id: 5,
        title: { zh: '测试展 简体中文', cht: '测试展 繁體中文', pt: '测试展 Português', en: 'EN' },
        organizer: { zh: '主办 简体中文', cht: '主办 繁體中文', pt: '主办 Português', en: 'EN' },
        description: { zh: '介绍 简体中文', cht: '介绍 繁體中文', pt: '介绍 Português', en: 'EN' },
        startsOn: '2026-12-10',
        endsOn: '2026-12-20',
        status: 'upcoming',
        boothCount: 0,
        pendingCount: 0,
      },
      '展会已保存',
    ),
  );
  renderScreen(screenOf());
  fireEvent.click(await screen.findByRole('button', { name: '新建展会' }));
  const dialog = await screen.findByRole('dialog');
  const fill = (label: string, value: string) =>
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  for (const [field, value] of [
    ['展会名称', '测试展'],
    ['主办方', '主办'],
    ['展会介绍', '介绍'],
  ] as const) {
    for (const language of ['简体中文', '繁體中文', 'Português']) {
      fill(`${field}（${language}）`, `${value} ${language}`);
    }
  }
  fill('开始日期', '2026-12-10');
  fill('结束日期', '2026-12-01');
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  expect(await within(dialog).findByText('请填写展会名称（English）')).toBeTruthy();
  expect(await within(dialog).findByText('结束日期不能早于开始日期')).toBeTruthy();
  expect(api.requests(CREATE)).toEqual([]);

  for (const field of ['展会名称', '主办方', '展会介绍']) fill(`${field}（English）`, 'EN');
  fill('结束日期', '2026-12-20');
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(api.requests(CREATE).map((request) => request.body)).toEqual([
      expect.objectContaining({
        title: { zh: '测试展 简体中文', cht: '测试展 繁體中文', pt: '测试展 Português', en: 'EN' },
        startsOn: '2026-12-10',
        endsOn: '2026-12-20',
      }),
    ]),
  );
});

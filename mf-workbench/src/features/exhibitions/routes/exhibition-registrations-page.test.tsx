import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '@portal/ui/testing';
import { signIn, watchBus } from '../../../test/session';
import {
  approveRegistration,
  fetchManagedExhibitions,
  fetchRegistrations,
  rejectRegistration,
  saveExhibition,
} from '../api/exhibitions';
import { registration } from '../test-fixtures';
import { ExhibitionRegistrationsPage } from './exhibition-registrations-page';

jest.mock('../api/exhibitions', () => ({
  ...jest.requireActual('../api/exhibitions'),
  fetchRegistrations: jest.fn(),
  approveRegistration: jest.fn(),
  rejectRegistration: jest.fn(),
  fetchManagedExhibitions: jest.fn(),
  saveExhibition: jest.fn(),
}));

function page(search = '') {
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
afterEach(() => {
  bus.stop();
  jest.resetAllMocks();
});

test('a company sees its own registrations, a rejection’s remark and the way to register again', async () => {
  signIn();
  jest.mocked(fetchRegistrations).mockResolvedValue({
    rows: [
      registration(7, { status: 3, remark: '展品图片不完整' }),
      registration(8, { status: 2 }),
    ],
    total: 2,
  });
  renderScreen(page('?id=7'));
  expect(await screen.findByText(/展品图片不完整/)).toBeTruthy();
  expect(fetchRegistrations).toHaveBeenCalledWith('own', 0, 1, 10);
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
  await waitFor(() => expect(fetchRegistrations).toHaveBeenLastCalledWith('own', 1, 1, 10));
});

test('a reviewer approves after confirming, and rejects only with a remark', async () => {
  signIn(['platform:exhibition:review']);
  jest.mocked(fetchRegistrations).mockResolvedValue({ rows: [registration(9)], total: 1 });
  jest.mocked(approveRegistration).mockResolvedValue('报名已通过');
  jest.mocked(rejectRegistration).mockResolvedValue('报名已驳回');
  renderScreen(page());
  await waitFor(() => expect(fetchRegistrations).toHaveBeenCalledWith('review', 1, 1, 10));
  expect(screen.queryByRole('tab', { name: '展会管理' })).toBeNull();

  fireEvent.click(
    await screen.findByRole('button', { name: `驳回 ${registration(9).companyName}` }),
  );
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
  expect(await within(dialog).findByText('驳回时请填写审核意见')).toBeTruthy();
  expect(rejectRegistration).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText('审核意见'), {
    target: { value: '请补充葡文说明' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: /驳\s*回/ }));
  await waitFor(() => expect(rejectRegistration).toHaveBeenCalledWith(9, '请补充葡文说明'));
  await waitFor(() =>
    expect(bus.notices).toContainEqual(expect.objectContaining({ content: '报名已驳回' })),
  );

  fireEvent.click(screen.getByRole('button', { name: `通过 ${registration(9).companyName}` }));
  expect(approveRegistration).not.toHaveBeenCalled();
  const confirm = await screen.findByRole('dialog', { name: /确定通过/ });
  fireEvent.click(within(confirm).getByRole('button', { name: /通\s*过/ }));
  await waitFor(() => expect(approveRegistration).toHaveBeenCalledWith(9));
});

test('a manager creates an exhibition with its texts in all four languages and ordered dates', async () => {
  signIn(['platform:exhibition:manage']);
  jest.mocked(fetchManagedExhibitions).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(saveExhibition).mockResolvedValue('展会已保存');
  renderScreen(page());
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
  expect(saveExhibition).not.toHaveBeenCalled();

  for (const field of ['展会名称', '主办方', '展会介绍']) fill(`${field}（English）`, 'EN');
  fill('结束日期', '2026-12-20');
  fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  await waitFor(() =>
    expect(saveExhibition).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        title: { zh: '测试展 简体中文', cht: '测试展 繁體中文', pt: '测试展 Português', en: 'EN' },
        startsOn: '2026-12-10',
        endsOn: '2026-12-20',
      }),
    ),
  );
});

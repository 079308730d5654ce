import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { UserInfo } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import '../../../app/locales';
import type { FeedbackSummary } from '../api/feedback';
import { fetchMyFeedback } from '../api/fetch-my-feedback';
import { fetchOperatorFeedbackList } from '../api/fetch-operator-feedback-list';
import { FeedbackIndexPage } from './feedback-index-page';

jest.mock('../api/fetch-my-feedback');
jest.mock('../api/fetch-operator-feedback-list');

const user: UserInfo = {
  id: 5,
  mid: 0,
  username: 'demo.mo@example.com',
  status: 0,
  corporateLabel: 2,
  comName: '澳门中葡商贸服务有限公司',
  touxiang: null,
  logo: null,
  email: 'demo.mo@example.com',
  name: '何嘉欣',
  phone: null,
};

const row: FeedbackSummary = {
  id: 31,
  type: 1,
  title: '希望支持葡语发票',
  status: 0,
  createTime: '2026-11-21T10:00:00.000Z',
  replyTime: null,
  attachmentCount: 1,
};

function renderPage(permissions: string[] = []) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FeedbackIndexPage />
    </SWRConfig>,
  );
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.resetAllMocks();
});

test('a member sees their feedback with its status, linked to its detail', async () => {
  jest.mocked(fetchMyFeedback).mockResolvedValue({ rows: [row], total: 1 });
  renderPage();
  const link = await screen.findByRole('link', { name: '希望支持葡语发票' });
  expect(link.getAttribute('href')).toBe('/feedbackInfo?id=31');
  expect(screen.getByTestId('feedback-status').textContent).toBe('待处理');
  expect(screen.queryByRole('tab', { name: '全部反馈（运营）' })).toBeNull();
  expect(fetchOperatorFeedbackList).not.toHaveBeenCalled();
});

test('an operator also gets the queue, whose rows open the review view', async () => {
  jest.mocked(fetchMyFeedback).mockResolvedValue({ rows: [], total: 0 });
  jest.mocked(fetchOperatorFeedbackList).mockResolvedValue({
    rows: [{ ...row, companyName: '澳门中葡商贸服务有限公司', submitterName: '何嘉欣' }],
    total: 1,
  });
  renderPage(['platform:feedback:reply']);
  fireEvent.click(await screen.findByRole('tab', { name: '全部反馈（运营）' }));
  const link = await screen.findByRole('link', { name: '希望支持葡语发票' });
  expect(link.getAttribute('href')).toBe('/feedbackInfo?id=31&review=1');
  expect(screen.getByText('何嘉欣')).toBeTruthy();
  await waitFor(() =>
    expect(fetchOperatorFeedbackList).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10, status: 0 }),
  );
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { fetchMyFeedback } from '../api/fetch-my-feedback';
import { fetchOperatorFeedbackList } from '../api/fetch-operator-feedback-list';
import { operatorRow, row, user } from '../test-fixtures';
import { FeedbackIndexPage } from './feedback-index-page';

jest.mock('../api/fetch-my-feedback');
jest.mock('../api/fetch-operator-feedback-list');

function renderPage(permissions: string[] = []) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions });
  return renderScreen(<FeedbackIndexPage />);
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
    rows: [operatorRow],
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

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, page } from '@portal/api-client/testing';
import { PERMISSIONS } from '@portal/contracts';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import { FeedbackSummary, OperatorFeedbackSummary } from '@portal/contracts/schemas';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { operatorRow, row, user } from '../test-fixtures';
import { FeedbackIndexPage } from './feedback-index-page';

const api = mockApi();
const MY_FEEDBACK = feedbackEndpoints.list;
const OPERATOR_FEEDBACK = feedbackEndpoints.operatorList;

function renderPage(permissions: string[] = []) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions });
  return renderScreen(<FeedbackIndexPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('a member sees their feedback with its status, linked to its detail', async () => {
  api.on(MY_FEEDBACK, page(FeedbackSummary, [row]));
  // Declared so that a request for the queue would be recorded and fail the assertion below.
  api.on(OPERATOR_FEEDBACK, page(OperatorFeedbackSummary, []));
  renderPage();
  const link = await screen.findByRole('link', { name: '希望支持葡语发票' });
  expect(link.getAttribute('href')).toBe('/feedbackInfo?id=31');
  expect(screen.getByTestId('feedback-status').textContent).toBe('待处理');
  expect(screen.queryByRole('tab', { name: '全部反馈（运营）' })).toBeNull();
  expect(api.requests(OPERATOR_FEEDBACK)).toEqual([]);
});

test('an operator also gets the queue, whose rows open the review view', async () => {
  api.on(MY_FEEDBACK, page(FeedbackSummary, []));
  api.on(OPERATOR_FEEDBACK, page(OperatorFeedbackSummary, [operatorRow]));
  renderPage([PERMISSIONS.feedbackReply]);
  fireEvent.click(await screen.findByRole('tab', { name: '全部反馈（运营）' }));
  const link = await screen.findByRole('link', { name: '希望支持葡语发票' });
  expect(link.getAttribute('href')).toBe('/feedbackInfo?id=31&review=1');
  expect(screen.getByText('何嘉欣')).toBeTruthy();
  await waitFor(() =>
    expect(api.requests(OPERATOR_FEEDBACK).map((request) => request.query)).toContainEqual({
      pageNum: '1',
      pageSize: '10',
      status: '0',
    }),
  );
});

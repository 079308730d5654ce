import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { done, failure, mockApi, ok, type Route } from '@portal/api-client/testing';
import { PERMISSIONS } from '@portal/contracts';
import type { Endpoint } from '@portal/contracts/endpoints';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import {
  FeedbackDetail,
  FeedbackReplyBody,
  OperatorFeedbackDetail,
} from '@portal/contracts/schemas';
import { i18n } from '@portal/i18n';
import { sessionStore } from '@portal/session';
import { renderScreen } from '@portal/ui/testing';
import '../../../app/locales';
import { feedback, operatorFeedback, user } from '../test-fixtures';
import { FeedbackInfoPage } from './feedback-info-page';

const api = mockApi();
const FEEDBACK = feedbackEndpoints.detail;
const OPERATOR_FEEDBACK = feedbackEndpoints.operatorDetail;
const PROCESSING = feedbackEndpoints.markProcessing;
const REPLY = feedbackEndpoints.reply;

/** The paths the server received on `route`, in order. */
const pathsOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.path);

function renderPage(search: string, permissions: string[] = []) {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user, membership: null, permissions });
  return renderScreen(
    <FeedbackInfoPage pathname="/feedbackInfo" search={search} routeKey="feedbackInfo" />,
  );
}

afterEach(async () => {
  sessionStore.getState().logout('logout');
  await act(() => i18n.changeLanguage('zh'));
});

test('shows the platform reply once there is one', async () => {
  api.on(
    FEEDBACK,
    ok(FeedbackDetail, {
      ...feedback,
      status: 2,
      reply: '已修复，请刷新后重试',
      replyTime: '2026-11-21T12:00:00.000Z',
    }),
  );
  renderPage('?id=31');
  expect((await screen.findByTestId('feedback-reply')).textContent).toBe('已修复，请刷新后重试');
  expect(screen.getByTestId('feedback-status').textContent).toBe('已回复');
  expect(screen.getByRole('button', { name: 'report.mp4' })).toBeTruthy();
  expect(pathsOf(FEEDBACK)).toEqual(['/haiguan/api/feedback/31']);
});

test('in Portuguese the times of the feedback and of the reply are written the Portuguese way', async () => {
  await act(() => i18n.changeLanguage('pt'));
  // Local times, so the test reads the same in any time zone.
  api.on(
    FEEDBACK,
    ok(FeedbackDetail, {
      ...feedback,
      status: 2,
      reply: 'Resolvido',
      createTime: new Date(2026, 10, 21, 9, 30).toISOString(),
      replyTime: new Date(2026, 10, 22, 14, 5).toISOString(),
    }),
  );
  renderPage('?id=31');
  expect(await screen.findByText('Respondido em 22/11/2026, 14:05')).toBeTruthy();
  expect(screen.getByText('21/11/2026, 09:30')).toBeTruthy();
});

test('without a reply it says the platform has not answered yet', async () => {
  api.on(FEEDBACK, ok(FeedbackDetail, feedback));
  renderPage('?id=31');
  expect(await screen.findByText('平台尚未回复，请耐心等待')).toBeTruthy();
  expect(screen.queryByLabelText('回复内容')).toBeNull();
});

test('a missing feedback and a malformed id show the not-found state', async () => {
  api.on(FEEDBACK, failure({ code: 404, msg: '反馈不存在' }));
  const { unmount } = renderPage('?id=99');
  expect(await screen.findByText('反馈不存在')).toBeTruthy();
  unmount();
  renderPage('?id=abc');
  expect(screen.getByText('反馈不存在')).toBeTruthy();
  expect(pathsOf(FEEDBACK)).toEqual(['/haiguan/api/feedback/99']);
});

test('an operator in review mode marks it processing and must write a reply', async () => {
  api.on(FEEDBACK, ok(FeedbackDetail, feedback));
  api.on(OPERATOR_FEEDBACK, ok(OperatorFeedbackDetail, operatorFeedback));
  api.on(PROCESSING, done('操作成功'));
  api.on(REPLY, done('回复成功'), { body: FeedbackReplyBody });
  renderPage('?id=31&review=1', [PERMISSIONS.all]);
  expect(await screen.findByText('何嘉欣')).toBeTruthy();
  expect(pathsOf(OPERATOR_FEEDBACK)).toEqual(['/haiguan/api/operator/feedback/31']);
  expect(api.requests(FEEDBACK)).toEqual([]);

  fireEvent.click(screen.getByRole('button', { name: '标记为处理中' }));
  await waitFor(() =>
    expect(pathsOf(PROCESSING)).toEqual(['/haiguan/api/operator/feedback/31/processing']),
  );

  fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
  expect(await screen.findByText('请输入回复内容')).toBeTruthy();
  expect(api.requests(REPLY)).toEqual([]);
  fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: ' 已收到 ' } });
  fireEvent.click(screen.getByRole('button', { name: '发送回复' }));
  await waitFor(() =>
    expect(api.requests(REPLY).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/haiguan/api/operator/feedback/31/reply', body: { reply: '已收到' } },
    ]),
  );
});

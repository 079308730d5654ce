import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, sessionStore } from '@portal/session';
import { failure, heldAnswer, mockApi, ok } from '@portal/api-client/testing';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import { feedbackEndpoints } from '@portal/contracts/endpoints/feedback';
import { FeedbackBody, FeedbackCreated, UploadedFile } from '@portal/contracts/schemas';
import '../../../app/locales';
import { FeedbackFormPage } from './feedback-form-page';

const api = mockApi();
const SUBMIT = feedbackEndpoints.submit;
const UPLOAD = filesEndpoints.upload;

const submit = () => fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));

function fill() {
  fireEvent.click(screen.getByRole('radio', { name: '问题反馈' }));
  fireEvent.change(screen.getByLabelText('反馈标题'), { target: { value: ' 无法导出订单 ' } });
  fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '点击导出没有反应' } });
}

function renderPage() {
  sessionStore.getState().login('token-1');
  return render(<FeedbackFormPage />);
}

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test('empty fields get the server messages without a request', async () => {
  api.on(SUBMIT, ok(FeedbackCreated, { id: 31 }));
  renderPage();
  submit();
  expect(await screen.findByText('请选择反馈类型')).toBeTruthy();
  expect(screen.getByText('请输入反馈标题')).toBeTruthy();
  expect(screen.getByText('请输入反馈内容')).toBeTruthy();
  expect(api.requests(SUBMIT)).toEqual([]);
});

test('an attachment still uploading blocks the submission', async () => {
  // The attachment stays on its way until the test answers its upload.
  const upload = heldAnswer();
  api.on(UPLOAD, upload.answer);
  api.on(SUBMIT, ok(FeedbackCreated, { id: 31 }), { body: FeedbackBody });
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  renderPage();
  fill();
  fireEvent.change(screen.getByLabelText('选择要上传的文件'), {
    target: { files: [new File(['x'], 'screen.png', { type: 'image/png' })] },
  });
  submit();
  expect(await screen.findByText('有文件未完成上传!')).toBeTruthy();
  expect(api.requests(SUBMIT)).toEqual([]);

  await waitFor(() => expect(api.requests(UPLOAD)).toHaveLength(1));
  await act(async () =>
    upload.release(
      ok(UploadedFile, {
        id: 8,
        name: 'screen.png',
        url: '/haiguan/api/files/8',
        size: 1,
        fileType: 'image',
      }),
    ),
  );
  submit();
  await waitFor(() =>
    expect(api.requests(SUBMIT).map((request) => request.body)).toEqual([
      { type: 2, title: '无法导出订单', content: '点击导出没有反应', attachments: [8] },
    ]),
  );
  await waitFor(() => expect(targets).toEqual(['/feedbackInfo?id=31']));
  bus.off('navigate', listener);
});

test('a refusal by the server keeps the input', async () => {
  api.on(SUBMIT, failure({ code: 400, msg: '附件不存在' }), { body: FeedbackBody });
  renderPage();
  fill();
  fireEvent.change(screen.getByLabelText('联系方式'), { target: { value: '13800000009' } });
  submit();
  await waitFor(() => expect(api.requests(SUBMIT)).toHaveLength(1));
  expect((screen.getByLabelText('反馈标题') as HTMLInputElement).value).toBe(' 无法导出订单 ');
  expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('点击导出没有反应');
  expect((screen.getByLabelText('联系方式') as HTMLInputElement).value).toBe('13800000009');
  expect(screen.getByRole('radio', { name: '问题反馈' })).toHaveProperty('checked', true);
});

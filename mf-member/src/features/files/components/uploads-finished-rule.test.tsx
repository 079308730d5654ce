import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { done, heldAnswer, mockApi, ok } from '@portal/api-client/testing';
import { UploadedFile } from '@portal/contracts/schemas';
import { UploadField, uploadedFileIds, type UploadEntry } from '@portal/ui';
import '../../../app/locales';
import { uploadsFinishedRule } from './uploads-finished-rule';

const api = mockApi();
const UPLOAD = 'POST /haiguan/api/upload';

function png(name: string): File {
  return new File(['x'], name, { type: 'image/png' });
}

function renderForm(onFinish: (ids: number[]) => void) {
  render(
    <Form onFinish={(values: { files?: UploadEntry[] }) => onFinish(uploadedFileIds(values.files))}>
      <Form.Item name="files" label="附件" rules={[uploadsFinishedRule]}>
        <UploadField />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>,
  );
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('选择要上传的文件'), { target: { files } });
}

test('refuses to submit while a file is uploading, then submits the uploaded ids', async () => {
  // The upload stays on its way until the test answers it.
  const upload = heldAnswer();
  api.on(UPLOAD, upload.answer);
  const onFinish = jest.fn();
  renderForm(onFinish);
  choose(png('a.png'));
  expect(await screen.findByLabelText('a.png 上传进度')).toBeTruthy();
  await waitFor(() => expect(api.requests(UPLOAD)).toHaveLength(1));

  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  expect(await screen.findByText('有文件未完成上传!')).toBeTruthy();
  expect(onFinish).not.toHaveBeenCalled();

  await act(async () =>
    upload.release(
      ok(UploadedFile, {
        id: 12,
        name: 'a.png',
        url: '/haiguan/api/files/12',
        size: 1,
        fileType: 'image',
      }),
    ),
  );
  expect(await screen.findByText('已上传')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith([12]));
});

test('a failed upload blocks the form until it is removed', async () => {
  // A success without the file, which the field itself reports as a failed upload.
  api.on(UPLOAD, done('操作成功'));
  const onFinish = jest.fn();
  renderForm(onFinish);
  choose(png('b.png'));
  expect(await screen.findAllByText('上传文件失败')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  expect(await screen.findByText('请检查文件是否全部上传成功！')).toBeTruthy();
  expect(onFinish).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: '移除 b.png' }));
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith([]));
});

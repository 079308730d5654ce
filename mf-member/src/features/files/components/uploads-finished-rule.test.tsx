import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { uploadFile, type UploadedFile, type UploadOptions } from '@portal/api-client';
import { UploadField, uploadedFileIds, type UploadEntry } from '@portal/ui';
import '../../../app/locales';
import { uploadsFinishedRule } from './uploads-finished-rule';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  uploadFile: jest.fn(),
}));

function png(name: string): File {
  return new File(['x'], name, { type: 'image/png' });
}

function uploaded(id: number, name: string): UploadedFile {
  return { id, name, url: `/haiguan/api/files/${id}`, size: 10, fileType: 'image' };
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

afterEach(() => jest.resetAllMocks());

test('refuses to submit while a file is uploading, then submits the uploaded ids', async () => {
  let finish: (file: UploadedFile) => void = () => undefined;
  let progress: UploadOptions['onProgress'];
  jest.mocked(uploadFile).mockImplementation((file, options) => {
    progress = options?.onProgress;
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  const onFinish = jest.fn();
  renderForm(onFinish);
  choose(png('a.png'));
  act(() => progress?.(40));
  expect(await screen.findByLabelText('a.png 上传进度')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  expect(await screen.findByText('有文件未完成上传!')).toBeTruthy();
  expect(onFinish).not.toHaveBeenCalled();

  await act(async () => finish(uploaded(12, 'a.png')));
  expect(await screen.findByText('已上传')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith([12]));
});

test('a failed upload blocks the form until it is removed', async () => {
  jest.mocked(uploadFile).mockRejectedValue(new Error('down'));
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

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { Language } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import '../../../app/locales';
import { uploadFile, type UploadedFile, type UploadOptions } from '../api/upload-file';
import {
  FileListField,
  uploadedFileIds,
  uploadsFinishedRule,
  type FileListEntry,
} from './file-list-field';

jest.mock('../api/upload-file');

function png(name: string, size = 10): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function uploaded(id: number, name: string): UploadedFile {
  return { id, name, url: `/haiguan/api/files/${id}`, size: 10, fileType: 'image' };
}

function renderForm(onFinish: (ids: number[]) => void) {
  render(
    <Form
      onFinish={(values: { files?: FileListEntry[] }) => onFinish(uploadedFileIds(values.files))}
    >
      <Form.Item name="files" label="附件" rules={[uploadsFinishedRule]}>
        <FileListField />
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
  expect(await screen.findByText('上传文件失败')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  expect(await screen.findByText('请检查文件是否全部上传成功！')).toBeTruthy();
  expect(onFinish).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('button', { name: '移除 b.png' }));
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith([]));
});

test('cancelling an upload aborts it and removes the file', async () => {
  let signal: AbortSignal | undefined;
  jest.mocked(uploadFile).mockImplementation((file, options) => {
    signal = options?.signal;
    return new Promise(() => undefined);
  });
  renderForm(jest.fn());
  choose(png('c.png'));
  fireEvent.click(await screen.findByRole('button', { name: '取消上传 c.png' }));
  expect(signal?.aborted).toBe(true);
  expect(screen.queryByText('c.png')).toBeNull();
});

test('checks format, size and count before sending', async () => {
  jest.mocked(uploadFile).mockImplementation(async (file) => uploaded(1, file.name));
  renderForm(jest.fn());
  choose(png('notes.pdf'), png('big.png', 6 * 1024 * 1024));
  expect(await screen.findByText('notes.pdf：文件格式不正确')).toBeTruthy();
  expect(screen.getByText('big.png：文件大小不能超过 5MB')).toBeTruthy();
  expect(uploadFile).not.toHaveBeenCalled();

  choose(...Array.from({ length: 10 }, (_, index) => png(`p${index}.png`)));
  expect(await screen.findByText('最多上传9个附件')).toBeTruthy();
  await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(9));
  expect(screen.getByText('已添加 9/9 个文件')).toBeTruthy();
});

test.each<[Language, string, string, string]>([
  ['cht', '選擇要上傳的檔案', 'notes.pdf：檔案格式不正確', 'big.png：檔案大小不能超過 5MB'],
  [
    'pt',
    'Ficheiro a carregar',
    'notes.pdf: Formato de ficheiro não aceite',
    'big.png: O ficheiro não pode exceder 5 MB',
  ],
  [
    'en',
    'File to upload',
    'notes.pdf: This file type is not accepted',
    'big.png: The file may not exceed 5 MB',
  ],
])(
  'in %s a refused file is named with the colon of the language',
  async (language, input, format, size) => {
    await changeLanguage(language);
    try {
      renderForm(jest.fn());
      fireEvent.change(screen.getByLabelText(input), {
        target: { files: [png('notes.pdf'), png('big.png', 6 * 1024 * 1024)] },
      });
      expect(await screen.findByText(format)).toBeTruthy();
      expect(screen.getByText(size)).toBeTruthy();
    } finally {
      cleanup();
      await changeLanguage('zh');
    }
  },
);

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import {
  ApiError,
  fetchFile,
  uploadFile,
  type UploadedFile,
  type UploadOptions,
} from '@portal/api-client';
import type { Language } from '@portal/contracts';
import { changeLanguage } from '@portal/i18n';
import {
  UploadField,
  uploadedFileIds,
  type UploadEntry,
  type UploadFieldProps,
} from './upload-field';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  fetchFile: jest.fn(),
  uploadFile: jest.fn(),
}));

function png(name: string, size = 10): File {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function uploaded(id: number, name: string): UploadedFile {
  return { id, name, url: `/haiguan/api/files/${id}`, size: 10, fileType: 'image' };
}

/** The field in a form, as screens use it; `entries` is the form's value after each change. */
function renderField(props: Partial<UploadFieldProps> = {}, initial: UploadEntry[] = []) {
  const values: UploadEntry[][] = [];
  render(
    <Form initialValues={{ files: initial }} onValuesChange={(_, all) => values.push(all.files)}>
      <Form.Item name="files" label="附件">
        <UploadField {...props} />
      </Form.Item>
    </Form>,
  );
  return { latest: () => values.at(-1) ?? initial };
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('选择要上传的文件'), { target: { files } });
}

afterEach(() => jest.resetAllMocks());

test('each file uploads at once with its purpose and progress; the value keeps its state', async () => {
  let finish: (file: UploadedFile) => void = () => undefined;
  let options: UploadOptions | undefined;
  jest.mocked(uploadFile).mockImplementation((_file, given) => {
    options = given;
    return new Promise((resolve) => {
      finish = resolve;
    });
  });
  const field = renderField({ purpose: 'contract', extensions: ['pdf', 'png'] });
  choose(png('a.png'));
  expect(options?.purpose).toBe('contract');
  act(() => options?.onProgress?.(40));
  expect(await screen.findByLabelText('a.png 上传进度')).toBeTruthy();
  expect(field.latest()).toMatchObject([{ name: 'a.png', status: 'uploading', progress: 40 }]);

  await act(async () => finish(uploaded(12, 'a.png')));
  expect(await screen.findByText('已上传')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'a.png' }).getAttribute('href')).toBe(
    '/haiguan/api/files/12',
  );
  expect(uploadedFileIds(field.latest())).toEqual([12]);
});

test('cancelling an upload aborts it and removes the file', async () => {
  let signal: AbortSignal | undefined;
  jest.mocked(uploadFile).mockImplementation((_file, options) => {
    signal = options?.signal;
    return new Promise(() => undefined);
  });
  const field = renderField();
  choose(png('c.png'));
  fireEvent.click(await screen.findByRole('button', { name: '取消上传 c.png' }));
  expect(signal?.aborted).toBe(true);
  expect(screen.queryByText('c.png')).toBeNull();
  expect(field.latest()).toEqual([]);
});

test('a refused upload is marked failed; the server’s words are the client’s to show', async () => {
  jest
    .mocked(uploadFile)
    .mockRejectedValueOnce(new ApiError({ kind: 'business', code: 500, msg: '文件格式不正确' }));
  renderField();
  choose(png('b.png'));
  expect(await screen.findByText('上传文件失败')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();

  jest.mocked(uploadFile).mockRejectedValueOnce(new Error('upload answered without a file'));
  choose(png('d.png'));
  expect((await screen.findByRole('alert')).textContent).toBe('上传文件失败');
  fireEvent.click(screen.getByRole('button', { name: '移除 b.png' }));
  expect(screen.queryByText('b.png')).toBeNull();
});

test('checks format, size and count before sending', async () => {
  jest.mocked(uploadFile).mockImplementation(async (file) => uploaded(1, file.name));
  renderField();
  choose(png('notes.pdf'), png('big.png', 6 * 1024 * 1024));
  expect(await screen.findByText('notes.pdf：文件格式不正确')).toBeTruthy();
  expect(screen.getByText('big.png：文件大小不能超过 5MB')).toBeTruthy();
  expect(uploadFile).not.toHaveBeenCalled();

  choose(...Array.from({ length: 10 }, (_, index) => png(`p${index}.png`)));
  expect(await screen.findByText('最多上传9个附件')).toBeTruthy();
  await waitFor(() => expect(uploadFile).toHaveBeenCalledTimes(9));
  expect(screen.getByText('已添加 9/9 个文件')).toBeTruthy();
});

test('read-only, it lists the files as links that open them, with nothing to add or remove', async () => {
  jest.mocked(fetchFile).mockResolvedValue(new Blob(['%PDF']));
  URL.createObjectURL = jest.fn(() => 'blob:contract');
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const saved: UploadEntry = {
    key: 'saved-5',
    name: 'c.pdf',
    status: 'done',
    progress: 100,
    fileId: 5,
    url: '/haiguan/api/files/5',
  };
  renderField({ readOnly: true, inputTestId: 'contract-upload-input' }, [saved]);
  expect(screen.queryByTestId('contract-upload-input')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
  fireEvent.click(screen.getByRole('link', { name: 'c.pdf' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('blob:contract', '_blank', 'noopener'));
  expect(fetchFile).toHaveBeenCalledWith('/haiguan/api/files/5');
  open.mockRestore();
  cleanup();

  renderField({ readOnly: true });
  expect(screen.getByText('—')).toBeTruthy();
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
      renderField();
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

import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { UploadedFile as Uploaded } from '@portal/api-client';
import {
  done,
  failure,
  file,
  heldAnswer,
  mockApi,
  ok,
  type Reply,
} from '@portal/api-client/testing';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import type { Language } from '@portal/contracts';
import { UploadedFile } from '@portal/contracts/schemas';
import { changeLanguage } from '@portal/i18n';
import {
  UploadField,
  uploadedFileIds,
  type UploadEntry,
  type UploadFieldProps,
} from './upload-field';

const api = mockApi();
// A string route, not the endpoint: the tests answer a success without the file, which the
// contract rules out, to show that the field copes.
const UPLOAD = 'POST /haiguan/api/upload';
const FILE = filesEndpoints.download;

function png(name: string, size = 10): File {
  const picture = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(picture, 'size', { value: size });
  return picture;
}

/** The server's answer to an upload it stored as `id`. */
function uploaded(id: number, name: string): Reply {
  const stored: Uploaded = {
    id,
    name,
    url: `/haiguan/api/files/${id}`,
    size: 10,
    fileType: 'image',
  };
  return ok(UploadedFile, stored);
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
  return { latest: () => values.at(-1) ?? initial, values };
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('选择要上传的文件'), { target: { files } });
}

test('each file uploads at once with its purpose and progress; the value keeps its state', async () => {
  // The upload stays on its way until the test answers it.
  const upload = heldAnswer();
  api.on(UPLOAD, upload.answer);
  const field = renderField({ purpose: 'contract', extensions: ['pdf', 'png'] });
  choose(png('a.png'));
  expect(field.latest()).toMatchObject([{ name: 'a.png', status: 'uploading', progress: 0 }]);
  await waitFor(() => expect(api.requests(UPLOAD)).toHaveLength(1));
  // Until the server answers, the file is uploading with its progress shown.
  expect(screen.getByLabelText('a.png 上传进度')).toBeTruthy();
  expect(field.latest()).toMatchObject([{ name: 'a.png', status: 'uploading' }]);

  await act(async () => upload.release(uploaded(12, 'a.png')));
  expect(await screen.findByText('已上传')).toBeTruthy();
  expect(api.requests(UPLOAD).map((request) => request.query)).toEqual([{ purpose: 'contract' }]);
  // The progress the upload reported reached the value before the answer did.
  expect(field.values.map(([entry]) => [entry?.status, entry?.progress])).toEqual([
    ['uploading', 0],
    ['uploading', 100],
    ['done', 100],
  ]);
  expect(screen.getByRole('link', { name: 'a.png' }).getAttribute('href')).toBe(
    '/haiguan/api/files/12',
  );
  expect(uploadedFileIds(field.latest())).toEqual([12]);
});

test('cancelling an upload aborts it and removes the file', async () => {
  api.on(UPLOAD, uploaded(13, 'e.png'));
  const field = renderField();
  choose(png('c.png'));
  // Cancelled in the same tick as chosen, before the request could go out.
  fireEvent.click(screen.getByRole('button', { name: '取消上传 c.png' }));
  expect(screen.queryByText('c.png')).toBeNull();
  expect(field.latest()).toEqual([]);
  // A file chosen afterwards: had c.png's upload gone out, the server would have had it first.
  choose(png('e.png'));
  expect(await screen.findByText('已上传')).toBeTruthy();
  expect(api.requests(UPLOAD)).toHaveLength(1);
  expect(field.latest()).toMatchObject([{ name: 'e.png', status: 'done', fileId: 13 }]);
});

test('a refused upload is marked failed; the server’s words are the client’s to show', async () => {
  const answers = [
    // A refusal: the client shows the server's words itself.
    failure({ code: 500, msg: '文件格式不正确' }),
    // A success without the file: nothing of the server's to show, so the field says it.
    done('操作成功'),
  ];
  api.on(UPLOAD, (_request, call) => answers[call]!);
  renderField();
  choose(png('b.png'));
  expect(await screen.findByText('上传文件失败')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();

  choose(png('d.png'));
  expect((await screen.findByRole('alert')).textContent).toBe('上传文件失败');
  fireEvent.click(screen.getByRole('button', { name: '移除 b.png' }));
  expect(screen.queryByText('b.png')).toBeNull();
});

test('checks format, size and count before sending', async () => {
  renderField();
  choose(png('notes.pdf'), png('big.png', 6 * 1024 * 1024));
  expect(await screen.findByText('notes.pdf：文件格式不正确')).toBeTruthy();
  expect(screen.getByText('big.png：文件大小不能超过 5MB')).toBeTruthy();
  // No route answered UPLOAD until here: a refused file sent after all would fail the test.
  api.on(UPLOAD, (_request, call) => uploaded(call + 1, `p${call}.png`));

  choose(...Array.from({ length: 10 }, (_, index) => png(`p${index}.png`)));
  expect(await screen.findByText('最多上传9个附件')).toBeTruthy();
  await waitFor(() => expect(api.requests(UPLOAD)).toHaveLength(9));
  expect(screen.getByText('已添加 9/9 个文件')).toBeTruthy();
});

test('read-only, it lists the files as links that open them, with nothing to add or remove', async () => {
  // A stored file is served as its bytes; the link opens a blob.
  api.on(FILE, file('%PDF', 'application/pdf'));
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
  expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/5']);
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

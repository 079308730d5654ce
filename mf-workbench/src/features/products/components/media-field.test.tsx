import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { done, failure, mockApi } from '@portal/api-client/testing';
import { i18n } from '@portal/i18n';
import { watchBus } from '../../../test/session';
import { MediaField } from './media-field';

const api = mockApi();
const UPLOAD = 'POST /haiguan/api/upload';

let bus: ReturnType<typeof watchBus>;
beforeEach(() => {
  bus = watchBus();
});
afterEach(async () => {
  bus.stop();
  await act(() => i18n.changeLanguage('zh'));
});

const field = () =>
  render(
    <MediaField
      kind="image"
      label="图片"
      max={9}
      files={[]}
      onChange={jest.fn()}
      onUploading={jest.fn()}
    />,
  );
const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file] } });
const notices = () => bus.notices.map((notice) => notice.content);

test.each([
  ['zh', '文件格式不正确'],
  ['cht', '檔案格式不正確'],
  ['pt', 'Formato de ficheiro não aceite'],
  ['en', 'This file type is not accepted'],
])('in %s a file of another type is refused in the reader’s language', async (language, text) => {
  await act(() => i18n.changeLanguage(language));
  field();
  choose(new File(['gif'], 'anim.gif', { type: 'image/gif' }));
  expect(notices()).toEqual([text]);
  // No route answers UPLOAD here: an upload sent after all would fail the test.
});

test.each([
  ['zh', '上传文件失败'],
  ['cht', '上傳檔案失敗'],
  ['pt', 'Não foi possível carregar o ficheiro'],
  ['en', 'The file could not be uploaded'],
])(
  'in %s an upload answered without its file says so in the reader’s language',
  async (language, text) => {
    await act(() => i18n.changeLanguage(language));
    // A success without the file: no message of the server's to show, so the field's own.
    api.on(UPLOAD, done('操作成功'));
    field();
    choose(new File(['jpeg'], 'amostra.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(notices()).toEqual([text]));
    expect(api.requests(UPLOAD)).toHaveLength(1);
  },
);

test('the server’s answer is shown as it came (already in the reader’s language)', async () => {
  await act(() => i18n.changeLanguage('en'));
  api.on(UPLOAD, failure({ code: 400, msg: 'Files are at most 5 MB' }));
  field();
  choose(new File(['jpeg'], 'amostra.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(notices()).toEqual(['Files are at most 5 MB']));
  expect(api.requests(UPLOAD)).toHaveLength(1);
});

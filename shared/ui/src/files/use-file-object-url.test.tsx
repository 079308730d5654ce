import { render, screen, waitFor } from '@testing-library/react';
import { failure, file, mockApi } from '@portal/api-client/testing';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import { bus, type Notice } from '@portal/session';
import { useFileObjectUrl } from './use-file-object-url';

const api = mockApi();
const FILE = filesEndpoints.download;
/** A stored file is served as its bytes; the hook reads a blob. */
const pngBytes = file('png', 'image/png');
const fileMissing = failure({ code: 404, msg: '文件不存在' }, 404);

const pathsOf = () => api.requests(FILE).map((request) => request.path);

function Picture({ file, silent }: { file: string | number | null; silent?: boolean }) {
  const picture = useFileObjectUrl(file, { silent });
  return <output>{`${picture.state} ${picture.url ?? ''}`}</output>;
}

let made = 0;
const notices: Notice[] = [];
const hear = (notice: Notice) => notices.push(notice);
beforeEach(() => {
  made = 0;
  URL.createObjectURL = jest.fn(() => `blob:${++made}`);
  URL.revokeObjectURL = jest.fn();
  bus.on('notify', hear);
});
afterEach(() => {
  bus.off('notify', hear);
  notices.length = 0;
});

test('an uploaded file becomes an object URL, revoked when the file changes or goes', async () => {
  api.on(FILE, pngBytes);
  const { rerender, unmount } = render(<Picture file="/haiguan/api/files/7" />);
  expect(screen.getByRole('status').textContent).toBe('loading ');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready blob:1'));
  expect(pathsOf()).toEqual(['/haiguan/api/files/7']);
  expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));

  rerender(<Picture file={8} />);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready blob:2'));
  expect(pathsOf()).toEqual(['/haiguan/api/files/7', '/haiguan/api/files/8']);
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:2');
});

test('a file that will not load, or none, is failed; the caller may keep the client quiet', async () => {
  api.on(FILE, fileMissing);
  const { rerender } = render(<Picture file={7} silent />);
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed '));
  expect(pathsOf()).toEqual(['/haiguan/api/files/7']);
  expect(notices).toEqual([]);
  rerender(<Picture file={null} />);
  expect(screen.getByRole('status').textContent).toBe('failed ');
  expect(api.requests(FILE)).toHaveLength(1);

  // Not kept quiet, the client tells of the failure.
  rerender(<Picture file={9} />);
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed '));
  await waitFor(() => expect(notices).toEqual([expect.objectContaining({ type: 'error' })]));
  expect(pathsOf()).toEqual(['/haiguan/api/files/7', '/haiguan/api/files/9']);
});

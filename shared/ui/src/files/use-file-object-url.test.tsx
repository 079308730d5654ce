import { render, screen, waitFor } from '@testing-library/react';
import { fetchFile } from '@portal/api-client';
import { useFileObjectUrl } from './use-file-object-url';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  fetchFile: jest.fn(),
}));

function Picture({ file, silent }: { file: string | number | null; silent?: boolean }) {
  const picture = useFileObjectUrl(file, { silent });
  return <output>{`${picture.state} ${picture.url ?? ''}`}</output>;
}

let made = 0;
beforeEach(() => {
  made = 0;
  URL.createObjectURL = jest.fn(() => `blob:${++made}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => jest.resetAllMocks());

test('an uploaded file becomes an object URL, revoked when the file changes or goes', async () => {
  jest.mocked(fetchFile).mockResolvedValue(new Blob(['png']));
  const { rerender, unmount } = render(<Picture file="/haiguan/api/files/7" />);
  expect(screen.getByRole('status').textContent).toBe('loading ');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready blob:1'));
  expect(fetchFile).toHaveBeenCalledWith('/haiguan/api/files/7', { silent: false });

  rerender(<Picture file={8} />);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready blob:2'));
  unmount();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:2');
});

test('a file that will not load, or none, is failed; the caller may keep the client quiet', async () => {
  jest.mocked(fetchFile).mockRejectedValue(new Error('gone'));
  const { rerender } = render(<Picture file={7} silent />);
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe('failed '));
  expect(fetchFile).toHaveBeenCalledWith(7, { silent: true });
  rerender(<Picture file={null} />);
  expect(screen.getByRole('status').textContent).toBe('failed ');
  expect(fetchFile).toHaveBeenCalledTimes(1);
});

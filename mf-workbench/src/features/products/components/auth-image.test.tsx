import { act, render, screen, waitFor } from '@testing-library/react';
import { file, heldAnswer, mockApi } from '@portal/api-client/testing';
import { AuthImage } from './auth-image';

const api = mockApi();
const FILE = 'GET /haiguan/api/files/:id';
/** A stored file is served as its bytes; the image reads them as a blob. */
const imageBytes = file('png', 'image/png');

let download = heldAnswer();

// The download stays on its way until the test answers it: what shows meanwhile is the
// placeholder, which is what assistive technology meets.
beforeEach(() => {
  download = heldAnswer();
  api.on(FILE, download.answer);
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:queijo'), revokeObjectURL: jest.fn() });
});

test('while loading, a named image is announced by its name', async () => {
  const { container } = render(<AuthImage url="/haiguan/api/files/7" alt="Queijo de Azeitão" />);
  await waitFor(() =>
    expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/7']),
  );
  expect(screen.getByRole('img', { name: 'Queijo de Azeitão' })).toBeTruthy();
  expect(container.querySelector('img')).toBeNull();

  await act(async () => download.release(imageBytes));
  await waitFor(() =>
    expect(screen.getByRole('img', { name: 'Queijo de Azeitão' }).getAttribute('src')).toBe(
      'blob:queijo',
    ),
  );
});

test('while loading, a decorative image (empty alt) is hidden, not an image without a name', async () => {
  const { container } = render(<AuthImage url="/haiguan/api/files/7" alt="" />);
  await waitFor(() => expect(api.requests(FILE)).toHaveLength(1));
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');

  await act(async () => download.release(imageBytes));
  await waitFor(() =>
    expect(container.querySelector('img')?.getAttribute('src')).toBe('blob:queijo'),
  );
});

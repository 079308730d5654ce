import { render, screen, waitFor } from '@testing-library/react';
import { mockApi, type Reply } from '@portal/api-client/testing';
import { AuthImage } from './auth-image';

const api = mockApi();
const FILE = 'GET /haiguan/api/files/:id';
/** A stored file is served as its bytes, which no schema describes; the image reads them as a blob. */
const imageBytes: Reply = { status: 200, body: 'png' };

beforeEach(() => api.on(FILE, imageBytes));

// The network answers only after the render returns, so what is asserted before that is the
// placeholder shown while loading: what assistive technology meets.
test('while loading, a named image is announced by its name', async () => {
  render(<AuthImage url="/haiguan/api/files/7" alt="Queijo de Azeitão" />);
  expect(screen.getByRole('img', { name: 'Queijo de Azeitão' })).toBeTruthy();
  await waitFor(() =>
    expect(api.requests(FILE).map((request) => request.path)).toEqual(['/haiguan/api/files/7']),
  );
});

test('while loading, a decorative image (empty alt) is hidden, not an image without a name', async () => {
  const { container } = render(<AuthImage url="/haiguan/api/files/7" alt="" />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  await waitFor(() => expect(api.requests(FILE)).toHaveLength(1));
});

import { render, screen } from '@testing-library/react';
import { fetchFile } from '@portal/api-client';
import { AuthImage } from './auth-image';

jest.mock('@portal/api-client', () => ({
  ...jest.requireActual<object>('@portal/api-client'),
  fetchFile: jest.fn(),
}));

beforeEach(() => {
  // Still loading: the placeholder is what assistive technology meets.
  jest.mocked(fetchFile).mockReturnValue(new Promise(() => undefined));
});

test('while loading, a named image is announced by its name', () => {
  render(<AuthImage url="/haiguan/api/files/7" alt="Queijo de Azeitão" />);
  expect(screen.getByRole('img', { name: 'Queijo de Azeitão' })).toBeTruthy();
});

test('while loading, a decorative image (empty alt) is hidden, not an image without a name', () => {
  const { container } = render(<AuthImage url="/haiguan/api/files/7" alt="" />);
  expect(screen.queryByRole('img')).toBeNull();
  expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
});

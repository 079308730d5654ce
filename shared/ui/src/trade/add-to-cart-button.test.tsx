import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockApi, ok } from '@portal/api-client/testing';
import { CartAddBody, CartAdded } from '@portal/contracts/schemas';
import { bus, sessionStore } from '@portal/session';
import '@portal/i18n';
import { AddToCartButton } from './add-to-cart-button';
import { cartEndpoints } from '@portal/contracts/endpoints/cart';

const api = mockApi();
const ADD = cartEndpoints.add;

afterEach(() => {
  sessionStore.getState().logout('logout');
  window.history.replaceState(null, '', '/');
});

test('adds the chosen quantity and shows the server message', async () => {
  api.on(ADD, ok(CartAdded, { id: 6 }, '已加入购物车'), { body: CartAddBody });
  const notices: string[] = [];
  const listener = (notice: { content: string }) => notices.push(notice.content);
  bus.on('notify', listener);
  sessionStore.getState().login('token-1');
  render(<AddToCartButton productId={12} productName="普洱熟茶" />);

  const quantity = screen.getByRole('spinbutton', { name: '数量 · 普洱熟茶' });
  fireEvent.change(quantity, { target: { value: '25' } });
  fireEvent.blur(quantity);
  fireEvent.click(screen.getByRole('button', { name: '加入购物车 · 普洱熟茶' }));

  await waitFor(() =>
    expect(api.requests(ADD).map((request) => request.body)).toEqual([
      { productId: 12, productQuantity: 25 },
    ]),
  );
  await waitFor(() => expect(notices).toEqual(['已加入购物车']));
  bus.off('notify', listener);
});

test('a guest is sent to the login page and back here afterwards', async () => {
  window.history.replaceState(null, '', '/enterpriseInfo?id=3');
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  render(<AddToCartButton productId={12} productName="普洱熟茶" />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '加入购物车 · 普洱熟茶' }));
  });
  expect(targets).toEqual(['/login?redirect=%2FenterpriseInfo%3Fid%3D3']);
  // No route answers ADD here: an item added for a guest would fail the test.
  bus.off('navigate', listener);
});

import { recordsEndpoints } from '@portal/contracts/endpoints/records';
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { done, mockApi, ok } from '@portal/api-client/testing';
import { EntityReferenceBody, FavouriteCheck, FavouriteCreated } from '@portal/contracts/schemas';
import { bus, sessionStore } from '@portal/session';
import '@portal/i18n';
import { FavouriteButton } from './favourite-button';
import { SessionSWRConfig } from '../session-swr-config';

const api = mockApi();
const CHECK = recordsEndpoints.checkFavourite;
const ADD = recordsEndpoints.addFavourite;
const REMOVE = recordsEndpoints.removeFavourite;

/** The favourite record ids the server holds, by entity id. */
function serveFavourites(records: Record<number, number>) {
  api.on(CHECK, ({ query }) => ok(FavouriteCheck, { id: records[Number(query.entityId)] ?? null }));
}

// The button looks up in the cache a remote's root gives it, a new one for each test.
const renderButton = (button: ReactElement) => render(button, { wrapper: SessionSWRConfig });

function signIn() {
  sessionStore.getState().login('token-1');
}

afterEach(() => {
  sessionStore.getState().logout('logout');
  window.history.replaceState(null, '', '/');
});

test('shows the stored state and toggles it with POST and DELETE', async () => {
  serveFavourites({});
  api.on(ADD, ok(FavouriteCreated, { id: 41 }, '收藏成功'), { body: EntityReferenceBody });
  api.on(REMOVE, done('删除成功'));
  const notices: string[] = [];
  const listener = (notice: { content: string }) => notices.push(notice.content);
  bus.on('notify', listener);
  signIn();
  renderButton(<FavouriteButton entityType="company" entityId={3} />);

  const button = await screen.findByRole('button', { name: '收藏' });
  await waitFor(() =>
    expect(api.requests(CHECK).map((request) => request.query)).toEqual([
      { entityType: 'company', entityId: '3' },
    ]),
  );
  expect(button.getAttribute('aria-pressed')).toBe('false');

  fireEvent.click(button);
  const pressed = await screen.findByRole('button', { name: '已收藏' });
  expect(pressed.getAttribute('aria-pressed')).toBe('true');
  expect(api.requests(ADD).map((request) => request.body)).toEqual([
    expect.objectContaining({ entityType: 'company', entityId: 3 }),
  ]);

  fireEvent.click(pressed);
  await screen.findByRole('button', { name: '收藏' });
  expect(api.requests(REMOVE).map((request) => request.path)).toEqual([
    '/haiguan/api/collectionRecords/41',
  ]);
  expect(notices).toEqual(['收藏成功', '删除成功']);
  bus.off('notify', listener);
});

test('an existing favourite shows pressed', async () => {
  serveFavourites({ 5: 8 });
  signIn();
  renderButton(<FavouriteButton entityType="product" entityId={5} />);
  const button = await screen.findByRole('button', { name: '已收藏' });
  expect(button.getAttribute('aria-pressed')).toBe('true');
});

test('another entity shows unpressed until its own look-up answers', async () => {
  serveFavourites({ 5: 8, 6: 12 });
  signIn();
  const { rerender } = renderButton(<FavouriteButton entityType="product" entityId={5} />);
  await screen.findByRole('button', { name: '已收藏' });

  rerender(<FavouriteButton entityType="product" entityId={6} />);
  // Asserted in the same tick as the rerender: the network cannot have answered yet.
  expect(screen.getByRole('button', { name: '收藏' }).getAttribute('aria-pressed')).toBe('false');
  const pressed = await screen.findByRole('button', { name: '已收藏' });
  expect(pressed.getAttribute('aria-pressed')).toBe('true');
  expect(api.requests(CHECK).map((request) => request.query.entityId)).toEqual(['5', '6']);
});

test('a guest is sent to the login page and back here afterwards', async () => {
  window.history.replaceState(null, '', '/enterpriseInfo?id=3');
  const targets: string[] = [];
  const listener = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', listener);
  renderButton(<FavouriteButton entityType="company" entityId={3} />);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
  });
  expect(targets).toEqual(['/login?redirect=%2FenterpriseInfo%3Fid%3D3']);
  // No route answers here: a look-up or a favourite sent for a guest would fail the test.
  bus.off('navigate', listener);
});

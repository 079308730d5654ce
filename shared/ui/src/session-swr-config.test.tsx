import { act, render, screen } from '@testing-library/react';
import useSWR from 'swr';
import type { UserInfo } from '@portal/contracts';
import { sessionStore } from '@portal/session';
import { SessionSWRConfig } from './session-swr-config';

function member(id: number): UserInfo {
  return {
    id,
    mid: 0,
    username: `member-${id}`,
    status: 2,
    corporateLabel: 0,
    comName: `Company ${id}`,
    touxiang: null,
    logo: null,
    email: null,
    name: null,
    phone: null,
  };
}

/** Signs in the way the shell does: the token first, the profile once it has been fetched. */
function signInAs(id: number) {
  act(() => {
    sessionStore.getState().logout('logout');
    sessionStore.getState().login(`token-${id}`);
    sessionStore.getState().setProfile({ user: member(id), membership: null, permissions: [] });
  });
}

/** The company's orders as the server answers them: for the token the request was sent with. */
function ordersServer() {
  const pending: Array<{ token: string | null; answer: (orders: string) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<string>((answer) => {
        pending.push({ token: sessionStore.getState().token, answer });
      }),
  );
  async function answerFor(memberId: number) {
    const request = pending.find((entry) => entry.token === `token-${memberId}`)!;
    await act(async () => request.answer(`orders of company ${memberId}`));
  }
  return { load, answerFor };
}

/** Every text the list has shown, so a test can check what was ever on screen. */
function OrderList({ load, shown }: { load: () => Promise<string>; shown: string[] }) {
  const { data } = useSWR('company-orders', load);
  const text = data ?? 'loading';
  shown.push(text);
  return <p>{text}</p>;
}

afterEach(() => {
  sessionStore.getState().logout('logout');
});

test("after a re-login in the same tab, the previous user's cached list is never shown", async () => {
  const server = ordersServer();
  const shown: string[] = [];
  signInAs(1);
  render(
    <SessionSWRConfig>
      <OrderList load={server.load} shown={shown} />
    </SessionSWRConfig>,
  );
  await server.answerFor(1);
  expect(screen.getByText('orders of company 1')).toBeTruthy();

  const shownBefore = shown.length;
  signInAs(2);
  expect(screen.getByText('loading')).toBeTruthy();
  await server.answerFor(2);

  expect(screen.getByText('orders of company 2')).toBeTruthy();
  expect(shown.slice(shownBefore)).not.toContain('orders of company 1');
  expect(server.load).toHaveBeenCalledTimes(2);
});

test('an answer for the previous user that arrives after the switch is not shown', async () => {
  const server = ordersServer();
  const shown: string[] = [];
  signInAs(1);
  render(
    <SessionSWRConfig>
      <OrderList load={server.load} shown={shown} />
    </SessionSWRConfig>,
  );

  signInAs(2);
  await server.answerFor(1);
  expect(screen.getByText('loading')).toBeTruthy();

  await server.answerFor(2);
  expect(screen.getByText('orders of company 2')).toBeTruthy();
  expect(shown).not.toContain('orders of company 1');
});

test('the profile arriving after the token does not load the screen again', async () => {
  const server = ordersServer();
  act(() => sessionStore.getState().login('token-1'));
  render(
    <SessionSWRConfig>
      <OrderList load={server.load} shown={[]} />
    </SessionSWRConfig>,
  );

  act(() =>
    sessionStore.getState().setProfile({ user: member(1), membership: null, permissions: [] }),
  );
  await server.answerFor(1);

  expect(screen.getByText('orders of company 1')).toBeTruthy();
  expect(server.load).toHaveBeenCalledTimes(1);
});

import { sessionStore, TOKEN_STORAGE_KEY } from './session-store';
import { bus } from './bus';
import type { UserInfo } from '@portal/contracts';

const user: UserInfo = {
  id: 7,
  mid: 0,
  username: '13800000001',
  status: 0,
  corporateLabel: 2,
  comName: 'Tea Co.',
  touxiang: null,
  logo: null,
  email: null,
  name: 'Li',
  phone: '13800000001',
};

const memory = new Map<string, string>();
beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    },
  });
});

test('login stores the token and announces it', () => {
  const heard: string[] = [];
  const onLogin = ({ token }: { token: string }) => heard.push(token);
  bus.on('session:login', onLogin);
  sessionStore.getState().login('abc');
  bus.off('session:login', onLogin);
  expect(sessionStore.getState().token).toBe('abc');
  expect(memory.get(TOKEN_STORAGE_KEY)).toBe('abc');
  expect(heard).toEqual(['abc']);
});

test('expiry clears token, user info and unread counts once', () => {
  const store = sessionStore.getState();
  store.login('abc');
  store.setProfile({ user, membership: null, permissions: ['order:order:examine'] });
  store.setUnread({ system: 3, chat: 5 });
  const reasons: string[] = [];
  const onLogout = ({ reason }: { reason: string }) => reasons.push(reason);
  bus.on('session:logout', onLogout);
  sessionStore.getState().logout('expired');
  sessionStore.getState().logout('expired');
  bus.off('session:logout', onLogout);
  const state = sessionStore.getState();
  expect(state.token).toBeNull();
  expect(state.user).toBeNull();
  expect(state.unread).toEqual({ system: 0, chat: 0 });
  expect(memory.has(TOKEN_STORAGE_KEY)).toBe(false);
  expect(reasons).toEqual(['expired']);
});

test('permissions gate by exact string or the all-permissions wildcard', () => {
  const store = sessionStore.getState();
  store.setProfile({ user, membership: null, permissions: ['order:order:examine'] });
  expect(sessionStore.getState().hasPermission('order:order:examine')).toBe(true);
  expect(sessionStore.getState().hasPermission('product:supply:publish')).toBe(false);
  store.setProfile({ user, membership: null, permissions: ['*:*:*'] });
  expect(sessionStore.getState().hasPermission('product:supply:publish')).toBe(true);
});

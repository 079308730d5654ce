import type { Envelope } from '@portal/contracts';
import { haiguanApi } from '@portal/api-client';
import { startRealtime } from '@portal/realtime';
import { sessionStore } from '@portal/session';
import { confirmDialog } from '../overlays';
import { loadSession } from './startup';

jest.mock('@portal/realtime', () => ({ startRealtime: jest.fn() }));
jest.mock('../overlays', () => ({ confirmDialog: jest.fn().mockResolvedValue(false) }));

const user = {
  id: 7,
  mid: 0,
  username: '13800000001',
  status: 2,
  corporateLabel: 2,
  comName: 'Tea Co.',
  touxiang: null,
  logo: null,
  email: null,
  name: 'Li',
  phone: '13800000001',
};

const answers: Record<string, unknown> = {
  '/api/member/userInfo': user,
  '/api/memberRole/getUserHighestLevel': null,
  '/api/getMenu': [],
  '/api/dict/data/type/:type': [],
  '/api/message/getUnreadNum': 3,
  '/api/chatMessage/getMyUnReadMsgCount': 150,
};

function answer<T>(url: string): Promise<Envelope<T>> {
  return Promise.resolve({ code: 200, msg: 'ok', data: answers[url] as T });
}

beforeEach(() => {
  jest.spyOn(haiguanApi, 'get').mockImplementation(answer);
  jest.spyOn(haiguanApi, 'post').mockImplementation(answer);
  jest
    .spyOn(haiguanApi, 'call')
    .mockImplementation((endpoint) => answer(`/api${endpoint.path}`) as never);
});

afterEach(() => {
  sessionStore.getState().logout('logout');
  jest.restoreAllMocks();
});

test('with a stored token the profile and unread counts load and the chat socket starts', async () => {
  sessionStore.getState().login('token-1');
  await loadSession();
  expect(sessionStore.getState().user?.id).toBe(7);
  expect(sessionStore.getState().unread).toEqual({ system: 3, chat: 150 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(startRealtime).toHaveBeenCalled();
});

test('without a token nothing loads and no socket starts', async () => {
  jest.mocked(startRealtime).mockClear();
  await loadSession();
  expect(haiguanApi.post).not.toHaveBeenCalled();
  expect(haiguanApi.call).not.toHaveBeenCalled();
  expect(startRealtime).not.toHaveBeenCalled();
});

test('an unverified company is asked to verify once per browser session, never on the verification page', async () => {
  answers['/api/member/userInfo'] = { ...user, status: 0 };
  const prompt = jest.mocked(confirmDialog);
  prompt.mockClear();
  sessionStorage.clear();
  try {
    window.history.pushState({}, '', '/companyInfo');
    sessionStore.getState().login('token-1');
    await loadSession();
    expect(prompt).not.toHaveBeenCalled();

    window.history.pushState({}, '', '/cart');
    await loadSession();
    expect(prompt).toHaveBeenCalledTimes(1);
    // A full page load later in the same session: the banner reminds, no dialog.
    await loadSession();
    expect(prompt).toHaveBeenCalledTimes(1);
  } finally {
    answers['/api/member/userInfo'] = user;
    window.history.pushState({}, '', '/');
  }
});

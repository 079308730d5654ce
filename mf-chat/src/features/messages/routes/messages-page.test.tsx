import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@portal/contracts';
import { realtime as realtimeModule, type ChatMessage } from '@portal/realtime';
import { bus, sessionStore } from '@portal/session';
import { done, failure, mockApi, ok, page, type Route } from '@portal/api-client/testing';
import type { Endpoint } from '@portal/contracts/endpoints';
import { chatEndpoints } from '@portal/contracts/endpoints/chat';
import { filesEndpoints } from '@portal/contracts/endpoints/files';
import { notificationsEndpoints } from '@portal/contracts/endpoints/notifications';
import { translationEndpoints } from '@portal/contracts/endpoints/translation';
import {
  ChatContact,
  ChatConversation,
  ChatMessage as ChatMessageSchema,
  ChatMessageTranslation,
  OrderListRow,
  SystemNotification,
  TranslationStatus,
  UploadedFile,
} from '@portal/contracts/schemas';
import '../../../app/locales';
import type { FakeRealtime } from '../../../test/fake-realtime';
import { chatMessage } from '../../chat/test-fixtures';
import { contact, conversation } from '../../conversations/test-fixtures';
import { notifications } from '../../notifications/test-fixtures';
import { listedOrder } from '../../orders/test-fixtures';
import { MessagesPage } from './messages-page';
import { renderScreen } from '@portal/ui/testing';
import { orderEndpoints } from '@portal/contracts/endpoints/orders';

jest.mock('@portal/realtime', () => {
  const { createFakeRealtime } = jest.requireActual('../../../test/fake-realtime');
  const realtime = createFakeRealtime();
  return { realtime, startRealtime: jest.fn(), createMessageId: realtime.createMessageId };
});

const api = mockApi();
const CONVERSATIONS = chatEndpoints.conversations;
const HISTORY = chatEndpoints.history;
const READ_CONVERSATION = chatEndpoints.read;
const CONTACT = chatEndpoints.contact;
const NOTIFICATIONS = notificationsEndpoints.list;
const READ_NOTIFICATION = notificationsEndpoints.read;
const ORDER_LIST = orderEndpoints.list;
const UPLOAD = filesEndpoints.upload;
const FILE = filesEndpoints.download;
const TRANSLATION_STATUS = translationEndpoints.status;

/** The paths the server received on `route`, in order. */
const pathsOf = (route: Route | Endpoint) => api.requests(route).map((request) => request.path);
/** The history pages asked for, in order. */
const historyPages = () => api.requests(HISTORY).map((request) => request.query.pageNum);

const realtime = realtimeModule as unknown as FakeRealtime;

const ME = 1;
const PEER = 5;

const me: UserInfo = {
  id: ME,
  mid: 0,
  username: '13800000001',
  status: 2,
  corporateLabel: 2,
  comName: '云南普洱茶源茶业',
  touxiang: null,
  logo: null,
  email: null,
  name: '林经理',
  phone: '13800000001',
};

let nextSeq = 1;
/** The next message from the peer, numbered in order: its text says its sequence. */
function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const seq = overrides.seq ?? nextSeq++;
  return chatMessage({
    id: seq,
    messageId: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    conversationId: 11,
    seq,
    senderId: PEER,
    receiverId: ME,
    payload: JSON.stringify({ text: `message ${seq}` }),
    haveRead: true,
    createTime: new Date().toISOString(),
    ...overrides,
  });
}

function renderPage(search = '') {
  sessionStore.getState().login('token-1');
  sessionStore.getState().setProfile({ user: me, membership: null, permissions: [] });
  return renderScreen(<MessagesPage pathname="/messages" search={search} routeKey="messages" />);
}

function heardNotices() {
  const notices: string[] = [];
  const listener = ({ content }: { content: string }) => notices.push(content);
  bus.on('notify', listener);
  return { notices, stop: () => bus.off('notify', listener) };
}

beforeEach(() => {
  nextSeq = 1;
  api.on(CONVERSATIONS, page(ChatConversation, [conversation()]));
  api.on(HISTORY, page(ChatMessageSchema, []));
  api.on(READ_CONVERSATION, done('操作成功'));
  // A pane that opens before the list has loaded asks for the peer's card.
  const { userId, name, comName, avatar, logo, mid } = conversation();
  api.on(CONTACT, ok(ChatContact, { userId, name, comName, avatar, logo, mid }));
  // No stored files in these tests: a picture shows its failed state.
  api.on(FILE, failure({ code: 404, msg: '文件不存在' }, 404));
  // The platform has no translation service unless a test says otherwise.
  api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: false }));
});

afterEach(() => {
  sessionStore.getState().logout('logout');
  realtime.reset();
  jest.clearAllMocks();
});

test('the list searches by contact or company name and previews recalled, file and order messages', async () => {
  api.on(
    CONVERSATIONS,
    page(ChatConversation, [
      conversation(),
      conversation({
        conversationId: 12,
        userId: 6,
        name: '陈先生',
        comName: '澳门中葡商贸',
        lastMessage: { ...conversation().lastMessage!, recalled: true, recalledBy: 6 },
      }),
      conversation({
        conversationId: 13,
        userId: 7,
        name: 'João',
        comName: 'Santos Café',
        lastMessage: {
          ...conversation().lastMessage!,
          type: 'customFile',
          payload:
            '{"fileList":[{"name":"a.png","url":"/x","filePath":"/x","fileType":"image","size":1}]}',
        },
      }),
      conversation({
        conversationId: 14,
        userId: 8,
        name: 'Kwanza',
        comName: 'Kwanza Agro',
        lastMessage: {
          ...conversation().lastMessage!,
          type: 'order',
          payload:
            '{"id":3,"url":"/orderListManage","name":"杏仁饼礼盒","price":"68.00","count":300}',
        },
      }),
    ]),
  );
  renderPage();
  const items = await screen.findAllByTestId('conversation');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringContaining('Olá'),
    expect.stringContaining('[消息已撤回]'),
    expect.stringContaining('[图片]'),
    expect.stringContaining('[订单] 杏仁饼礼盒'),
  ]);

  const search = screen.getByRole('searchbox', { name: '搜索联系人或公司' });
  expect(search.getAttribute('maxlength')).toBe('50');
  fireEvent.change(search, { target: { value: '中葡商贸' } });
  expect(screen.getAllByTestId('conversation').map((item) => item.dataset.peerId)).toEqual(['6']);
  fireEvent.change(search, { target: { value: 'ana' } });
  expect(screen.getAllByTestId('conversation').map((item) => item.dataset.peerId)).toEqual(['5']);
  fireEvent.change(search, { target: { value: 'nobody' } });
  expect(screen.getByText('没有匹配的会话')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '清除搜索' }));
  expect((search as HTMLInputElement).value).toBe('');
  expect(screen.getAllByTestId('conversation')).toHaveLength(4);
  expect(screen.queryByRole('button', { name: '清除搜索' })).toBeNull();
});

test('the system entry badge shows at most 99 and the total unread follows the session live', async () => {
  renderPage();
  await screen.findAllByTestId('conversation');
  // The socket resumes after what the list showed.
  expect(realtime.noteSeen).toHaveBeenCalledWith([{ conversationId: 11, seq: 3 }]);
  act(() => sessionStore.getState().setUnread({ system: 150, chat: 4 }));
  expect(within(screen.getByTestId('system-entry')).getByText('99+')).toBeTruthy();
  expect(screen.getByTestId('total-unread').textContent).toBe('未读 154');
  act(() => sessionStore.getState().setUnread({ system: 3, chat: 0 }));
  expect(within(screen.getByTestId('system-entry')).getByText('3')).toBeTruthy();
  expect(screen.getByTestId('total-unread').textContent).toBe('未读 3');
});

test('?to= opens that conversation; ?to= oneself is refused', async () => {
  const heard = heardNotices();
  const { unmount } = renderPage(`?to=${ME}`);
  await screen.findAllByTestId('conversation');
  expect(heard.notices).toContain('不能和自己聊天');
  expect(screen.getByText('选择一个会话开始聊天')).toBeTruthy();
  unmount();
  heard.stop();

  renderPage(`?to=${PEER}`);
  expect(await screen.findByRole('heading', { name: 'Ana Costa' })).toBeTruthy();
  await waitFor(() =>
    expect(api.requests(HISTORY).map((request) => [request.path, request.query])).toContainEqual([
      `/haiguan/api/chatMessage/listBySenderId/${PEER}`,
      { pageNum: '1', pageSize: '30' },
    ]),
  );
});

test('?to= someone not yet in the list ("contact this company") names them from their card', async () => {
  api.on(CONTACT, ok(ChatContact, contact));
  renderPage('?to=77');
  expect(await screen.findByRole('heading', { name: 'Teresa Mendes' })).toBeTruthy();
  expect(screen.getByText('Kwanza Agro-Comércio, Lda.')).toBeTruthy();
  expect(pathsOf(CONTACT)).toEqual(['/haiguan/api/chatMessage/contact/77']);
});

test('history pages by 30; a failed page reverts the page number and offers load-more again', async () => {
  const oldest = message();
  const older = Array.from({ length: 30 }, () => message());
  const newest = Array.from({ length: 30 }, () => message());
  const answers = [
    page(ChatMessageSchema, [...newest].reverse(), 61),
    failure({ code: 503, msg: '服务暂时不可用，请稍后重试' }, 503),
    page(ChatMessageSchema, [...older].reverse(), 61),
    page(ChatMessageSchema, [oldest], 61),
  ];
  api.on(HISTORY, (_request, call) => answers[call]!);
  renderPage(`?to=${PEER}`);
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(30));
  const loadState = () => screen.getByTestId('load-state').dataset.state;
  expect(loadState()).toBe('loadmore');
  // Oldest first, whatever order a page comes in.
  expect(screen.getAllByTestId('chat-message')[0]!.textContent).toContain('message 32');

  fireEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
  await waitFor(() => expect(loadState()).toBe('loadmore'));
  expect(historyPages()).toEqual(['1', '2']);

  fireEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(60));
  expect(historyPages()).toEqual(['1', '2', '2']);
  expect(screen.getAllByTestId('chat-message')[0]!.textContent).toContain('message 2');
  expect(loadState()).toBe('loadmore');

  fireEvent.click(screen.getByRole('button', { name: '查看更早的消息' }));
  await waitFor(() => expect(loadState()).toBe('nomore'));
  expect(screen.getByText('没有更早的消息了')).toBeTruthy();
  expect(screen.getAllByTestId('chat-message')[0]!.textContent).toContain('message 1');
});

test('opening a conversation with unread messages marks them read', async () => {
  api.on(HISTORY, page(ChatMessageSchema, [message({ haveRead: false })]));
  renderPage(`?to=${PEER}`);
  await waitFor(() => expect(realtime.markRead).toHaveBeenCalledWith(PEER));
});

test('Enter sends, Ctrl+Enter adds a line, blank text is not sent, 500 characters at most', async () => {
  realtime.send.mockImplementation(async (draft) => ({
    code: 200,
    data: message({
      messageId: draft.messageId,
      senderId: ME,
      receiverId: PEER,
      payload: JSON.stringify(draft.payload),
      haveRead: false,
    }),
  }));
  const heard = heardNotices();
  renderPage(`?to=${PEER}`);
  const box = await screen.findByRole('textbox', { name: '消息内容' });
  expect(box.getAttribute('maxlength')).toBe('500');

  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(realtime.send).not.toHaveBeenCalled();
  expect(heard.notices).toContain('不能发送空白消息');

  fireEvent.change(box, { target: { value: 'first line' } });
  fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
  expect((box as HTMLTextAreaElement).value).toBe('first line\n');
  expect(realtime.send).not.toHaveBeenCalled();

  fireEvent.change(box, { target: { value: 'first line\nsecond' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(realtime.send).toHaveBeenCalledWith({
    messageId: expect.any(String),
    receiverId: PEER,
    type: 'text',
    payload: { text: 'first line\nsecond' },
  });
  expect((box as HTMLTextAreaElement).value).toBe('');
  await waitFor(() => expect(screen.getByTestId('read-state').textContent).toBe('未读'));
  expect(screen.getByTestId('chat-message').querySelector('.chat-text')?.textContent).toBe(
    'first line\nsecond',
  );
  heard.stop();
});

test('on a touch screen the return key writes a new line and the hint names the send button', async () => {
  const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(pointer: coarse)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
  try {
    renderPage(`?to=${PEER}`);
    const box = await screen.findByRole('textbox', { name: '消息内容' });
    expect(box.getAttribute('placeholder')).toBe('输入消息，点“发送”发出');
    fireEvent.change(box, { target: { value: 'first line' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(realtime.send).not.toHaveBeenCalled();
  } finally {
    matchMedia.mockRestore();
  }
});

test('a failed send shows as error and resends with the same message id', async () => {
  realtime.send.mockResolvedValueOnce({ code: 0 }).mockImplementationOnce(async (draft) => ({
    code: 200,
    data: message({
      messageId: draft.messageId,
      senderId: ME,
      receiverId: PEER,
      payload: JSON.stringify(draft.payload),
      haveRead: false,
    }),
  }));
  renderPage(`?to=${PEER}`);
  const box = await screen.findByRole('textbox', { name: '消息内容' });
  fireEvent.change(box, { target: { value: 'hello' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(await screen.findByText('发送失败')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '重新发送' }));
  await waitFor(() => expect(screen.getByTestId('read-state').textContent).toBe('未读'));
  expect(screen.queryByText('发送失败')).toBeNull();
  const [first, second] = realtime.send.mock.calls.map(([draft]) => draft.messageId);
  expect(second).toBe(first);
  expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
});

test('code 507 alerts that no object storage is configured', async () => {
  realtime.send.mockResolvedValue({ code: 507, msg: '未配置对象存储' });
  renderPage(`?to=${PEER}`);
  const box = await screen.findByRole('textbox', { name: '消息内容' });
  fireEvent.change(box, { target: { value: 'hello' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(await screen.findByText('未配置对象存储，无法发送语音、图片、视频或文件')).toBeTruthy();
});

test('read receipts, recalls and presence arrive live', async () => {
  const mine = message({ senderId: ME, receiverId: PEER, haveRead: false });
  const theirs = message();
  api.on(HISTORY, page(ChatMessageSchema, [theirs, mine]));
  renderPage(`?to=${PEER}`);
  await waitFor(() => expect(screen.getByTestId('read-state').textContent).toBe('未读'));
  expect(screen.getByTestId('presence').textContent).toBe('离线');

  act(() => realtime.serverEmits('read', { messageIds: [mine.messageId], readerId: PEER }));
  expect(screen.getByTestId('read-state').textContent).toBe('已读');
  act(() =>
    realtime.serverEmits('recalled', {
      messageId: theirs.messageId,
      conversationId: 11,
      recalledBy: PEER,
    }),
  );
  expect(screen.getByText('对方撤回了一条消息')).toBeTruthy();
  act(() => realtime.serverEmits('presence', { userId: PEER, online: true }));
  expect(screen.getByTestId('presence').textContent).toBe('在线');

  act(() => realtime.serverEmits('message', message({ payload: '{"text":"live one"}' })));
  expect(screen.getByText('live one')).toBeTruthy();
  // Another conversation's message stays out of this one.
  act(() =>
    realtime.serverEmits('message', message({ senderId: 9, payload: '{"text":"elsewhere"}' })),
  );
  expect(screen.queryByText('elsewhere')).toBeNull();
});

test('chosen files are checked, uploaded, and sent as one file message', async () => {
  realtime.send.mockResolvedValue({ code: 0 });
  // The server stores the files in the order they were sent.
  const stored = [
    { id: 31, name: 'photo.png', size: 2048, fileType: 'image' as const },
    { id: 32, name: 'clip.mp4', size: 1, fileType: 'video' as const },
  ];
  api.on(UPLOAD, (_request, call) =>
    ok(UploadedFile, { ...stored[call]!, url: `/haiguan/api/files/${stored[call]!.id}` }),
  );
  const heard = heardNotices();
  renderPage(`?to=${PEER}`);
  const input = await screen.findByTestId('chat-file-input');
  const png = new File(['x'.repeat(2048)], 'photo.png', { type: 'image/png' });
  const mp4 = new File(['y'], 'clip.mp4', { type: 'video/mp4' });

  fireEvent.change(input, { target: { files: [new File(['z'], 'notes.gif')] } });
  expect(heard.notices).toContain('文件格式不正确');
  fireEvent.change(input, {
    target: { files: Array.from({ length: 10 }, (_, index) => new File(['z'], `${index}.png`)) },
  });
  expect(heard.notices).toContain('最多上传9个文件');
  expect(api.requests(UPLOAD)).toEqual([]);

  fireEvent.change(input, { target: { files: [png, mp4] } });
  const tray = await screen.findByTestId('upload-tray');
  expect(within(tray).getByText('2.00 KB')).toBeTruthy();
  await waitFor(() => expect(api.requests(UPLOAD)).toHaveLength(2));
  fireEvent.click(within(tray).getByRole('button', { name: '发送文件' }));
  await waitFor(() => expect(realtime.send).toHaveBeenCalled());
  expect(realtime.send.mock.calls[0]![0]).toMatchObject({
    type: 'customFile',
    payload: {
      fileList: [
        { name: 'photo.png', fileType: 'image', size: 2048, url: '/haiguan/api/files/31' },
        { name: 'clip.mp4', fileType: 'video', size: 1, url: '/haiguan/api/files/32' },
      ],
    },
  });
  expect(screen.queryByTestId('upload-tray')).toBeNull();
  heard.stop();
});

test('the order picker says when the orders failed to load, and a retry lists purchases and sales', async () => {
  const orders = {
    sales: [
      listedOrder({
        id: 8,
        orderNo: 'HG202611250000008',
        amount: '120.00',
        createTime: '2026-11-25T02:00:00.000Z',
        products: [
          { productName: '葡萄酒', productPrice: '12.00', productQuantity: 10, unit: '瓶' },
        ],
      }),
    ],
    purchase: [
      listedOrder({
        id: 7,
        orderNo: 'HG202611240000007',
        amount: '32160.00',
        createTime: '2026-11-24T02:00:00.000Z',
        products: [
          { productName: '普洱熟茶', productPrice: '268.00', productQuantity: 120, unit: '饼' },
        ],
      }),
    ],
  };
  // The first load fails on both sides; the retry is answered.
  api.on(ORDER_LIST, ({ query }) =>
    api.requests(ORDER_LIST).length <= 2
      ? failure({ code: 503, msg: '服务暂时不可用，请稍后重试' }, 503)
      : page(OrderListRow, orders[query.side as keyof typeof orders]),
  );
  renderPage(`?to=${PEER}`);
  fireEvent.click(await screen.findByRole('button', { name: '订单' }));
  expect(await screen.findByText('订单加载失败')).toBeTruthy();
  expect(screen.queryByText('暂无可发送的订单')).toBeNull();
  fireEvent.click(screen.getByTestId('order-picker-retry'));
  await screen.findByText('葡萄酒');
  const picker = [...document.querySelectorAll('.order-picker__item')];
  expect(picker.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^销售葡萄酒订单号 HG202611250000008/),
    expect.stringMatching(/^采购普洱熟茶订单号 HG202611240000007/),
  ]);
});

test('without orders the order picker shows its empty state', async () => {
  api.on(ORDER_LIST, page(OrderListRow, []));
  renderPage(`?to=${PEER}`);
  fireEvent.click(await screen.findByRole('button', { name: '订单' }));
  expect(await screen.findByText('暂无可发送的订单')).toBeTruthy();
});

test('an own message can be recalled from its context menu and then reads as recalled', async () => {
  const old = message({
    senderId: ME,
    receiverId: PEER,
    createTime: new Date(Date.now() - 3 * 60 * 1000).toISOString(),
  });
  const mine = message({ senderId: ME, receiverId: PEER, createTime: new Date().toISOString() });
  api.on(HISTORY, page(ChatMessageSchema, [old, mine]));
  renderPage(`?to=${PEER}`);
  await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
  const [oldBubble, newBubble] = screen.getAllByTestId('chat-message');
  fireEvent.contextMenu(oldBubble!.querySelector('.chat-bubble')!);
  expect(screen.queryByRole('menuitem', { name: '撤回' })).toBeNull();

  fireEvent.contextMenu(newBubble!.querySelector('.chat-bubble')!);
  fireEvent.click(await screen.findByRole('menuitem', { name: '撤回' }));
  expect(await screen.findByText('你撤回了一条消息')).toBeTruthy();
  expect(realtime.recall).toHaveBeenCalledWith(mine.messageId);
});

test('with a translation service, the peer’s texts offer 翻译 and show the machine translation below', async () => {
  api.on(TRANSLATION_STATUS, ok(TranslationStatus, { enabled: true }));
  const theirs = message({ payload: JSON.stringify({ text: 'Podem enviar amostras?' }) });
  const mine = message({ senderId: ME, receiverId: PEER });
  api.on(HISTORY, page(ChatMessageSchema, [mine, theirs]));
  api.on(
    translationEndpoints.chatMessage,
    ok(ChatMessageTranslation, {
      id: theirs.id,
      language: 'zh',
      text: '可以寄样品吗？',
      sourceLanguage: 'pt',
    }),
  );
  renderPage(`?to=${PEER}`);
  const received = await screen.findByText('Podem enviar amostras?');
  const bubble = received.closest<HTMLElement>('[data-testid="chat-message"]')!;
  fireEvent.click(await within(bubble).findByRole('button', { name: '翻译' }));
  expect((await within(bubble).findByRole('group', { name: '译文' })).textContent).toContain(
    '可以寄样品吗？',
  );
  expect(screen.getAllByRole('button', { name: '收起译文' })).toHaveLength(1);
  expect(screen.queryAllByRole('button', { name: '翻译' })).toHaveLength(0);
  expect(api.requests(TRANSLATION_STATUS)).toHaveLength(1);
});

test('after a reconnect the latest page is read again for receipts and recalls made meanwhile', async () => {
  const mine = message({ senderId: ME, receiverId: PEER, haveRead: false });
  api.on(HISTORY, page(ChatMessageSchema, [mine]));
  renderPage(`?to=${PEER}`);
  await waitFor(() => expect(screen.getByTestId('read-state').textContent).toBe('未读'));
  api.on(HISTORY, page(ChatMessageSchema, [{ ...mine, haveRead: true }]));
  act(() => realtime.serverEmits('connection', { connected: true }));
  await waitFor(() => expect(screen.getByTestId('read-state').textContent).toBe('已读'));
  expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
});

test('a file message without files reads 文件损坏; sizes show in KB with two decimals', async () => {
  api.on(
    HISTORY,
    page(ChatMessageSchema, [
      message({ type: 'customFile', payload: '{"fileList":[]}' }),
      message({
        type: 'customFile',
        payload: JSON.stringify({
          fileList: [
            {
              name: 'spec.png',
              url: '/haiguan/api/files/9',
              filePath: '/haiguan/api/files/9',
              fileType: 'image',
              size: 1536,
            },
          ],
        }),
      }),
    ]),
  );
  renderPage(`?to=${PEER}`);
  expect(await screen.findByText('文件损坏')).toBeTruthy();
  expect(screen.getByText('图片加载失败')).toBeTruthy();
  expect(screen.getByText('1.50 KB')).toBeTruthy();
});

test('opening a notification marks it read, lowers the count by one and opens its page', async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  const targets: string[] = [];
  const onNavigate = ({ to }: { to: string }) => targets.push(to);
  bus.on('navigate', onNavigate);
  api.on(NOTIFICATIONS, page(SystemNotification, notifications));
  api.on(READ_NOTIFICATION, ok(SystemNotification, { ...notifications[0]!, haveRead: true }));
  renderPage();
  act(() => sessionStore.getState().setUnread({ system: 4 }));
  fireEvent.click(await screen.findByTestId('system-entry'));

  fireEvent.click(await screen.findByRole('button', { name: '订单待审核' }));
  expect(open).toHaveBeenCalledWith('/orderSupplement?param=42', '_blank', 'noopener');
  await waitFor(() => expect(sessionStore.getState().unread.system).toBe(3));
  expect(pathsOf(READ_NOTIFICATION)).toEqual(['/haiguan/api/message/readMessage/1']);

  fireEvent.click(screen.getByRole('button', { name: '认证已通过' }));
  await waitFor(() => expect(targets).toEqual(['/companyInfo']));
  // Already read: nothing marked, nothing lowered.
  expect(api.requests(READ_NOTIFICATION)).toHaveLength(1);
  expect(sessionStore.getState().unread.system).toBe(3);
  bus.off('navigate', onNavigate);
  open.mockRestore();
});

test('signed out, the page offers the login and keeps where it was going', () => {
  render(<MessagesPage pathname="/messages" search="?to=5" routeKey="messages" />);
  expect(screen.getByRole('link', { name: '去登录' }).getAttribute('href')).toBe(
    `/login?redirect=${encodeURIComponent('/messages?to=5')}`,
  );
});

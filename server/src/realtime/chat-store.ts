import { UPLOAD_MESSAGES } from '@portal/validators';
import type { Db, DbExecutor } from '../platform/db/db';
import { BusinessError } from '../platform/http/envelope';
import type { AuthenticatedMember } from '../platform/auth/plugin';
import { LIMITS } from './limits';
import type {
  ChatMessage,
  ChatMessageType,
  Contact,
  Conversation,
  SendMessageInput,
  ServerMessageInput,
  StoredMessageType,
  UnreadCounts,
} from './schemas';

export const CHAT_TEXT_MAX_LENGTH = 500;
export const CHAT_MAX_FILES = 9;
export const RECALL_WINDOW_MS = 2 * 60 * 1000;
/** At most this many messages per `chat:sync` answer; the client asks again with `more`. */
export const SYNC_BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export const MESSAGE_NOT_FOUND_MSG = '消息不存在';
export const NO_STORAGE_MSG = '未配置对象存储';
export const SELF_CHAT_MSG = '不能和自己聊天';
export const UNKNOWN_RECEIVER_MSG = '用户不存在';

interface MessageRow {
  id: number;
  message_id: string;
  conversation_id: number;
  seq: number;
  sender_id: number;
  receiver_id: number;
  type: StoredMessageType;
  payload: string;
  have_read: boolean;
  recalled: boolean;
  recalled_by: number | null;
  created_at: Date;
}

const MESSAGE_FIELDS = [
  'id',
  'message_id',
  'conversation_id',
  'seq',
  'sender_id',
  'receiver_id',
  'type',
  'payload',
  'have_read',
  'recalled',
  'recalled_by',
  'created_at',
];
const MESSAGE_COLUMNS = MESSAGE_FIELDS.join(', ');
const M_MESSAGE_COLUMNS = MESSAGE_FIELDS.map((field) => `m.${field}`).join(', ');

function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    messageId: row.message_id,
    conversationId: row.conversation_id,
    seq: row.seq,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    type: row.type,
    payload: row.payload,
    haveRead: row.have_read,
    recalled: row.recalled,
    recalledBy: row.recalled_by,
    status: 'success',
    createTime: new Date(row.created_at).toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505';
}

function parseObject(payload: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BusinessError(400, '消息内容格式不正确');
  }
  return parsed as Record<string, unknown>;
}

const FILE_URL = /^\/(?:haiguan|hg)\/api\/files\/(\d{1,9})$/;
const RELATIVE_PATH = /^\/(?!\/)[\w\-./?=&%]{0,300}$/;

/**
 * The payload as stored: the client's JSON reduced to the fields of spec §3, and for files the
 * name, type and size the server recorded at upload (a client cannot relabel a file).
 */
async function normalisePayload(
  db: DbExecutor,
  sender: AuthenticatedMember,
  type: ChatMessageType,
  payload: string,
  fileStorage: boolean,
): Promise<string> {
  if (type === 'customFile' && !fileStorage) throw new BusinessError(507, NO_STORAGE_MSG);
  const body = parseObject(payload);
  if (type === 'text') {
    const text = typeof body.text === 'string' ? body.text : '';
    if (!text.trim()) throw new BusinessError(400, '消息内容不能为空');
    if ([...text].length > CHAT_TEXT_MAX_LENGTH) {
      throw new BusinessError(400, `消息不能超过${CHAT_TEXT_MAX_LENGTH}个字符`);
    }
    return JSON.stringify({ text });
  }
  if (type === 'customFile') {
    const fileList = Array.isArray(body.fileList) ? (body.fileList as unknown[]) : [];
    if (fileList.length === 0) throw new BusinessError(400, UPLOAD_MESSAGES.required);
    if (fileList.length > CHAT_MAX_FILES) {
      throw new BusinessError(400, `最多上传${CHAT_MAX_FILES}个文件`);
    }
    const stored = [];
    for (const entry of fileList) {
      const url = (entry as { url?: unknown } | null)?.url;
      const match = typeof url === 'string' ? FILE_URL.exec(url) : null;
      const file = match
        ? await db.query<{ original_name: string; file_type: string; size: number }>(
            'SELECT original_name, file_type, size FROM files WHERE id = $1 AND company_id = $2',
            [Number(match[1]), sender.companyId],
          )
        : { rows: [] };
      const row = file.rows[0];
      if (!row) throw new BusinessError(400, '文件不存在');
      stored.push({
        name: row.original_name,
        url,
        filePath: url,
        fileType: row.file_type,
        size: row.size,
      });
    }
    return JSON.stringify({ fileList: stored });
  }
  const { id, url, name, price, count } = body;
  if (!Number.isInteger(id) || (id as number) < 1 || (id as number) > 2147483647) {
    throw new BusinessError(400, '订单不存在');
  }
  const { rows } = await db.query(
    'SELECT 1 FROM orders WHERE id = $1 AND (buyer_company_id = $2 OR seller_company_id = $2)',
    [id, sender.companyId],
  );
  if (rows.length === 0) throw new BusinessError(400, '订单不存在');
  if (typeof url !== 'string' || !RELATIVE_PATH.test(url)) {
    throw new BusinessError(400, '订单链接不正确');
  }
  if (typeof name !== 'string' || !name.trim() || name.length > 200) {
    throw new BusinessError(400, '订单名称不正确');
  }
  if (
    !(typeof price === 'string' || typeof price === 'number') ||
    String(price).length > 32 ||
    !(typeof count === 'number' || typeof count === 'string') ||
    String(count).length > 32
  ) {
    throw new BusinessError(400, '订单内容格式不正确');
  }
  return JSON.stringify({ id, url, name: name.trim(), price, count });
}

async function findByMessageId(db: DbExecutor, messageId: string): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE message_id = $1`,
    [messageId],
  );
  return rows[0];
}

/** A stored retry answers with the stored message; a UUID another member used is refused. */
function asRetry(row: MessageRow, sender: AuthenticatedMember): ChatMessage {
  if (row.sender_id !== sender.id) throw new BusinessError(400, '消息编号重复');
  return toChatMessage(row);
}

/**
 * A member may start a conversation only with a company's published contact (its main account,
 * as "contact this company" offers, or the inquiry receiver of one of its published products, as
 * "contact supplier" and "send inquiry" offer), a colleague, the other side's contact on an order
 * between the two companies (the seller's order contact, `enterprise_id`, for the buyer; the member
 * who placed it for the seller's staff), or the other side of a quote (the member who quoted
 * the sender's demand, the reception contact of a demand the sender's company quoted). Anyone else answers like an unknown member, so
 * member ids cannot be probed for who exists.
 */
const FIRST_CONTACT_ALLOWED = `
  r.company_id = $2
  OR (r.mid = 0 AND NOT rc.is_platform)
  OR (NOT rc.is_platform AND EXISTS (SELECT 1 FROM products p
                                      WHERE p.receiver_id = r.id AND p.status = 1
                                        AND p.company_id = r.company_id))
  OR EXISTS (SELECT 1 FROM orders o
              WHERE (o.buyer_company_id = $2 AND o.enterprise_id = r.id)
                 OR (o.seller_company_id = $2 AND o.buyer_member_id = r.id))
  OR EXISTS (SELECT 1 FROM quotes q JOIN demands d ON d.id = q.demand_id
              WHERE (q.member_id = r.id AND d.company_id = $2)
                 OR (d.receiver_id = r.id AND q.company_id = $2))`;

/** Whether the sender may write to the peer: an enabled member they already talk to or may contact. */
async function mayWriteTo(
  db: DbExecutor,
  sender: AuthenticatedMember,
  peerId: number,
): Promise<{ known: boolean } | null> {
  const { rows } = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM conversations
                     WHERE member_low = LEAST($1::int, r.id) AND member_high = GREATEST($1::int, r.id)) AS known,
            (${FIRST_CONTACT_ALLOWED}) AS allowed
       FROM members r JOIN companies rc ON rc.id = r.company_id
      WHERE r.id = $3 AND NOT r.disabled`,
    [sender.id, sender.companyId, peerId],
  );
  const row = rows[0] as { known: boolean; allowed: boolean } | undefined;
  return row && (row.known || row.allowed) ? { known: row.known } : null;
}

export const NEW_CONVERSATIONS_MSG = `今天发起的新会话已达上限（${LIMITS.newConversationsPerDay}个），请明天再试`;

/**
 * The conversation's id as `conversation` for the message insert: `known` only updates one that
 * exists; `create` creates it on first contact, recording who started it. `receiver` is the
 * receiver's row; parameters as in insertMessage.
 */
const CONVERSATION_FOR_MESSAGE = {
  known: `UPDATE conversations c SET updated_at = $7 FROM receiver r
           WHERE c.member_low = LEAST($2::int, r.id) AND c.member_high = GREATEST($2::int, r.id)
          RETURNING c.id`,
  create: `INSERT INTO conversations (member_low, member_high, company_low, company_high, updated_at,
             started_by, created_at)
           SELECT LEAST($2::int, r.id), GREATEST($2::int, r.id),
                  CASE WHEN $2::int < r.id THEN $4::int ELSE r.company_id END,
                  CASE WHEN $2::int < r.id THEN r.company_id ELSE $4::int END, $7, $2, $7
             FROM receiver r
           ON CONFLICT (member_low, member_high) DO UPDATE SET updated_at = EXCLUDED.updated_at
           RETURNING id`,
};

/**
 * The conversation and the message, whose seq the trigger of migration 006 assigns, in one
 * statement: one round trip, and a failed attempt leaves no gap. No row comes back when the
 * receiver is unknown or disabled, or (`known`) when the two have no conversation yet.
 */
async function insertMessage(
  db: DbExecutor,
  conversation: keyof typeof CONVERSATION_FOR_MESSAGE,
  sender: AuthenticatedMember,
  input: SendMessageInput | ServerMessageInput,
  messageId: string,
  payload: string,
  now: Date,
): Promise<MessageRow | undefined> {
  const { rows } = await db.query<MessageRow>(
    `WITH receiver AS (
       SELECT id, company_id FROM members WHERE id = $3 AND NOT disabled
     ), conversation AS (${CONVERSATION_FOR_MESSAGE[conversation]})
     INSERT INTO chat_messages (message_id, conversation_id, sender_id, receiver_id, sender_company_id,
       receiver_company_id, type, payload, created_at)
     SELECT $1, c.id, $2, r.id, $4, r.company_id, $5, $6, $7 FROM conversation c, receiver r
     RETURNING ${MESSAGE_COLUMNS}`,
    [messageId, sender.id, input.receiverId, sender.companyId, input.type, payload, now],
  );
  return rows[0];
}

/**
 * Stores a message (spec §5 chat rules). A messageId stored before (a retry) gets the stored
 * message back and nothing new is written. A first message to someone starts a conversation,
 * which only a permitted peer and the daily allowance of new conversations allow.
 */
export async function storeMessage(
  db: Db,
  sender: AuthenticatedMember,
  input: SendMessageInput | ServerMessageInput,
  now: Date,
  fileStorage: boolean,
): Promise<ChatMessage> {
  const messageId = input.messageId.toLowerCase();
  if (input.receiverId === sender.id) throw new BusinessError(400, SELF_CHAT_MSG);
  // Cards are written by the server (their routes built the payload); clients' types are
  // limited to ChatMessageType by the input schemas, so they never reach this branch.
  const payload =
    input.type === 'inquiry' || input.type === 'demand'
      ? input.payload
      : await normalisePayload(db, sender, input.type, input.payload, fileStorage);
  try {
    const row =
      // The usual send: the two already talk.
      (await insertMessage(db, 'known', sender, input, messageId, payload, now)) ??
      (await insertAtFirstContact(db, sender, input, messageId, payload, now));
    if (row) return toChatMessage(row);
  } catch (error) {
    // A retry of a stored message, possibly racing the original: the first insert won.
    if (!isUniqueViolation(error)) throw error;
  }
  const stored = await findByMessageId(db, messageId);
  if (!stored) throw new BusinessError(400, UNKNOWN_RECEIVER_MSG);
  return asRetry(stored, sender);
}

/** A first message: only to a permitted peer, and within the daily allowance of new conversations. */
async function insertAtFirstContact(
  db: Db,
  sender: AuthenticatedMember,
  input: SendMessageInput | ServerMessageInput,
  messageId: string,
  payload: string,
  now: Date,
): Promise<MessageRow | undefined> {
  const peer = await mayWriteTo(db, sender, input.receiverId);
  return !peer
    ? undefined
    : peer.known
      ? insertMessage(db, 'create', sender, input, messageId, payload, now)
      : db.transaction(async (tx) => {
          // The sender's row lock makes the count and the insert one step for this sender, so
          // concurrent first messages cannot all slip under the allowance. NO KEY UPDATE, not
          // UPDATE: the foreign-key checks of the sender's other messages (KEY SHARE) must not
          // wait on it while they hold the conversation row this insert waits for (a deadlock).
          await tx.query('SELECT 1 FROM members WHERE id = $1 FOR NO KEY UPDATE', [sender.id]);
          const { rows } = await tx.query<{ count: number }>(
            `SELECT count(*)::int AS count FROM conversations
                WHERE started_by = $1 AND created_at > $2`,
            [sender.id, new Date(now.getTime() - DAY_MS)],
          );
          if (rows[0]!.count >= LIMITS.newConversationsPerDay) {
            throw new BusinessError(429, NEW_CONVERSATIONS_MSG);
          }
          return insertMessage(tx, 'create', sender, input, messageId, payload, now);
        });
}

export interface ReadReceipt {
  senderId: number;
  messageIds: string[];
}

/** Marks messages addressed to the reader as read; one receipt per sender whose messages flipped. */
export async function markRead(
  db: DbExecutor,
  readerId: number,
  target: { peerId: number } | { messageIds: string[] },
): Promise<ReadReceipt[]> {
  const { rows } =
    'peerId' in target
      ? await db.query<{ sender_id: number; message_id: string }>(
          `UPDATE chat_messages SET have_read = TRUE
            WHERE receiver_id = $1 AND sender_id = $2 AND NOT have_read
            RETURNING sender_id, message_id`,
          [readerId, target.peerId],
        )
      : await db.query<{ sender_id: number; message_id: string }>(
          `UPDATE chat_messages SET have_read = TRUE
            WHERE receiver_id = $1 AND message_id = ANY($2::uuid[]) AND NOT have_read
            RETURNING sender_id, message_id`,
          [readerId, target.messageIds.map((id) => id.toLowerCase())],
        );
  const bySender = new Map<number, string[]>();
  for (const row of rows) {
    bySender.set(row.sender_id, [...(bySender.get(row.sender_id) ?? []), row.message_id]);
  }
  return [...bySender].map(([senderId, messageIds]) => ({ senderId, messageIds }));
}

/** Recalls the caller's own message within two minutes of sending; the recaller's id is kept. */
export async function recallMessage(
  db: Db,
  member: AuthenticatedMember,
  messageId: string,
  now: Date,
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
        WHERE message_id = $1 AND (sender_id = $2 OR receiver_id = $2) FOR UPDATE`,
      [messageId.toLowerCase(), member.id],
    );
    const row = rows[0];
    if (!row) throw new BusinessError(400, MESSAGE_NOT_FOUND_MSG);
    if (row.sender_id !== member.id) throw new BusinessError(400, '只能撤回自己发送的消息');
    if (row.recalled) return toChatMessage(row);
    if (now.getTime() - new Date(row.created_at).getTime() > RECALL_WINDOW_MS) {
      throw new BusinessError(400, '超过2分钟的消息不能撤回');
    }
    const updated = await tx.query<MessageRow>(
      `UPDATE chat_messages SET recalled = TRUE, recalled_by = $2, recalled_at = $3
        WHERE id = $1 RETURNING ${MESSAGE_COLUMNS}`,
      [row.id, member.id, now],
    );
    return toChatMessage(updated.rows[0]!);
  });
}

/** The history with one peer, newest first; empty when the two never talked. */
export async function historyWith(
  db: DbExecutor,
  memberId: number,
  peerId: number,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: ChatMessage[]; total: number }> {
  const [low, high] = memberId < peerId ? [memberId, peerId] : [peerId, memberId];
  const { rows } = await db.query<MessageRow & { total: number }>(
    `SELECT ${M_MESSAGE_COLUMNS}, c.last_seq AS total
       FROM conversations c JOIN chat_messages m ON m.conversation_id = c.id
      WHERE c.member_low = $1 AND c.member_high = $2
      ORDER BY m.seq DESC LIMIT $3 OFFSET $4`,
    [low, high, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  const total = rows[0]?.total ?? (await conversationSize(db, low, high));
  return { rows: rows.map(toChatMessage), total };
}

async function conversationSize(db: DbExecutor, low: number, high: number): Promise<number> {
  const { rows } = await db.query<{ last_seq: number }>(
    'SELECT last_seq FROM conversations WHERE member_low = $1 AND member_high = $2',
    [low, high],
  );
  return rows[0]?.last_seq ?? 0;
}

interface ConversationRow {
  conversation_id: number;
  last_seq: number;
  peer_id: number;
  name: string | null;
  com_name: string;
  avatar: string | null;
  logo: string | null;
  mid: number;
  unread_count: number;
  last_payload: string | null;
  last_type: StoredMessageType | null;
  last_created_at: Date | null;
  last_read: boolean | null;
  last_sender_id: number | null;
  last_recalled: boolean | null;
  last_recalled_by: number | null;
}

/**
 * A peer is named by their name, else their company: never by the login name, which is a phone
 * number or an e-mail address (issue #11 item 4).
 */
function displayName(row: { name: string | null; com_name: string }): string {
  return row.name || row.com_name;
}

function toConversation(row: ConversationRow): Conversation {
  return {
    conversationId: row.conversation_id,
    lastSeq: row.last_seq,
    userId: row.peer_id,
    name: displayName(row),
    comName: row.com_name,
    avatar: row.avatar,
    logo: row.logo,
    mid: row.mid,
    unreadCount: row.unread_count,
    type: 'private',
    lastMessage:
      row.last_type === null
        ? null
        : {
            payload: row.last_payload!,
            type: row.last_type,
            createTime: new Date(row.last_created_at!).toISOString(),
            read: row.last_read!,
            senderId: row.last_sender_id!,
            recalled: row.last_recalled!,
            recalledBy: row.last_recalled_by,
          },
  };
}

/**
 * The card of a member the caller may chat with (spec §5): enabled, not the caller, and someone
 * they already talk to or may contact first; anyone else is answered like an unknown member.
 */
export async function contactCard(
  db: DbExecutor,
  member: AuthenticatedMember,
  peerId: number,
): Promise<Contact> {
  if (peerId === member.id) throw new BusinessError(400, SELF_CHAT_MSG);
  if (!(await mayWriteTo(db, member, peerId))) throw new BusinessError(404, UNKNOWN_RECEIVER_MSG);
  const { rows } = await db.query<{
    id: number;
    name: string | null;
    com_name: string;
    avatar: string | null;
    logo: string | null;
    mid: number;
  }>(
    `SELECT p.id, p.name, co.name AS com_name, p.touxiang AS avatar, co.logo, p.mid
       FROM members p JOIN companies co ON co.id = p.company_id
      WHERE p.id = $1 AND NOT p.disabled`,
    [peerId],
  );
  const row = rows[0];
  if (!row) throw new BusinessError(404, UNKNOWN_RECEIVER_MSG);
  return {
    userId: row.id,
    name: displayName(row),
    comName: row.com_name,
    avatar: row.avatar,
    logo: row.logo,
    mid: row.mid,
  };
}

/** The caller's conversations, most recent first, with the peer's card and the unread count. */
export async function listConversations(
  db: DbExecutor,
  memberId: number,
  options: { conversationIds?: number[]; pageNum?: number; pageSize?: number } = {},
): Promise<{ rows: Conversation[]; total: number }> {
  const { pageNum = 1, pageSize = 9999, conversationIds } = options;
  const scope = conversationIds ? 'AND c.id = ANY($4::int[])' : '';
  const { rows } = await db.query<ConversationRow & { total: number }>(
    `SELECT c.id AS conversation_id, c.last_seq,
            p.id AS peer_id, p.name, co.name AS com_name, p.touxiang AS avatar, co.logo, p.mid,
            (SELECT count(*)::int FROM chat_messages u
              WHERE u.receiver_id = $1 AND u.sender_id = p.id AND NOT u.have_read AND NOT u.recalled) AS unread_count,
            l.payload AS last_payload, l.type AS last_type, l.created_at AS last_created_at,
            l.have_read AS last_read, l.sender_id AS last_sender_id, l.recalled AS last_recalled,
            l.recalled_by AS last_recalled_by,
            count(*) OVER ()::int AS total
       FROM conversations c
       JOIN members p ON p.id = CASE WHEN c.member_low = $1 THEN c.member_high ELSE c.member_low END
       JOIN companies co ON co.id = p.company_id
       LEFT JOIN chat_messages l ON l.conversation_id = c.id AND l.seq = c.last_seq
      WHERE (c.member_low = $1 OR c.member_high = $1) ${scope}
      ORDER BY COALESCE(l.created_at, c.updated_at) DESC, c.id DESC
      LIMIT $2 OFFSET $3`,
    conversationIds
      ? [memberId, pageSize, (pageNum - 1) * pageSize, conversationIds]
      : [memberId, pageSize, (pageNum - 1) * pageSize],
  );
  return { rows: rows.map(toConversation), total: rows[0]?.total ?? 0 };
}

/**
 * What a reconnecting client missed: messages after the seq it holds per conversation (from 1 for
 * conversations it does not know), in seq order, and the current card of every such conversation.
 */
export async function syncSince(
  db: DbExecutor,
  memberId: number,
  lastSeq: Record<string, number>,
): Promise<{ messages: ChatMessage[]; conversations: Conversation[]; more: boolean }> {
  const ids = Object.keys(lastSeq).map(Number);
  const seqs = ids.map((id) => lastSeq[String(id)]!);
  const { rows } = await db.query<MessageRow>(
    `SELECT ${M_MESSAGE_COLUMNS}
       FROM conversations c
       LEFT JOIN unnest($2::int[], $3::int[]) AS known(id, seq) ON known.id = c.id
       JOIN chat_messages m ON m.conversation_id = c.id AND m.seq > COALESCE(known.seq, 0)
      WHERE (c.member_low = $1 OR c.member_high = $1) AND c.last_seq > COALESCE(known.seq, 0)
      ORDER BY m.conversation_id, m.seq
      LIMIT $4`,
    [memberId, ids, seqs, SYNC_BATCH + 1],
  );
  const more = rows.length > SYNC_BATCH;
  const messages = rows.slice(0, SYNC_BATCH).map(toChatMessage);
  const changed = [...new Set(messages.map((message) => message.conversationId))];
  const conversations =
    changed.length > 0
      ? (await listConversations(db, memberId, { conversationIds: changed })).rows
      : [];
  return { messages, conversations, more };
}

/** The badge figures of spec §3 session data; the REST counters answer the same numbers. */
export async function unreadCounts(db: DbExecutor, memberId: number): Promise<UnreadCounts> {
  const { rows } = await db.query<{ sender_id: number | null; count: number }>(
    `SELECT sender_id, count(*)::int AS count FROM chat_messages
      WHERE receiver_id = $1 AND NOT have_read AND NOT recalled GROUP BY sender_id
     UNION ALL
     SELECT NULL, count(*)::int FROM notifications WHERE member_id = $1 AND NOT have_read`,
    [memberId],
  );
  const conversations: Record<string, number> = {};
  let chat = 0;
  let system = 0;
  for (const row of rows) {
    if (row.sender_id === null) system = row.count;
    else {
      conversations[String(row.sender_id)] = row.count;
      chat += row.count;
    }
  }
  return { system, chat, conversations };
}

/** The member ids of everyone the member has a conversation with (who sees their presence). */
export async function conversationPeers(db: DbExecutor, memberId: number): Promise<number[]> {
  const { rows } = await db.query<{ peer_id: number }>(
    `SELECT CASE WHEN member_low = $1 THEN member_high ELSE member_low END AS peer_id
       FROM conversations WHERE member_low = $1 OR member_high = $1`,
    [memberId],
  );
  return rows.map((row) => row.peer_id);
}

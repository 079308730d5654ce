/**
 * A conversation of the caller with one member (spec §3), and the latest message the list
 * previews, taken from the schemas the server answers with; `import type` only. `lastSeq` is
 * where a reconnecting socket resumes; `userId` is the peer's member id.
 */
import type { ChatConversation, ChatLastMessage, Static } from '@portal/contracts/schemas';

export type LastMessage = Static<typeof ChatLastMessage>;
export type Conversation = Static<typeof ChatConversation>;

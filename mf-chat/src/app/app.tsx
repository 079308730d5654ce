import { createRemoteApp } from '@portal/ui';
import { MessagesPage } from '../features/messages/routes/messages-page';
import './locales';

// The one screen stays in the exposed module: loaded on its own it saved no visit a byte and cost
// the first visit of /messages one more round trip (docs/performance.md, 2026-11-26). Its first
// paint, the conversation list, is plain markup; the panes bring antd with them when opened.
export const App = createRemoteApp('mf_chat', { messages: MessagesPage });

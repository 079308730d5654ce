import { createRemoteApp, withAntd } from '@portal/ui';
import { MessagesPage } from '../features/messages/routes/messages-page';
import './locales';

// The one screen stays in the exposed module: loaded on its own it saved no visit a byte and cost
// the first visit of /messages one more round trip (docs/performance.md, 2026-11-26).
export const App = createRemoteApp('mf_chat', { messages: withAntd(MessagesPage) });

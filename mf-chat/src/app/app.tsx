import { createRemoteApp, withAntd } from '@portal/ui';
import { MessagesPage } from '../features/messages/routes/messages-page';
import './locales';

export const App = createRemoteApp('mf_chat', { messages: withAntd(MessagesPage) });

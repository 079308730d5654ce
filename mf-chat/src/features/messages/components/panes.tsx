import { withAntd } from '@portal/ui';
import { ChatPane as PlainChatPane } from '../../chat/components/chat-pane';
import { NotificationPane as PlainNotificationPane } from '../../notifications/components/notification-pane';
import './panes.css';

// The right-hand panes and the antd they are built with (theme and locale included) load after
// the conversation list has painted: the list itself is plain markup (docs/performance.md).
export const ChatPane = withAntd(PlainChatPane);
export const NotificationPane = withAntd(PlainNotificationPane);

export { sessionStore, useSession, TOKEN_STORAGE_KEY, SESSION_INSTANCE_ID } from './session-store';
export type { SessionState, SessionProfile, LogoutReason } from './session-store';
export { bus } from './bus';
export type { PortalEvents, Notice } from './bus';
export { navigate } from './navigation';
export { displayName } from './display-name';

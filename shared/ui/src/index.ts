export { AppProviders, portalTheme } from './app-providers';
export { createRemoteLifecycles } from './remote-lifecycles';
export type { RemoteProps, RemoteScreenProps } from './remote-lifecycles';
export { ComingSoon } from './coming-soon';
export { createRemoteApp } from './remote-app';
export type { ScreenMap } from './remote-app';
export { AppLink } from './app-link';
export { RemoteFallback } from './remote-fallback';
export { mountHarness } from './harness/mount-harness';

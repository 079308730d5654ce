import { createRemoteLifecycles } from '@portal/ui';
import { App } from './app';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(App);

import { createRemoteLifecycles } from '@portal/ui';
import { App } from './app';
import './locales';

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(App);

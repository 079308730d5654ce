import { registerMessages } from '@portal/i18n';
import { createRemoteLifecycles } from '@portal/ui';
import { App } from './app';
import { portalMessages } from './locales';

registerMessages('portal', portalMessages);

export const { bootstrap, mount, unmount, update } = createRemoteLifecycles(App);

import { createRemoteApp } from '@portal/ui';

// Every route of mf-trade shows the coming-soon page until its feature issue lands.
export const App = createRemoteApp('mf_trade', {});

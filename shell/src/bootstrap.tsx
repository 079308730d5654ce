import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, htmlLang } from '@portal/i18n';
import { AppProviders } from '@portal/ui';
import { bus, sessionStore } from '@portal/session';
import { PortalRouter } from './app/router';
import { followViewportWidth } from './app/root-font-size';
import { likelyNextRemote, routesOf } from '@portal/contracts';
import {
  preloadOnIntent,
  preloadWhenQuiet,
  registerRemotesFromServer,
} from './remotes/remote-registry';
import { loadSession } from './session/startup';
import { showNotice } from './overlays';
import './shell.css';

async function start() {
  document.documentElement.lang = htmlLang(currentLanguage());
  followViewportWidth();
  bus.on('notify', showNotice);
  bus.on('session:login', () => void loadSession().catch(() => undefined));

  try {
    await registerRemotesFromServer();
  } catch (error) {
    // Without the remotes list every remote area shows its fallback; the shell itself still runs.
    console.error('[shell] could not read /remotes.json', error);
  }

  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a phone's Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <PortalRouter />
        </AppProviders>
      </StrictMode>,
    ),
  );

  void loadSession().catch(() => undefined);
  const nextRemote = likelyNextRemote(Boolean(sessionStore.getState().token));
  // A remote's first route in the table is where visitors enter it: the login, the dashboard.
  const entryRoute = routesOf(nextRemote)[0];
  if (entryRoute) preloadWhenQuiet(nextRemote, entryRoute.meta.title);
  preloadOnIntent(() => Boolean(sessionStore.getState().token));
}

void start();

import { useState, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { useSession } from '@portal/session';

/**
 * How the portal's screens load by default; a screen passes its own options only where it
 * really differs (a refresh interval, a form that must not show the previous record).
 */
export const PORTAL_SWR_DEFAULTS = {
  // Screens reload after their own actions; refetching on every return to the tab only adds load.
  revalidateOnFocus: false,
  // The API client has already shown its notice; screens offer a retry button instead.
  shouldRetryOnError: false,
  // A new page, filter or reload keeps the current rows on screen instead of flashing empty.
  keepPreviousData: true,
} satisfies SWRConfiguration;

// The provider runs once per mount, so every mount starts with an empty cache.
const SESSION_SWR_CONFIG: SWRConfiguration = { ...PORTAL_SWR_DEFAULTS, provider: () => new Map() };

/**
 * The SWR cache of a remote's root, one per sign-in. Logging out and in does not reload the
 * page, and SWR's default cache lives as long as the module, so one company's lists would show
 * for the next until they reloaded. Instead the provider is remounted whenever the session's
 * token changes (at sign-in and sign-out): the next user starts from an empty cache, and answers
 * still in flight for the previous one land in a cache nothing reads any more.
 *
 * The token, not the user id, marks the change: it is there from the first render of a signed-in
 * page, while the profile arrives later and would make every screen load twice.
 */
export function SessionSWRConfig({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  // A count of sign-ins rather than the token itself keys the cache, so no token sits in the
  // React tree. Updating state while rendering is React's way to follow a changing value.
  const [session, setSession] = useState({ token, count: 0 });
  if (session.token !== token) setSession({ token, count: session.count + 1 });
  return (
    <SWRConfig key={session.count} value={SESSION_SWR_CONFIG}>
      {children}
    </SWRConfig>
  );
}

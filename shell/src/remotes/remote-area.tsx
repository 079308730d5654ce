import { useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import type { PortalRoute } from '@portal/contracts';
import { dismissFirstPaint } from '@portal/ui';
import { ParcelSlot, type SlotProps } from './parcel-slot';

interface SlotEntry {
  slotKey: string;
  route: PortalRoute;
  props: SlotProps;
}

/**
 * The content area. Routes of one remote share a parcel (it receives the new route as props);
 * keep-alive routes get a parcel of their own that stays mounted, hidden, after the user leaves.
 * `blocked` takes the current route's place (no access yet, or a screen not built yet) without
 * unmounting kept-alive ones.
 */
export function RemoteArea({
  route,
  pathname,
  search,
  blocked,
}: {
  route: PortalRoute;
  pathname: string;
  search: string;
  blocked: ReactNode | null;
}) {
  const slotKey = route.meta.keepAlive ? `alive:${route.path}` : `remote:${route.remote}`;
  const props = useMemo<SlotProps>(
    () => ({ pathname, search, routeKey: route.meta.title }),
    [pathname, search, route.meta.title],
  );
  const current: SlotEntry = useMemo(() => ({ slotKey, route, props }), [slotKey, route, props]);

  // The last state of each kept-alive route, remembered while the user is elsewhere.
  const [alive, setAlive] = useState<Record<string, SlotEntry>>({});
  if (!blocked && route.meta.keepAlive && alive[slotKey] !== current)
    setAlive({ ...alive, [slotKey]: current });

  // The server's first paint stands in for this route's screen only; whatever else shows here
  // (another route, or the page that takes the screen's place) replaces it.
  useLayoutEffect(() => dismissFirstPaint(blocked ? undefined : route.path), [route.path, blocked]);

  const entries = blocked ? alive : { ...alive, [slotKey]: current };
  return (
    <>
      {Object.values(entries).map((entry) => (
        <ParcelSlot
          key={entry.slotKey}
          remote={entry.route.remote}
          props={entry.props}
          hidden={blocked !== null || entry.slotKey !== slotKey}
        />
      ))}
      {blocked}
    </>
  );
}

import { useMemo, useRef } from 'react';
import type { PortalRoute } from '@portal/contracts';
import { ParcelSlot, type SlotProps } from './parcel-slot';

interface SlotEntry {
  slotKey: string;
  route: PortalRoute;
  props: SlotProps;
}

/**
 * The content area. Routes of one remote share a parcel (it receives the new route as props);
 * keep-alive routes get a parcel of their own that stays mounted, hidden, after the user leaves.
 */
export function RemoteArea({ route, pathname, search }: { route: PortalRoute; pathname: string; search: string }) {
  const kept = useRef(new Map<string, SlotEntry>());
  const slotKey = route.meta.keepAlive ? `alive:${route.path}` : `remote:${route.remote}`;
  const currentProps = useMemo<SlotProps>(
    () => ({ pathname, search, routeKey: route.meta.title }),
    [pathname, search, route.meta.title],
  );

  const entries = new Map<string, SlotEntry>();
  for (const [key, entry] of kept.current) entries.set(key, entry);
  entries.set(slotKey, { slotKey, route, props: currentProps });
  kept.current = new Map([...entries].filter(([, entry]) => entry.route.meta.keepAlive));

  return (
    <>
      {[...entries.values()].map((entry) => (
        <ParcelSlot
          key={entry.slotKey}
          remote={entry.route.remote}
          props={entry.props}
          hidden={entry.slotKey !== slotKey}
        />
      ))}
    </>
  );
}

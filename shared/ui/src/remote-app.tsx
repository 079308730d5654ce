import type { ReactNode } from 'react';
import type { RemoteName } from '@portal/contracts';
import { SESSION_INSTANCE_ID } from '@portal/session';
import { ComingSoon } from './coming-soon';
import type { RemoteScreenProps } from './remote-lifecycles';

export type ScreenMap = Partial<Record<string, (props: RemoteScreenProps) => ReactNode>>;

/**
 * A remote's root: picks the screen for the route key the host passes. The shell shows the page
 * of a planned route itself; a route the remote has no screen for still gets the designed
 * coming-soon page here, never a blank one (in the shell, and in the remote's own harness).
 */
export function createRemoteApp(owner: RemoteName, screens: ScreenMap) {
  return function RemoteApp(props: RemoteScreenProps) {
    const Screen = screens[props.routeKey];
    return (
      <div
        className={owner.replace('_', '-')}
        data-remote={owner}
        data-session-instance={SESSION_INSTANCE_ID}
      >
        {Screen ? <Screen {...props} /> : <ComingSoon routeKey={props.routeKey} />}
      </div>
    );
  };
}

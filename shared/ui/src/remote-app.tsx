import type { ReactNode } from 'react';
import type { RemoteName } from '@portal/contracts';
import { SESSION_INSTANCE_ID } from '@portal/session';
import { ComingSoon } from './coming-soon';
import type { RemoteScreenProps } from './remote-lifecycles';

export type ScreenMap = Partial<Record<string, (props: RemoteScreenProps) => ReactNode>>;

/**
 * A remote's root: picks the screen for the route key the host passes; a route whose feature
 * is not built yet shows the designed coming-soon page inside the remote that owns it.
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

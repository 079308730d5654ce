import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from './app-providers';
import { SessionSWRConfig } from './session-swr-config';

/** What the shell (or a remote's harness) passes to a remote's root on mount and on update. */
export interface RemoteProps {
  pathname: string;
  search: string;
  /** Key of the route in the shell's route table, e.g. `home`, `cart`. */
  routeKey: string;
  /** Called when the remote crashes while rendering, so the host can show its fallback. */
  reportError?: (error: Error) => void;
}

export type RemoteScreenProps = Pick<RemoteProps, 'pathname' | 'search' | 'routeKey'>;

class RenderCrashBoundary extends Component<
  { onError?: (error: Error) => void; children: ReactNode },
  { crashed: boolean }
> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.crashed ? null : this.props.children;
  }
}

/** A remote's root; with `preloadScreen` (`withScreenPreload`) it can load a route's screen first. */
export type RemoteRoot = ComponentType<RemoteScreenProps> & {
  preloadScreen?: (routeKey: string) => Promise<void>;
};

/**
 * Turns a remote's root component into single-spa lifecycles. The root is wrapped in the shared
 * providers and the per-user data cache, and a crash while rendering is handed to the host,
 * which owns the fallback UI.
 */
export function createRemoteLifecycles(Root: RemoteRoot) {
  function RemoteRoot(props: RemoteProps) {
    return (
      <AppProviders>
        <SessionSWRConfig>
          <RenderCrashBoundary onError={props.reportError}>
            <Root pathname={props.pathname} search={props.search} routeKey={props.routeKey} />
          </RenderCrashBoundary>
        </SessionSWRConfig>
      </AppProviders>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: RemoteRoot,
    errorBoundary: () => <></>,
  });
  return {
    ...lifecycles,
    // As a transition, a screen's first render yields to the browser every few milliseconds
    // instead of holding the main thread for the whole screen (a phone's Total Blocking Time).
    // single-spa-react renders inside `mount` synchronously, so the render is in the transition.
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      let mounted!: Promise<unknown>;
      React.startTransition(() => {
        mounted = lifecycles.mount(props);
      });
      return mounted;
    },
    // Bootstrapping loads the screen of the route in the props, so the first render shows it
    // rather than a loading state (and a failure is the mount's, which the host can retry). The
    // shell also calls it ahead of any mount, with only `routeKey`, to preload a likely screen.
    // single-spa-react's own bootstrap has nothing to do: the root component is given.
    bootstrap: async ({ routeKey }: Pick<RemoteProps, 'routeKey'>) => {
      await Root.preloadScreen?.(routeKey);
    },
  };
}

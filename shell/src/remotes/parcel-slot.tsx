import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useTranslation } from 'react-i18next';
import { RemoteFallback, dismissFirstPaint } from '@portal/ui';
import type { RemoteName } from '@portal/contracts';
import { loadRemoteLifecycles, remoteMounted, retryNeedsReload } from './remote-registry';

export interface SlotProps {
  pathname: string;
  search: string;
  routeKey: string;
}

type SlotState = 'loading' | 'ready' | 'failed';

/**
 * Mounts one remote as a single-spa parcel in a container React does not render into. Whatever
 * goes wrong (the remote's server is down, its files are missing, its script throws, it crashes
 * while rendering) ends here as the fallback with a Retry button; the shell keeps working.
 */
export function ParcelSlot({
  remote,
  props,
  hidden,
}: {
  remote: RemoteName;
  props: SlotProps;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  const latestProps = useRef(props);
  const [state, setState] = useState<SlotState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    latestProps.current = props;
  }, [props]);

  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      console.error(`[shell] remote ${remote} failed`, error);
      if (!cancelled) setState('failed');
    };
    loadRemoteLifecycles(remote)
      .then((lifecycles) => {
        if (cancelled || !container.current) return;
        const mounted = mountRootParcel(lifecycles, {
          domElement: container.current,
          ...latestProps.current,
          reportError: fail,
        });
        parcel.current = mounted;
        return mounted.mountPromise.then(() => {
          remoteMounted();
          if (!cancelled) setState((current) => (current === 'failed' ? current : 'ready'));
        });
      })
      .catch(fail);
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      if (mounted && mounted.getStatus() === 'MOUNTED')
        void mounted.unmount().catch(() => undefined);
    };
  }, [remote, attempt]);

  useEffect(() => {
    const mounted = parcel.current;
    if (state === 'ready' && mounted?.update && mounted.getStatus() === 'MOUNTED') {
      void mounted.update({ ...props }).catch(() => undefined);
    }
  }, [props, state]);

  useEffect(() => {
    if (state === 'failed') dismissFirstPaint();
    // A crashed remote leaves a broken root behind; take it down before offering Retry.
    const mounted = parcel.current;
    if (state === 'failed' && mounted && mounted.getStatus() === 'MOUNTED') {
      parcel.current = null;
      void mounted.unmount().catch(() => undefined);
    }
  }, [state]);

  return (
    <div className="remote-slot" hidden={hidden} data-remote-slot={remote}>
      {state === 'loading' && (
        <div className="remote-slot__loading" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          {t('remote.loading')}
        </div>
      )}
      {state === 'failed' && (
        <RemoteFallback
          remote={remote}
          onRetry={() => {
            if (retryNeedsReload(remote)) {
              window.location.reload();
              return;
            }
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        />
      )}
      <div ref={container} hidden={state === 'failed'} />
    </div>
  );
}

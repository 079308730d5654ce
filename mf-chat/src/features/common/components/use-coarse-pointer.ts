import { useSyncExternalStore } from 'react';

const COARSE = '(pointer: coarse)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(COARSE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the primary pointer is a finger (phones, tablets): there the on-screen keyboard's
 * return key writes a new line, as users expect, and the send button sends.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(COARSE).matches ?? false,
    () => false,
  );
}

import { useEffect, useRef } from 'react';
import { useSession } from '@portal/session';
import { recordView } from './api/record-view';
import type { RecordEntityType } from './api/entity-reference';
import { describeDevice } from './device-info';

/**
 * Adds the entity to the signed-in member's viewing history once per mount (and again only when
 * the page switches to another entity). Guests are not recorded. `entityId` null: nothing to record.
 */
export function useRecordView(entityType: RecordEntityType, entityId: number | null): void {
  const signedIn = useSession((state) => state.token !== null);
  // Survives StrictMode's second effect run, so one visit is one view.
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn || entityId === null) return;
    const key = `${entityType}:${entityId}`;
    if (recorded.current === key) return;
    recorded.current = key;
    const deviceInfo = describeDevice(globalThis.navigator?.userAgent ?? '');
    recordView({ entityType, entityId, ...(deviceInfo ? { deviceInfo } : {}) }).catch(() => {
      // Not the visitor's concern.
    });
  }, [signedIn, entityType, entityId]);
}

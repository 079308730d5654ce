import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@portal/contracts';
import { bus, navigate, useSession } from '@portal/session';
import { addFavourite } from './api/add-favourite';
import { checkFavourite } from './api/check-favourite';
import type { EntityReference } from './api/entity-reference';
import { removeFavourite } from './api/remove-favourite';
import { describeDevice } from './device-info';
import { loginAddress } from '../login-address';

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.14l-5.62 2.96 1.07-6.26L2.9 9.4l6.3-.9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Adds the entity to the member's favourites or removes it again; a guest is sent to the login
 * page and brought back here afterwards.
 */
export function FavouriteButton({ entityType, entityId }: EntityReference) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const userId = useSession((state) => state.user?.id ?? null);
  // The record id is remembered with what it was looked up for, so another entity or member
  // never shows a stale state while its own look-up is on its way.
  const lookup = `${userId ?? ''}:${entityType}:${entityId}`;
  const [found, setFound] = useState<{ lookup: string; id: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const recordId = signedIn && found?.lookup === lookup ? found.id : null;

  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    checkFavourite({ entityType, entityId })
      .then((id) => {
        if (live) setFound({ lookup, id });
      })
      .catch(() => {
        // Left unpressed; pressing it adds the favourite, which the server keeps idempotent.
      });
    return () => {
      live = false;
    };
  }, [signedIn, lookup, entityType, entityId]);

  function setRecordId(id: number | null) {
    setFound({ lookup, id });
  }

  async function toggle() {
    if (!signedIn) {
      navigate(loginAddress());
      return;
    }
    setBusy(true);
    try {
      if (recordId === null) {
        const added = await addFavourite({
          entityType,
          entityId,
          deviceInfo: describeDevice(navigator.userAgent) || undefined,
        });
        setRecordId(added.id);
        notify(added.msg);
      } else {
        notify(await removeFavourite(recordId));
        setRecordId(null);
      }
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  const favourited = recordId !== null;
  return (
    <Button
      icon={<StarIcon filled={favourited} />}
      aria-pressed={favourited}
      loading={busy}
      onClick={() => void toggle()}
    >
      {favourited ? t('records.favourited') : t('records.favourite')}
    </Button>
  );
}

function notify(content: string) {
  if (content) bus.emit('notify', { type: 'success', content, duration: LIMITS.toastSeconds });
}

import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { navigate, useSession } from '@portal/session';
import { addFavourite } from './api/add-favourite';
import { checkFavourite } from './api/check-favourite';
import type { EntityReference } from './api/entity-reference';
import { removeFavourite } from './api/remove-favourite';
import { describeDevice } from './device-info';
import { loginAddress } from '../login-address';
import { notify } from '../notify';

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
  const key = signedIn ? ['favourite', entityType, entityId] : null;
  const { mutate } = useSWRConfig();
  const { data: recordId = null } = useSWR(key, () => checkFavourite({ entityType, entityId }), {
    // Another entity never shows this one's state while its own look-up is on its way. A failed
    // look-up leaves the button unpressed; pressing it adds the favourite, which the server keeps
    // idempotent.
    keepPreviousData: false,
  });
  const [busy, setBusy] = useState(false);

  // The key is the one of the entity pressed, even if the button shows another by the time the
  // server answers.
  function setRecordId(id: number | null) {
    void mutate(key, id, { revalidate: false });
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
        notifySuccess(added.msg);
      } else {
        notifySuccess(await removeFavourite(recordId));
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

// The server's message is the notice; it may send none.
function notifySuccess(content: string) {
  if (content) notify('success', content);
}

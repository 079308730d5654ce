import { useEffect, useRef } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The error dialog for a server without object storage (code 507). Rare, so its code is loaded
 * when it is first shown; it opens once on mounting and reports when it has closed.
 */
export function StorageDisabledAlert({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation('chat');
  const [modal, modalHolder] = Modal.useModal();
  // Once per mounting, also when development mode runs effects twice.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void modal.error({
      title: t('composer.storageDisabledTitle'),
      content: t('composer.storageDisabled'),
      afterClose: onClosed,
    });
  }, [modal, t, onClosed]);
  return modalHolder;
}

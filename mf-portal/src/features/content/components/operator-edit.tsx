import { useSession } from '@portal/session';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_PERMISSION, ContentEditor } from './content-editor';
import '../locales';

/** "Edit this page" for operators holding the content permission; nothing for anyone else. */
export function OperatorEdit({ slug, onSaved }: { slug: string; onSaved: () => void }) {
  const { t } = useTranslation('portal-content');
  const allowed = useSession((state) => state.hasPermission(CONTENT_PERMISSION));
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('editor.open')}</Button>
      {open && <ContentEditor slug={slug} onClose={() => setOpen(false)} onSaved={onSaved} />}
    </>
  );
}

import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FileReference } from '@portal/api-client';
import { openFile } from '@portal/ui';

/** Opens an uploaded file in a new tab. */
export function FileLink({ url, label }: { url: FileReference; label?: string }) {
  const { t } = useTranslation('member');
  return (
    <Button type="link" size="small" onClick={() => void openFile(url)}>
      {label ?? t('upload.view')}
    </Button>
  );
}

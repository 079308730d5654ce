import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchFile } from '../api/fetch-file';

/** Opens an uploaded file in a new tab; fetched through the API client for the bearer token. */
export function FileLink({ url, label }: { url: string | number; label?: string }) {
  const { t } = useTranslation('member');

  async function open() {
    try {
      const blob = await fetchFile(url);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch {
      // Shown by the client.
    }
  }

  return (
    <Button type="link" size="small" onClick={() => void open()}>
      {label ?? t('upload.view')}
    </Button>
  );
}

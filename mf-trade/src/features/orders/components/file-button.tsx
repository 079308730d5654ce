import { Button } from 'antd';
import { fetchFile } from '../api/fetch-file';

/** Opens an uploaded file in a new tab; fetched through the API client for the bearer token. */
export function FileButton({ url, name }: { url: string; name: string }) {
  async function open() {
    try {
      const blob = await fetchFile(url);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch {
      // Shown by the client.
    }
  }
  return (
    <Button type="link" size="small" onClick={() => void open()} data-testid="contract-file-link">
      {name}
    </Button>
  );
}

import { useTranslation } from 'react-i18next';
import './remote-fallback.css';

/**
 * Shown in place of a remote that could not be loaded or crashed. Deliberately free of antd so
 * the shell can show it without loading a component library.
 */
export function RemoteFallback({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      className="portal-remote-fallback"
      role="alert"
      data-testid="remote-fallback"
      data-failed-remote={remote}
    >
      <h2>{t('remote.failedTitle')}</h2>
      <p>{t('remote.failedBody')}</p>
      <button type="button" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

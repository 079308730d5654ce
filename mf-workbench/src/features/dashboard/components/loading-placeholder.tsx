import { useTranslation } from 'react-i18next';
import './loading-placeholder.css';
import { VISUALLY_HIDDEN } from '@portal/ui';

/**
 * Grey lines where content is about to appear, so the page does not jump when it arrives; read
 * out as "loading". Plain CSS: the dashboard is the workbench's first screen and carries no antd.
 */
export function LoadingPlaceholder({ lines }: { lines: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="workbench-loading">
      <span className={VISUALLY_HIDDEN}>{t('remote.loading')}</span>
      <span aria-hidden="true" className="workbench-loading__line workbench-loading__line--title" />
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} aria-hidden="true" className="workbench-loading__line" />
      ))}
    </div>
  );
}

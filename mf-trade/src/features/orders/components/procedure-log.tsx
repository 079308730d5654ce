import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { useFormat } from '@portal/i18n';
import { ErrorState, LoadingState } from '../../common/components/query-state';
import type { ProcedureLogRow } from '../api/fetch-procedure-log';

/** Every action on the order, oldest first. */
export function ProcedureLog({ log }: { log: SWRResponse<ProcedureLogRow[]> }) {
  const { t, i18n } = useTranslation('trade');
  const format = useFormat();
  if (log.data === undefined && log.error !== undefined)
    return <ErrorState onRetry={() => void log.mutate()} />;
  if (log.data === undefined) return <LoadingState />;
  if (log.data.length === 0)
    return <Typography.Text type="secondary">{t('detail.noLog')}</Typography.Text>;
  return (
    <Timeline
      data-testid="procedure-log"
      items={log.data.map((row) => ({
        key: row.id,
        content: (
          <div>
            <Typography.Text strong>
              {i18n.exists(`trade:logActions.${row.action}`)
                ? t(`logActions.${row.action}`)
                : row.action}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">
              {format.dateTime(row.createTime)} · {row.operatorName ?? '—'}
              {row.companyName ? ` ${t('detail.ofCompany', { name: row.companyName })}` : ''}
            </Typography.Text>
            {row.remark && <div>{row.remark}</div>}
          </div>
        ),
      }))}
    />
  );
}

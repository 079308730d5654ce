import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isOrderType, type Stage } from '../api/order';

const STAGE_COLORS: Record<Stage, string> = {
  tradePending: 'gold',
  tradeRejected: 'red',
  tradePassed: 'blue',
  contractPending: 'gold',
  contractRejected: 'red',
  contractConfirmed: 'cyan',
  contractSigning: 'geekblue',
  signingComplete: 'purple',
  contractExecuting: 'processing',
  completed: 'green',
  void: 'default',
  incomplete: 'default',
};

/** The order's trade stage (spec §4 labels) as a coloured tag. */
export function StageTag({ stage }: { stage: Stage }) {
  const { t } = useTranslation('trade');
  return (
    <Tag color={STAGE_COLORS[stage] ?? 'default'} data-testid="order-stage" data-stage={stage}>
      {t(`stages.${stage}`)}
    </Tag>
  );
}

export function OrderTypeText({ type }: { type: number | null | undefined }) {
  const { t } = useTranslation('trade');
  return <>{isOrderType(type) ? t(`orderTypes.${type}`) : '—'}</>;
}

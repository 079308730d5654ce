import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderAction } from '../api/order';
import { ReasonModal } from './reason-modal';

/** The order actions that are buttons of the bar, in the order they are shown. */
export const BAR_ACTIONS: readonly OrderAction[] = [
  'confirm',
  'reject',
  'reTrade',
  'submit',
  'approve',
  'deny',
  'takeEffect',
  'cancel',
  'delete',
  'contact',
];

export interface ActionHandlers {
  confirm: () => Promise<boolean>;
  reject: (reason: string) => Promise<boolean>;
  reTrade: () => Promise<boolean>;
  submit: () => Promise<boolean>;
  approve: () => Promise<boolean>;
  deny: (reason: string) => Promise<boolean>;
  takeEffect: () => Promise<boolean>;
  cancel: () => Promise<boolean>;
  delete: () => Promise<boolean>;
  contact: () => void;
}

/**
 * The buttons of the actions the server listed for the caller — nothing else: the UI never decides
 * on its own what is allowed (docs/trade-orders.md).
 */
export function ActionBar({
  actions,
  handlers,
  submitInForm,
}: {
  actions: readonly OrderAction[];
  handlers: ActionHandlers;
  /** The supplement form shows 提交审核 next to 暂存, so the bar leaves it out. */
  submitInForm: boolean;
}) {
  const { t } = useTranslation('trade');
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [asking, setAsking] = useState<'reject' | 'deny' | null>(null);
  const shown = BAR_ACTIONS.filter(
    (action) => actions.includes(action) && !(action === 'submit' && submitInForm),
  );

  async function run(action: OrderAction, call: () => Promise<boolean>) {
    setBusy(action);
    try {
      await call();
    } finally {
      setBusy(null);
    }
  }

  function button(action: OrderAction) {
    const common = {
      'data-testid': `order-action-${action}`,
      loading: busy === action,
      disabled: busy !== null && busy !== action,
    };
    switch (action) {
      case 'reject':
      case 'deny':
        return (
          <Button key={action} {...common} danger onClick={() => setAsking(action)}>
            {t(`actions.${action}`)}
          </Button>
        );
      case 'cancel':
      case 'delete':
        return (
          <Popconfirm
            key={action}
            title={t(`detail.${action}Confirm`)}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => run(action, handlers[action])}
          >
            <Button {...common} danger>
              {t(`actions.${action}`)}
            </Button>
          </Popconfirm>
        );
      case 'contact':
        return (
          <Button key={action} {...common} onClick={handlers.contact}>
            {t('actions.contact')}
          </Button>
        );
      default: {
        const call =
          handlers[action as 'confirm' | 'reTrade' | 'submit' | 'approve' | 'takeEffect'];
        return (
          <Button
            key={action}
            {...common}
            type={
              action === 'confirm' ||
              action === 'submit' ||
              action === 'approve' ||
              action === 'takeEffect'
                ? 'primary'
                : 'default'
            }
            onClick={() => void run(action, call)}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      }
    }
  }

  if (shown.length === 0) return null;
  return (
    <div role="toolbar" aria-label={t('detail.actions')} data-testid="order-actions">
      <Space wrap>{shown.map(button)}</Space>
      {asking && (
        <ReasonModal
          title={t(asking === 'reject' ? 'detail.rejectTitle' : 'detail.denyTitle')}
          label={t(asking === 'reject' ? 'detail.rejectReason' : 'detail.deniedReason')}
          onSubmit={(reason) => handlers[asking](reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}

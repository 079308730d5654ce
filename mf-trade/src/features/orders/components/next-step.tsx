import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../api/order';

/** The id of the buyer's invoice form, where the invoice step leads. */
export const INVOICE_FORM_ID = 'order-invoice';

/** The situations the panel names; each is a text under `nextStep.` in every language. */
export type NextStepKey =
  | 'sellerConfirm'
  | 'buyerAwaitConfirm'
  | 'buyerReTrade'
  | 'sellerAwaitReTrade'
  | 'buyerInvoice'
  | 'buyerAwaitContract'
  | 'sellerContract'
  | 'sellerResubmit'
  | 'sellerAwaitInvoice'
  | 'awaitReview'
  | 'review'
  | 'buyerSign'
  | 'sellerAwaitSign'
  | 'buyerExecuting'
  | 'sellerExecuting'
  | 'completed'
  | 'void'
  | 'reviewerNothing';

export interface NextStep {
  key: NextStepKey;
  /** The reader must act (otherwise the panel says whom the order waits for). */
  mine: boolean;
}

/**
 * What the reader of the order does next, or whom it waits for, from its role and stage — the
 * same stage the badge shows, so panel and badge never disagree (docs/trade-orders.md, "The
 * order page").
 */
export function nextStepOf(order: OrderDetail): NextStep {
  const buyer = order.role === 1;
  const seller = order.role === 2;
  const step = (key: NextStepKey, mine: boolean): NextStep => ({ key, mine });
  switch (order.stage) {
    case 'void':
      return step('void', false);
    case 'completed':
      return step('completed', false);
    case 'contractPending':
      return seller || buyer ? step('awaitReview', false) : step('review', true);
    default:
      break;
  }
  if (!buyer && !seller) return step('reviewerNothing', false);
  switch (order.stage) {
    case 'tradePending':
      return buyer ? step('buyerAwaitConfirm', false) : step('sellerConfirm', true);
    case 'tradeRejected':
      return buyer ? step('buyerReTrade', true) : step('sellerAwaitReTrade', false);
    case 'contractSigning':
      return buyer ? step('buyerSign', true) : step('sellerAwaitSign', false);
    case 'signingComplete':
    case 'contractExecuting':
      return buyer ? step('buyerExecuting', false) : step('sellerExecuting', true);
    default:
      // Trade accepted, contract being prepared or rejected in review: the seller's supplement
      // and the buyer's invoice info, which submit needs.
      if (buyer)
        return order.invoice ? step('buyerAwaitContract', false) : step('buyerInvoice', true);
      if (!order.invoice) return step('sellerAwaitInvoice', true);
      return order.stage === 'contractRejected'
        ? step('sellerResubmit', true)
        : step('sellerContract', true);
  }
}

/** Focusing the form's first text field scrolls the form into view. */
function showInvoiceForm() {
  document
    .getElementById(INVOICE_FORM_ID)
    ?.querySelector<HTMLElement>('input:not([type="radio"])')
    ?.focus();
}

/** The top of the order page: what the reader must do now, or whom the order waits for. */
export function NextStepPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('trade');
  const { key, mine } = nextStepOf(order);
  return (
    <Alert
      type={mine ? 'warning' : 'info'}
      showIcon
      title={t(mine ? 'nextStep.yours' : 'nextStep.waiting')}
      description={t(`nextStep.${key}`)}
      action={
        key === 'buyerInvoice' ? (
          <Button size="small" type="primary" onClick={showInvoiceForm}>
            {t('nextStep.fillInvoice')}
          </Button>
        ) : undefined
      }
      data-testid="order-next-step"
      data-step={key}
    />
  );
}

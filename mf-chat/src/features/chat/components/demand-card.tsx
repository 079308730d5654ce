import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@portal/ui';
import type { DemandCardPayload } from '../api/chat-payload';

/**
 * The demand and quote a conversation is about (server-created, type 'demand'): what the buyer
 * wants, the supplier's price, quantity, terms and validity, and the way to the demand — the
 * buyer's own page with every quote, or the public page where the supplier's quote is.
 */
export function DemandCard({ card, buyer }: { card: Partial<DemandCardPayload>; buyer: boolean }) {
  const { t } = useTranslation('chat');
  const demandId = Number.isInteger(card.demandId) ? card.demandId! : null;
  const unit = card.unit ?? '';
  const price = card.totalPrice
    ? t('chat.demand.totalPrice', { currency: card.currency ?? '', price: card.totalPrice })
    : t('chat.demand.unitPrice', {
        currency: card.currency ?? '',
        price: card.unitPrice ?? '',
        unit,
      });
  return (
    <div className="order-card inquiry-card" data-testid="demand-card">
      <Typography.Text type="secondary" className="order-card__label">
        {t('chat.demand.label')}
      </Typography.Text>
      <Typography.Text strong className="order-card__name">
        {card.title}
      </Typography.Text>
      <span className="inquiry-card__figures">
        <span>{card.productName}</span>
        <span>
          {t('chat.demand.wanted', {
            quantity: card.quantity ?? '',
            unit,
            deadline: card.deadline ?? '',
          })}
        </span>
        <span>
          {t('chat.demand.quote', {
            supplier: card.supplierName ?? '',
            price,
            quantity: card.quoteQuantity ?? '',
            unit,
          })}
        </span>
        <span>
          {t('chat.demand.terms', { terms: card.deliveryTerms ?? '', date: card.validUntil ?? '' })}
        </span>
      </span>
      {demandId !== null && (
        <AppLink
          to={buyer ? `/demandDetail?id=${demandId}` : `/demandInfo?id=${demandId}`}
          className="inquiry-card__link"
        >
          {t('chat.demand.open')} →
        </AppLink>
      )}
    </div>
  );
}

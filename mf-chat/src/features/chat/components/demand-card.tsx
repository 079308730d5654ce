import { Typography } from 'antd';
import type { Language } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { AppLink, ListingText, listingLang } from '@portal/ui';
import type { DemandCardPayload } from '../api/chat-payload';

/**
 * The demand and quote a conversation is about (server-created, type 'demand'): what the buyer
 * wants (in the reader's language, else marked with its own), the supplier's price, quantity,
 * terms and validity, and the way to the demand — the buyer's own page with every quote, or the
 * public page where the supplier's quote is.
 */
export function DemandCard({ card, buyer }: { card: Partial<DemandCardPayload>; buyer: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const format = useFormat();
  const reader = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const texts = card.demandTexts?.[reader];
  const supplier = card.supplierNames?.[reader] ?? card.supplierName ?? '';
  const demandId = Number.isInteger(card.demandId) ? card.demandId! : null;
  const unit = card.unit ?? '';
  // Figures, units and days the reader's way; anything malformed in the payload as it came.
  const quantity = (value: string | undefined) =>
    value && Number.isFinite(Number(value)) ? format.number(value) : (value ?? '');
  const unitOf = (value: string | undefined) => format.unit(unit, Number(value) || 2);
  const amount = (value: string | null | undefined) =>
    value && Number.isFinite(Number(value))
      ? format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : (value ?? '');
  const day = (value: string | undefined) =>
    value && /^\d{4}-\d{2}-\d{2}/.test(value) ? format.date(value.slice(0, 10)) : (value ?? '');
  const price = card.totalPrice
    ? t('chat.demand.totalPrice', { currency: card.currency ?? '', price: amount(card.totalPrice) })
    : t('chat.demand.unitPrice', {
        currency: card.currency ?? '',
        price: amount(card.unitPrice),
        unit: format.unit(unit, 1),
      });
  return (
    <div className="order-card inquiry-card" data-testid="demand-card">
      <Typography.Text type="secondary" className="order-card__label">
        {t('chat.demand.label')}
      </Typography.Text>
      <Typography.Text strong className="order-card__name">
        {texts ? (
          <ListingText
            textLanguage={texts.textLanguage}
            machineTranslated={texts.machineTranslated}
          >
            {texts.title}
          </ListingText>
        ) : (
          card.title
        )}
      </Typography.Text>
      <span className="inquiry-card__figures">
        {texts ? (
          <span lang={listingLang(texts.textLanguage)}>{texts.productName}</span>
        ) : (
          <span>{card.productName}</span>
        )}
        <span>
          {t('chat.demand.wanted', {
            quantity: quantity(card.quantity),
            unit: unitOf(card.quantity),
            deadline: day(card.deadline),
          })}
        </span>
        <span>
          {t('chat.demand.quote', {
            supplier,
            price,
            quantity: quantity(card.quoteQuantity),
            unit: unitOf(card.quoteQuantity),
          })}
        </span>
        <span>
          {t('chat.demand.terms', { terms: card.deliveryTerms ?? '', date: day(card.validUntil) })}
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

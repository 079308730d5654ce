import { Typography } from 'antd';
import type { Language } from '@portal/contracts';
import { useFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { AppLink, ListingText } from '@portal/ui';
import type { InquiryPayload } from '../api/chat-payload';

/** Only the portal's own files are shown as the card's picture. */
function isSitePath(url: unknown): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/**
 * A buyer's inquiry (server-created, type 'inquiry'): the product's picture, name (in the
 * reader's language, else marked with its own) and HS code, the quantity with the product's
 * unit, the target price, the destination and the message, leading to the product page.
 */
export function InquiryCard({ inquiry }: { inquiry: Partial<InquiryPayload> }) {
  const { t, i18n } = useTranslation('chat');
  const format = useFormat();
  const shown = inquiry.productNames?.[(i18n.resolvedLanguage ?? i18n.language) as Language];
  const productId = Number.isInteger(inquiry.productId) ? inquiry.productId! : null;
  const unit = inquiry.unit ?? '';
  // The quantity and its unit the reader's way; a malformed quantity as it came.
  const count = Number(inquiry.quantity);
  const quantity =
    inquiry.quantity && Number.isFinite(count)
      ? format.number(inquiry.quantity)
      : (inquiry.quantity ?? '');
  return (
    <div className="order-card inquiry-card" data-testid="inquiry-card">
      <Typography.Text type="secondary" className="order-card__label">
        {t('chat.inquiry.label')}
      </Typography.Text>
      <div className="inquiry-card__product">
        {isSitePath(inquiry.image) && (
          <img src={inquiry.image} alt="" width={56} height={56} className="inquiry-card__image" />
        )}
        <span className="inquiry-card__title">
          <Typography.Text strong className="order-card__name">
            {shown ? (
              <ListingText
                textLanguage={shown.textLanguage}
                machineTranslated={shown.machineTranslated}
              >
                {shown.name}
              </ListingText>
            ) : (
              inquiry.productName
            )}
          </Typography.Text>
          {inquiry.hsCode && (
            <Typography.Text type="secondary" className="inquiry-card__hs">
              {t('chat.inquiry.hsCode', { code: inquiry.hsCode })}
            </Typography.Text>
          )}
        </span>
      </div>
      <span className="inquiry-card__figures">
        <span>{t('chat.inquiry.quantity', { quantity, unit: format.unit(unit, count || 2) })}</span>
        <span>
          {inquiry.targetPrice
            ? t('chat.inquiry.targetPrice', {
                price: Number.isFinite(Number(inquiry.targetPrice))
                  ? format.number(inquiry.targetPrice, {
                      minimumFractionDigits: 2,
                      maximumFractionDigits: 2,
                    })
                  : inquiry.targetPrice,
                currency: inquiry.currency ?? '',
                unit: format.unit(unit, 1),
              })
            : t('chat.inquiry.noTargetPrice')}
        </span>
        <span>{t('chat.inquiry.destination', { destination: inquiry.destination ?? '' })}</span>
      </span>
      {inquiry.text && <span className="chat-text inquiry-card__text">{inquiry.text}</span>}
      {productId !== null && (
        <AppLink to={`/productDetail?id=${productId}`} className="inquiry-card__link">
          {t('chat.inquiry.open')} →
        </AppLink>
      )}
    </div>
  );
}

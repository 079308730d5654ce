import { Button, Card, Checkbox, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@portal/i18n';
import { MoneyText } from '../../common/components/money-text';
import { formatMoneyCents, lineTotalCents } from '../../common/money';
import type { CartGroup, CartItem } from '../api/cart';
import { ShownName } from './shown-name';
import './cart.css';

export interface CartGroupCardProps {
  group: CartGroup;
  selected: ReadonlySet<number>;
  onToggleItem: (id: number, checked: boolean) => void;
  onToggleGroup: (group: CartGroup, checked: boolean) => void;
  onEdit: (item: CartItem) => void;
  onDelete: (item: CartItem) => Promise<void>;
}

/**
 * One seller's items: the company name as title with its select-all checkbox; names in the
 * reader's language, else marked with theirs.
 */
export function CartGroupCard({
  group,
  selected,
  onToggleItem,
  onToggleGroup,
  onEdit,
  onDelete,
}: CartGroupCardProps) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const ticked = group.shoppingCarts.filter((item) => selected.has(item.id)).length;
  const all = ticked > 0 && ticked === group.shoppingCarts.length;

  return (
    <Card
      size="small"
      data-testid={`cart-group-${group.enterpriseId}`}
      title={
        <Checkbox
          checked={all}
          indeterminate={ticked > 0 && !all}
          onChange={(event) => onToggleGroup(group, event.target.checked)}
          data-testid={`cart-group-checkbox-${group.enterpriseId}`}
        >
          <ShownName
            name={group.enterpriseName}
            textLanguage={group.enterpriseTextLanguage}
            machineTranslated={group.enterpriseMachineTranslated}
          />
        </Checkbox>
      }
      className="cart-group"
    >
      <ul className="cart-group__items">
        {group.shoppingCarts.map((item) => {
          const total = lineTotalCents(item.productPrice, item.productQuantity);
          return (
            <li key={item.id} data-testid={`cart-item-${item.id}`} className="cart-item">
              <Checkbox
                checked={selected.has(item.id)}
                onChange={(event) => onToggleItem(item.id, event.target.checked)}
                aria-label={t('cart.selectItem', { name: item.productName })}
                data-testid={`cart-item-checkbox-${item.id}`}
              />
              <span className="cart-item__product">
                {item.imageUrl ? (
                  <img
                    className="cart-item__picture"
                    src={item.imageUrl}
                    alt={item.productName}
                    width={56}
                    height={56}
                    loading="lazy"
                    data-testid={`cart-item-picture-${item.id}`}
                  />
                ) : (
                  <span className="cart-item__picture" aria-hidden="true">
                    {[...item.productName][0]}
                  </span>
                )}
                <Typography.Text strong className="cart-item__name">
                  <ShownName
                    name={item.productName}
                    textLanguage={item.textLanguage}
                    machineTranslated={item.machineTranslated}
                  />
                </Typography.Text>
              </span>
              <span>
                <Typography.Text type="secondary">
                  {t('common.labelled', { label: t('cart.unitPrice') })}
                </Typography.Text>
                <span data-testid={`cart-item-price-${item.id}`}>
                  <MoneyText value={item.productPrice} currency={item.currency} />
                </span>
              </span>
              <span data-testid={`cart-item-quantity-${item.id}`}>
                {format.quantity(item.productQuantity, item.unit)}
              </span>
              <span>
                <Typography.Text type="secondary">
                  {t('common.labelled', { label: t('cart.lineTotal') })}
                </Typography.Text>
                <Typography.Text
                  strong
                  className="cart-item__total"
                  data-testid={`cart-item-total-${item.id}`}
                >
                  {total === null ? t('common.negotiable') : formatMoneyCents(total, item.currency)}
                </Typography.Text>
              </span>
              <Space className="cart-item__actions" wrap>
                <Button
                  size="small"
                  onClick={() => onEdit(item)}
                  aria-label={t('cart.editOf', { name: item.productName })}
                >
                  {t('common.edit')}
                </Button>
                <Popconfirm
                  title={t('cart.deleteConfirm', { name: item.productName })}
                  okText={t('common.delete')}
                  cancelText={t('common.cancel')}
                  onConfirm={() => onDelete(item)}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={t('cart.deleteOf', { name: item.productName })}
                  >
                    {t('common.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

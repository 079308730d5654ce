import { ScrollRegion } from '@portal/ui';
import { useState } from 'react';
import { Button, Input, InputNumber, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DEFAULT_UNIT, useFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../common/components/money-text';
import { PRICE_PATTERN } from '../../common/money';
import type { OrderProduct } from '../api/order';

interface Draft {
  price: string;
  quantity: number | null;
}

/** The order's lines; with `editProducts` the owner prices a line and sets its quantity inline. */
export function ProductsTable({
  products,
  currency,
  editable,
  onSave,
}: {
  products: OrderProduct[];
  currency: string | null;
  editable: boolean;
  onSave: (input: {
    id: number;
    productPrice: string;
    productQuantity: number;
  }) => Promise<boolean>;
}) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>({ price: '', quantity: null });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function start(line: OrderProduct) {
    setEditing(line.id);
    setDraft({ price: line.productPrice ?? '', quantity: line.productQuantity });
    setProblem(null);
  }

  async function save(line: OrderProduct) {
    const price = draft.price.trim();
    if (!price) return setProblem(t('messages.priceRequired'));
    if (!PRICE_PATTERN.test(price)) return setProblem(t('cart.priceFormat'));
    if (draft.quantity === null || draft.quantity === undefined)
      return setProblem(t('messages.quantityRequired'));
    if (!Number.isInteger(draft.quantity) || draft.quantity < 1 || draft.quantity > 1_000_000)
      return setProblem(t('cart.quantityRange'));
    setSaving(true);
    const done = await onSave({
      id: line.id,
      productPrice: price,
      productQuantity: draft.quantity,
    });
    setSaving(false);
    if (done) setEditing(null);
  }

  const columns: ColumnsType<OrderProduct> = [
    { title: t('detail.productName'), dataIndex: 'productName' },
    {
      title: t('cart.truePrice'),
      dataIndex: 'productPrice',
      align: 'right',
      render: (price: string | null, line) =>
        editing === line.id ? (
          <Input
            value={draft.price}
            onChange={(event) => setDraft({ ...draft, price: event.target.value })}
            inputMode="decimal"
            prefix="¥"
            aria-label={t('detail.priceOf', { name: line.productName })}
            data-testid={`order-product-price-${line.id}`}
            style={{ width: 140 }}
          />
        ) : (
          <MoneyText value={price} currency={currency} />
        ),
    },
    {
      title: t('cart.goodNum'),
      dataIndex: 'productQuantity',
      align: 'right',
      render: (quantity: number, line) =>
        editing === line.id ? (
          <InputNumber
            value={draft.quantity}
            precision={0}
            onChange={(value) => setDraft({ ...draft, quantity: value })}
            aria-label={t('detail.quantityOf', { name: line.productName })}
            data-testid={`order-product-quantity-${line.id}`}
            style={{ width: 120 }}
          />
        ) : (
          format.quantity(quantity, line.unit || DEFAULT_UNIT)
        ),
    },
    {
      title: t('cart.lineTotal'),
      dataIndex: 'lineTotal',
      align: 'right',
      render: (total: string | null) => <MoneyText value={total} currency={currency} />,
    },
  ];
  if (editable) {
    columns.push({
      title: t('common.actions'),
      key: 'edit',
      render: (_, line) =>
        editing === line.id ? (
          <Space orientation="vertical" size={4}>
            <Space>
              <Button
                size="small"
                type="primary"
                loading={saving}
                onClick={() => void save(line)}
                data-testid={`order-product-save-${line.id}`}
              >
                {t('common.save')}
              </Button>
              <Button size="small" onClick={() => setEditing(null)}>
                {t('common.cancel')}
              </Button>
            </Space>
            {problem && (
              <Typography.Text type="danger" role="alert">
                {problem}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Button
            size="small"
            onClick={() => start(line)}
            disabled={editing !== null}
            aria-label={t('cart.editOf', { name: line.productName })}
            data-testid={`order-product-edit-${line.id}`}
          >
            {t('common.edit')}
          </Button>
        ),
    });
  }

  return (
    <ScrollRegion label={t('detail.products')}>
      <Table<OrderProduct>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={products}
        pagination={false}
        data-testid="order-products"
      />
    </ScrollRegion>
  );
}

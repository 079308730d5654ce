import { useState } from 'react';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useFormat } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { notify } from '@portal/ui';
import { PRICE_PATTERN } from '../../common/money';
import type { CartItem } from '../api/cart';
import { updateCartItem } from '../api/update-cart-item';

interface Values {
  truePrice?: string;
  goodNum?: number | null;
}

/** Edits one cart item's unit price including tax and quantity (spec §3: truePrice, goodNum). */
export function CartItemModal({
  item,
  onClose,
  onSaved,
}: {
  item: CartItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('trade');
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  async function save() {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const msg = await updateCartItem({
        id: item.id,
        productPrice: (values.truePrice ?? '').trim(),
        productQuantity: Number(values.goodNum),
      });
      notify('success', msg || t('common.saved'));
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      open
      title={t('cart.editTitle', { name: item.productName })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="cart-item"
        initialValues={{ truePrice: item.productPrice ?? '', goodNum: item.productQuantity }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="truePrice"
          label={t('cart.truePrice')}
          rules={[
            { required: true, whitespace: true, message: t('messages.priceRequired') },
            { pattern: PRICE_PATTERN, message: t('cart.priceFormat') },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" data-testid="cart-edit-price" />
        </Form.Item>
        <Form.Item
          name="goodNum"
          label={t('cart.goodNum')}
          rules={[
            { required: true, message: t('messages.quantityRequired') },
            {
              type: 'integer',
              min: 1,
              max: 1_000_000,
              message: t('cart.quantityRange'),
            },
          ]}
        >
          <InputNumber
            style={{ width: '100%' }}
            precision={0}
            suffix={format.unit(item.unit, item.productQuantity)}
            data-testid="cart-edit-quantity"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { navigate, useSession } from '@portal/session';
import { loginAddress } from '../login-address';
import { notify } from '../notify';
import { addToCart } from './api/add-to-cart';

const MAX_QUANTITY = 1_000_000;

/**
 * Puts a product into the member's cart with the chosen quantity (the cart merges repeats); a
 * guest is sent to the login page and brought back here afterwards.
 */
export function AddToCartButton({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (!signedIn) {
      navigate(loginAddress());
      return;
    }
    setBusy(true);
    try {
      const msg = await addToCart(productId, quantity);
      notify('success', msg);
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Space.Compact>
      <InputNumber
        min={1}
        max={MAX_QUANTITY}
        precision={0}
        value={quantity}
        onChange={(value) => setQuantity(value ?? 1)}
        aria-label={`${t('trade.quantity')} · ${productName}`}
        style={{ width: 96 }}
      />
      <Button
        type="primary"
        loading={busy}
        onClick={() => void add()}
        aria-label={`${t('trade.addToCart')} · ${productName}`}
      >
        {t('trade.addToCart')}
      </Button>
    </Space.Compact>
  );
}

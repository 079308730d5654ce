import { useMemo, useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { isApiError } from '@portal/api-client';
import { navigate, useSession } from '@portal/session';
import { AppLink, notify } from '@portal/ui';
import { EmptyState, ErrorState, LoadingState } from '../../common/components/query-state';
import type { CartGroup, CartItem } from '../api/cart';
import { deleteCartItem } from '../api/delete-cart-item';
import { fetchCart } from '../api/fetch-cart';
import { placeOrder } from '../api/place-order';
import { CartGroupCard } from '../components/cart-group-card';
import { CartItemModal } from '../components/cart-item-modal';
import { cartTotals } from '../components/cart-totals';
import { OrderReviewModal } from '../components/order-review-modal';
import '../components/cart.css';
import '../../../app/locales';

/**
 * Spec §2 cart page: items grouped by seller, ticked per item, group or all, then ordered. Every
 * item starts ticked — the product just added counts in the total at once; the buyer unticks
 * what is not to be ordered now (docs/trade-orders.md, "Cart").
 */
export function CartPage() {
  const { t } = useTranslation('trade');
  const memberId = useSession((state) => state.user?.id ?? null);
  const signedIn = useSession((state) => state.token !== null);
  const cart = useSWR(memberId === null ? null : ['cart', memberId], () =>
    fetchCart(memberId ?? 0),
  );
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [placing, setPlacing] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  const groups = useMemo<CartGroup[]>(() => cart.data ?? [], [cart.data]);
  const items = useMemo(() => groups.flatMap((group) => group.shoppingCarts), [groups]);
  const ticked = items.filter((item) => !unticked.has(item.id));
  const selected = new Set(ticked.map((item) => item.id));
  const totals = cartTotals(ticked);
  const allTicked = items.length > 0 && ticked.length === items.length;

  function toggle(ids: number[], checked: boolean) {
    setUnticked((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }

  async function remove(item: CartItem) {
    try {
      const msg = await deleteCartItem(item.id);
      notify('success', msg || t('messages.deleted'));
      void cart.mutate();
    } catch {
      // Shown by the client.
    }
  }

  // The orders placing would create: each seller with only its ticked items.
  const orders = groups
    .map((group) => ({
      ...group,
      shoppingCarts: group.shoppingCarts.filter((item) => selected.has(item.id)),
    }))
    .filter((group) => group.shoppingCarts.length > 0);

  function review() {
    if (ticked.length === 0) {
      notify('warning', t('messages.noneTicked'));
      return;
    }
    setReviewing(true);
  }

  async function place() {
    setPlacing(true);
    try {
      const msg = await placeOrder(ticked.map((item) => item.id));
      notify('success', msg || t('messages.placed'));
      setReviewing(false);
      navigate('/purchaseOrders');
    } catch (error) {
      if (isApiError(error) && error.kind === 'session-expired') notify('warning', error.msg);
      else notify('error', t('messages.placeFailed'));
      setReviewing(false);
      void cart.mutate();
    } finally {
      setPlacing(false);
    }
  }

  let body;
  if (!signedIn && memberId === null) {
    body = (
      <EmptyState text={t('common.signedOut')}>
        <AppLink to="/">{t('cart.browse')}</AppLink>
      </EmptyState>
    );
  } else if (cart.data === undefined && cart.error !== undefined) {
    body = <ErrorState onRetry={() => void cart.mutate()} />;
  } else if (cart.data === undefined) {
    body = <LoadingState />;
  } else if (items.length === 0) {
    body = (
      <EmptyState text={t('cart.empty')}>
        <AppLink to="/digitalProduct" data-testid="cart-browse">
          {t('cart.browse')}
        </AppLink>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div style={{ marginBottom: 12 }}>
          <Checkbox
            checked={allTicked}
            indeterminate={ticked.length > 0 && !allTicked}
            onChange={(event) =>
              toggle(
                items.map((item) => item.id),
                event.target.checked,
              )
            }
            data-testid="cart-select-all"
          >
            {t('cart.selectAll')}
          </Checkbox>
        </div>
        {groups.map((group) => (
          <CartGroupCard
            key={`${group.enterpriseId}:${group.enterpriseName}`}
            group={group}
            selected={selected}
            onToggleItem={(id, checked) => toggle([id], checked)}
            onToggleGroup={(target, checked) =>
              toggle(
                target.shoppingCarts.map((item) => item.id),
                checked,
              )
            }
            onEdit={setEditing}
            onDelete={remove}
          />
        ))}
      </>
    );
  }

  return (
    <section className="cart-page" aria-busy={cart.isValidating}>
      <Typography.Title level={2}>{t('cart.title')}</Typography.Title>
      {body}
      {items.length > 0 && (
        <div className="cart-bar">
          <Space size="large" wrap className="cart-bar__content">
            <span data-testid="cart-selected-count">
              {t('cart.selectedCount', { count: ticked.length })}
            </span>
            <span className="cart-bar__total">
              {t('common.labelled', { label: t('cart.total') })}
              <Typography.Text strong data-testid="cart-total" style={{ fontSize: 18 }}>
                {totals.text}
              </Typography.Text>
              {totals.negotiable > 0 && (
                <Typography.Text type="secondary">
                  {' '}
                  {t('cart.negotiableLines', { count: totals.negotiable })}
                </Typography.Text>
              )}
            </span>
            <Button type="primary" size="large" onClick={review} data-testid="cart-submit">
              {t('cart.submit')}
            </Button>
          </Space>
        </div>
      )}
      {reviewing && orders.length > 0 && (
        <OrderReviewModal
          orders={orders}
          placing={placing}
          onConfirm={() => void place()}
          onCancel={() => setReviewing(false)}
        />
      )}
      {editing && (
        <CartItemModal
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void cart.mutate();
          }}
        />
      )}
    </section>
  );
}

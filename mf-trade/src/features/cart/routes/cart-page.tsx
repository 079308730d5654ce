import { useMemo, useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@portal/api-client';
import { navigate, useSession } from '@portal/session';
import { AppLink } from '@portal/ui';
import { EmptyState, ErrorState, LoadingState } from '../../common/components/query-state';
import { TRADE_MESSAGES } from '../../common/messages';
import { formatMoneyCents, lineTotalCents } from '../../common/money';
import { notify } from '../../common/notify';
import { useLoad } from '../../common/use-load';
import type { CartGroup, CartItem } from '../api/cart';
import { deleteCartItem } from '../api/delete-cart-item';
import { fetchCart } from '../api/fetch-cart';
import { placeOrder } from '../api/place-order';
import { CartGroupCard } from '../components/cart-group-card';
import { CartItemModal } from '../components/cart-item-modal';
import '../components/cart.css';
import '../../../app/locales';

/** Selected totals per currency ("¥ 1,200.00 + € 30.00"); unpriced lines are counted apart. */
function selectedTotals(items: CartItem[]) {
  const totals = new Map<string, bigint>();
  let negotiable = 0;
  for (const item of items) {
    const cents = lineTotalCents(item.productPrice, item.productQuantity);
    if (cents === null) {
      negotiable += 1;
      continue;
    }
    const currency = item.currency || 'CNY';
    totals.set(currency, (totals.get(currency) ?? 0n) + cents);
  }
  const text = [...totals.entries()]
    .map(([currency, cents]) => formatMoneyCents(cents, currency))
    .join(' + ');
  return { text: text || formatMoneyCents(0n, 'CNY'), negotiable };
}

/** Spec §2 cart page: items grouped by seller, ticked per item, group or all, then ordered. */
export function CartPage() {
  const { t } = useTranslation('trade');
  const memberId = useSession((state) => state.user?.id ?? null);
  const signedIn = useSession((state) => state.token !== null);
  const cart = useLoad(memberId === null ? null : `cart:${memberId}`, () =>
    fetchCart(memberId ?? 0),
  );
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<CartItem | null>(null);
  const [placing, setPlacing] = useState(false);

  const groups = useMemo<CartGroup[]>(() => cart.data ?? [], [cart.data]);
  const items = useMemo(() => groups.flatMap((group) => group.shoppingCarts), [groups]);
  // Ticks of items that are gone (deleted, ordered) no longer count.
  const ticked = items.filter((item) => selected.has(item.id));
  const totals = selectedTotals(ticked);
  const allTicked = items.length > 0 && ticked.length === items.length;

  function toggle(ids: number[], checked: boolean) {
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  async function remove(item: CartItem) {
    try {
      const msg = await deleteCartItem(item.id);
      notify('success', msg || TRADE_MESSAGES.deleted);
      toggle([item.id], false);
      cart.reload();
    } catch {
      // Shown by the client.
    }
  }

  async function submit() {
    if (ticked.length === 0) {
      notify('warning', TRADE_MESSAGES.noneTicked);
      return;
    }
    setPlacing(true);
    try {
      const msg = await placeOrder(ticked.map((item) => item.id));
      notify('success', msg || TRADE_MESSAGES.placed);
      setSelected(new Set());
      navigate('/purchaseOrders');
    } catch (error) {
      if (isApiError(error) && error.kind === 'session-expired') notify('warning', error.msg);
      else notify('error', TRADE_MESSAGES.placeFailed);
      cart.reload();
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
    body = <ErrorState onRetry={cart.reload} />;
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
    <section className="cart-page" aria-busy={cart.loading}>
      <Typography.Title level={2}>{t('cart.title')}</Typography.Title>
      {body}
      {items.length > 0 && (
        <div className="cart-bar">
          <Space size="large" wrap className="cart-bar__content">
            <span data-testid="cart-selected-count">
              {t('cart.selectedCount', { count: ticked.length })}
            </span>
            <span className="cart-bar__total">
              {t('cart.total')}：
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
            <Button
              type="primary"
              size="large"
              loading={placing}
              onClick={() => void submit()}
              data-testid="cart-submit"
            >
              {t('cart.submit')}
            </Button>
          </Space>
        </div>
      )}
      {editing && (
        <CartItemModal
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            cart.reload();
          }}
        />
      )}
    </section>
  );
}

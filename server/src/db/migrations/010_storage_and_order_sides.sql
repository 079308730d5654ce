-- Security issue 11, items 6 and 15.

-- Deleting a voided order hides it only for the side that deleted it (docs/trade-orders.md); the
-- other side, and the platform's review, still see it.
ALTER TABLE orders ADD COLUMN buyer_deleted_at TIMESTAMPTZ;
ALTER TABLE orders ADD COLUMN seller_deleted_at TIMESTAMPTZ;

-- Security issue 11, items 6 and 15.

-- Deleting a voided order hides it only for the side that deleted it (docs/trade-orders.md); the
-- other side, and the platform's review, still see it.
ALTER TABLE orders ADD COLUMN buyer_deleted_at TIMESTAMPTZ;
ALTER TABLE orders ADD COLUMN seller_deleted_at TIMESTAMPTZ;

-- Upload storage per company by membership tier, in MiB (docs/staff-and-membership.md): every
-- stored upload of the company counts until it is deleted.
ALTER TABLE membership_tiers ADD COLUMN storage_quota_mb INTEGER NOT NULL DEFAULT 200
  CHECK (storage_quota_mb > 0);
UPDATE membership_tiers SET storage_quota_mb = 200   WHERE role_key = 'start';
UPDATE membership_tiers SET storage_quota_mb = 1024  WHERE role_key = 'silver';
UPDATE membership_tiers SET storage_quota_mb = 5120  WHERE role_key = 'gold';
UPDATE membership_tiers SET storage_quota_mb = 20480 WHERE role_key = 'diamond';

-- The per-member upload rate counts one member's recent uploads; the sweep looks at old ones.
CREATE INDEX files_member_created_idx ON files (member_id, created_at);
CREATE INDEX files_created_idx ON files (created_at);

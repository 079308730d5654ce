-- Staff (sub-member) profiles and employee verification, membership benefits and prices, and the
-- requests to open a paid tier (activated by the platform after offline payment).

ALTER TABLE members ADD COLUMN english_name TEXT;
ALTER TABLE members ADD COLUMN work_email TEXT;
ALTER TABLE members ADD COLUMN wechat TEXT;
ALTER TABLE members ADD COLUMN business_card TEXT;           -- an uploaded image url, like touxiang
-- employee verification by the company's main account (needs a business card on file)
ALTER TABLE members ADD COLUMN verified BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE members ADD COLUMN verified_at TIMESTAMPTZ;

ALTER TABLE membership_tiers ADD COLUMN fee_discount SMALLINT NOT NULL DEFAULT 100
  CHECK (fee_discount BETWEEN 1 AND 100);                     -- percent of the fee payable
ALTER TABLE membership_tiers ADD COLUMN free_listing BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE membership_tiers ADD COLUMN price NUMERIC(12, 2) NOT NULL DEFAULT 0;  -- yuan per term

UPDATE membership_tiers SET fee_discount = 100, free_listing = FALSE, price = 0     WHERE role_key = 'start';
UPDATE membership_tiers SET fee_discount = 95,  free_listing = FALSE, price = 3980  WHERE role_key = 'silver';
UPDATE membership_tiers SET fee_discount = 90,  free_listing = TRUE,  price = 9800  WHERE role_key = 'gold';
UPDATE membership_tiers SET fee_discount = 85,  free_listing = TRUE,  price = 29800 WHERE role_key = 'diamond';

CREATE TABLE membership_applications (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  tier_id            INTEGER NOT NULL REFERENCES membership_tiers (id),
  applicant_id       INTEGER NOT NULL REFERENCES members (id),
  -- 0 pending, 1 activated, 2 declined
  status             SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  decline_reason     TEXT,
  created_at         TIMESTAMPTZ NOT NULL,
  decided_at         TIMESTAMPTZ,
  decided_by         INTEGER REFERENCES members (id)
);
-- one pending request per company
CREATE UNIQUE INDEX membership_applications_pending_idx
  ON membership_applications (company_id) WHERE status = 0;
CREATE INDEX membership_applications_status_idx ON membership_applications (status, created_at);

-- 6: feedback replies; 7: membership activated
ALTER TABLE notifications DROP CONSTRAINT notifications_message_types_of_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_message_types_of_check
  CHECK (message_types_of IN (3, 4, 5, 6, 7));

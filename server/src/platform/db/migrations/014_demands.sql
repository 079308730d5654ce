-- Demands and quotations (issue #13, docs/demand.md): a buyer posts what it needs, suppliers quote,
-- the buyer confirms one quote, which becomes a trade order.

CREATE TABLE demands (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  created_by         INTEGER NOT NULL REFERENCES members (id),
  -- the reception contact (spec §5): quotes and chats go to this member of the buyer
  receiver_id        INTEGER NOT NULL REFERENCES members (id),
  title              TEXT NOT NULL,
  product_name       TEXT NOT NULL,
  hs_code            TEXT,
  industry           TEXT NOT NULL,
  quantity           NUMERIC(13, 3) NOT NULL CHECK (quantity > 0),
  unit               TEXT NOT NULL,
  price_min          NUMERIC(14, 2) NOT NULL CHECK (price_min > 0),
  price_max          NUMERIC(14, 2) NOT NULL CHECK (price_max >= price_min),
  currency           TEXT NOT NULL,
  -- the last day quotes are taken (platform time zone, docs/demand.md)
  deadline           DATE NOT NULL,
  description        TEXT,
  -- true: only the designated suppliers see the demand; false: public, they are invited
  designated_only    BOOLEAN NOT NULL DEFAULT FALSE,
  -- spec §4: 1 ongoing, 2 expired, 3 completed
  status             SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  search_text        TEXT NOT NULL,
  created_at         TIMESTAMPTZ NOT NULL,
  updated_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX demands_company_idx ON demands (company_id, created_at DESC, id DESC);
CREATE INDEX demands_ongoing_idx ON demands (created_at DESC, id DESC) WHERE status = 1;
CREATE INDEX demands_deadline_idx ON demands (deadline) WHERE status = 1;

CREATE TABLE demand_attachments (
  demand_id          INTEGER NOT NULL REFERENCES demands (id) ON DELETE CASCADE,
  file_id            INTEGER NOT NULL REFERENCES files (id),
  position           SMALLINT NOT NULL,
  PRIMARY KEY (demand_id, file_id)
);
CREATE INDEX demand_attachments_file_idx ON demand_attachments (file_id);

CREATE TABLE demand_suppliers (
  demand_id          INTEGER NOT NULL REFERENCES demands (id) ON DELETE CASCADE,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  PRIMARY KEY (demand_id, company_id)
);
CREATE INDEX demand_suppliers_company_idx ON demand_suppliers (company_id);

CREATE TABLE quotes (
  id                 SERIAL PRIMARY KEY,
  demand_id          INTEGER NOT NULL REFERENCES demands (id),
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  member_id          INTEGER NOT NULL REFERENCES members (id),
  -- spec §4: 1 quoted, 2 confirmed, 3 expired
  status             SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  -- 0 as first sent, 1 once revised (one revision allowed); the first version is in quote_versions
  revision           SMALLINT NOT NULL DEFAULT 0 CHECK (revision IN (0, 1)),
  unit_price         NUMERIC(14, 2),
  total_price        NUMERIC(16, 2),
  quantity           NUMERIC(13, 3) NOT NULL CHECK (quantity > 0),
  currency           TEXT NOT NULL,
  delivery_terms     TEXT NOT NULL,
  delivery_date      DATE NOT NULL,
  valid_until        DATE NOT NULL,
  message            TEXT NOT NULL DEFAULT '',
  order_id           INTEGER REFERENCES orders (id),
  created_at         TIMESTAMPTZ NOT NULL,
  updated_at         TIMESTAMPTZ NOT NULL,
  CHECK ((unit_price IS NULL) <> (total_price IS NULL)),
  UNIQUE (demand_id, company_id)
);
CREATE INDEX quotes_company_idx ON quotes (company_id, created_at DESC, id DESC);
CREATE INDEX quotes_open_idx ON quotes (valid_until) WHERE status = 1;

-- Every version a supplier sent, the first one kept when it revises.
CREATE TABLE quote_versions (
  quote_id           INTEGER NOT NULL REFERENCES quotes (id),
  revision           SMALLINT NOT NULL,
  content            JSONB NOT NULL,
  created_at         TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (quote_id, revision)
);

-- Quotes a company may send per calendar month, by membership tier (docs/demand.md).
ALTER TABLE membership_tiers ADD COLUMN quote_quota INTEGER NOT NULL DEFAULT 10;
UPDATE membership_tiers SET quote_quota = 10  WHERE role_key = 'start';
UPDATE membership_tiers SET quote_quota = 50  WHERE role_key = 'silver';
UPDATE membership_tiers SET quote_quota = 200 WHERE role_key = 'gold';
UPDATE membership_tiers SET quote_quota = 1000 WHERE role_key = 'diamond';

-- Units of each trade currency per 1 CNY on a day, entered by the platform's operators; the quote
-- comparison converts with them and shows their date. No rate, no conversion: none is invented.
CREATE TABLE exchange_rates (
  currency           TEXT PRIMARY KEY,
  per_cny            NUMERIC(18, 8) NOT NULL CHECK (per_cny > 0),
  rate_date          DATE NOT NULL,
  source             TEXT NOT NULL,
  updated_by         INTEGER REFERENCES members (id),
  updated_at         TIMESTAMPTZ NOT NULL
);

-- 9: a quote arrived on the receiver's demand; 10: the receiver's quote was confirmed or expired,
-- or its company was invited to quote (lib/notifications.ts).
ALTER TABLE notifications DROP CONSTRAINT notifications_message_types_of_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_message_types_of_check
  CHECK (message_types_of IN (3, 4, 5, 6, 7, 8, 9, 10));

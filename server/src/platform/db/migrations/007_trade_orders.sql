-- Cart and trade orders (docs/trade-orders.md): cart items, the order's contract, execution and
-- supplement columns, contract files, instalments, the buyer's invoice request, the procedure
-- log and the order-number sequence. Money stays NUMERIC(14, 2).

CREATE TABLE cart_items (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),  -- the buying company
  member_id          INTEGER NOT NULL REFERENCES members (id),    -- who added it (owns it)
  product_id         INTEGER NOT NULL REFERENCES products (id),
  seller_company_id  INTEGER NOT NULL REFERENCES companies (id),
  product_price      NUMERIC(14, 2),           -- unit price incl. tax; NULL: '面议'
  quantity           INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
  created_at         TIMESTAMPTZ NOT NULL,
  updated_at         TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, product_id)
);

ALTER TABLE orders ADD COLUMN contract_status SMALLINT NOT NULL DEFAULT 1
  CHECK (contract_status IN (1, 2, 3, 4));    -- 1 draft, 2 uploaded, 3 refused, 4 confirmed
ALTER TABLE orders ADD COLUMN execution_status SMALLINT NOT NULL DEFAULT 1
  CHECK (execution_status BETWEEN 1 AND 5);   -- 1 awaiting appointment … 5 completed
ALTER TABLE orders ADD COLUMN signed_at TIMESTAMPTZ;           -- set by take effect
ALTER TABLE orders ADD COLUMN submitted_at TIMESTAMPTZ;        -- last submit for review
ALTER TABLE orders ADD COLUMN contract_name TEXT;
ALTER TABLE orders ADD COLUMN contract_number TEXT;
ALTER TABLE orders ADD COLUMN settlement_quantity NUMERIC(14, 3);
ALTER TABLE orders ADD COLUMN settlement_amount NUMERIC(14, 2);
ALTER TABLE orders ADD COLUMN pickup_address TEXT;
ALTER TABLE orders ADD COLUMN pickup_contact TEXT;
ALTER TABLE orders ADD COLUMN pickup_phone TEXT;
ALTER TABLE orders ADD COLUMN pickup_date DATE;
ALTER TABLE orders ADD COLUMN customs_declaration_no TEXT;
ALTER TABLE orders ADD COLUMN customs_port TEXT;
ALTER TABLE orders ADD COLUMN customs_broker TEXT;
ALTER TABLE orders ADD COLUMN buyer_member_id INTEGER REFERENCES members (id);  -- who placed it
UPDATE orders o SET buyer_member_id = (
  SELECT m.id FROM members m WHERE m.company_id = o.buyer_company_id AND m.mid = 0 ORDER BY m.id LIMIT 1
);

-- The order list: one company's orders as seller or buyer, newest first, optionally one status
-- (the stage filters are status predicates). The review list: orders submitted at least once.
DROP INDEX orders_buyer_idx;
DROP INDEX orders_seller_idx;
CREATE INDEX orders_seller_list_idx ON orders (seller_company_id, created_at DESC, id DESC);
CREATE INDEX orders_seller_status_idx ON orders (seller_company_id, status, created_at DESC, id DESC);
CREATE INDEX orders_buyer_list_idx ON orders (buyer_company_id, created_at DESC, id DESC);
CREATE INDEX orders_buyer_status_idx ON orders (buyer_company_id, status, created_at DESC, id DESC);
CREATE INDEX orders_review_idx ON orders (created_at DESC, id DESC) WHERE submitted_at IS NOT NULL;
-- duplicate contract number / name within the selling company
CREATE INDEX orders_contract_number_idx ON orders (seller_company_id, contract_number)
  WHERE contract_number IS NOT NULL;
CREATE INDEX orders_contract_name_idx ON orders (seller_company_id, contract_name)
  WHERE contract_name IS NOT NULL;

CREATE SEQUENCE order_no_seq;

CREATE TABLE order_contract_files (
  order_id           INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  file_id            INTEGER NOT NULL REFERENCES files (id),
  position           SMALLINT NOT NULL,
  PRIMARY KEY (order_id, file_id)
);
CREATE INDEX order_contract_files_file_idx ON order_contract_files (file_id);

-- Saved by temporary store as entered; submit checks that each is complete.
CREATE TABLE order_instalments (
  id                 SERIAL PRIMARY KEY,
  order_id           INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position           SMALLINT NOT NULL,
  amount             NUMERIC(14, 2) CHECK (amount > 0),
  due_date           DATE,
  received           BOOLEAN,
  received_at        TIMESTAMPTZ,
  UNIQUE (order_id, position)
);

CREATE TABLE order_invoices (
  order_id           INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  header_type        SMALLINT NOT NULL CHECK (header_type IN (1, 2)),  -- 1 VAT special, 2 ordinary
  medium             SMALLINT NOT NULL CHECK (medium IN (1, 2)),       -- 1 electronic, 2 paper
  title              TEXT NOT NULL,
  tax_number         TEXT NOT NULL,
  email              TEXT,
  mail_name          TEXT,
  mail_phone         TEXT,
  mail_address       TEXT,
  -- 1 issuing, 2 issued, 3 rejected, 4 sent (set by the seller through progress)
  status             SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4)),
  created_at         TIMESTAMPTZ NOT NULL,
  updated_at         TIMESTAMPTZ NOT NULL
);

CREATE TABLE procedure_logs (
  id                 SERIAL PRIMARY KEY,
  order_id           INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  action             TEXT NOT NULL,
  operator_id        INTEGER NOT NULL REFERENCES members (id),
  operator_name      TEXT,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  company_name       TEXT,
  from_status        SMALLINT,
  to_status          SMALLINT,
  remark             TEXT,
  created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX procedure_logs_order_idx ON procedure_logs (order_id, id);
CREATE INDEX orders_review_status_idx ON orders (status, created_at DESC, id DESC)
  WHERE submitted_at IS NOT NULL;

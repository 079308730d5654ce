-- Digital-transformation products and services offered on the platform, and enterprises' orders
-- of them (issue #13, docs/digital-products.md). Texts are stored in the four portal languages
-- ({"zh": …, "cht": …, "pt": …, "en": …}) and served in the request's.
CREATE TABLE digital_products (
  id                 SERIAL PRIMARY KEY,
  -- a stable key for content imports (the demo catalogue upserts by it)
  code               TEXT NOT NULL UNIQUE,
  name               JSONB NOT NULL,
  provider           JSONB NOT NULL,
  summary            JSONB NOT NULL,
  description        JSONB NOT NULL,
  -- the diagnosis dimensions it improves (lib/diagnosis-questionnaire.ts DIMENSIONS)
  dimensions         TEXT[] NOT NULL CHECK (cardinality(dimensions) > 0),
  -- [{key, name, price, currency, period, features[]}]: name, period and features localised
  plans              JSONB NOT NULL CHECK (jsonb_array_length(plans) > 0),
  -- [{company, story}], localised
  cases              JSONB NOT NULL DEFAULT '[]',
  sort               INTEGER NOT NULL DEFAULT 0,
  enabled            BOOLEAN NOT NULL DEFAULT TRUE,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX digital_products_dimensions_idx ON digital_products USING GIN (dimensions);

-- 1 submitted → 2 accepted → 3 in service → 4 completed; 5 cancelled (by the enterprise while
-- submitted, by the platform before completion).
CREATE TABLE digital_orders (
  id                 SERIAL PRIMARY KEY,
  order_no           TEXT NOT NULL UNIQUE,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  member_id          INTEGER NOT NULL REFERENCES members (id),
  product_id         INTEGER NOT NULL REFERENCES digital_products (id),
  -- the plan as ordered: its key, and its price at the time
  plan_key           TEXT NOT NULL,
  price              NUMERIC(14, 2) NOT NULL CHECK (price >= 0),
  currency           TEXT NOT NULL,
  contact_name       TEXT NOT NULL,
  contact_phone      TEXT NOT NULL,
  note               TEXT,
  -- the diagnosis whose report recommended it, when ordered from there
  diagnosis_id       INTEGER REFERENCES diagnoses (id),
  status             SMALLINT NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  platform_remark    TEXT,
  created_at         TIMESTAMPTZ NOT NULL,
  updated_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX digital_orders_company_idx ON digital_orders (company_id, created_at DESC, id DESC);
CREATE INDEX digital_orders_status_idx ON digital_orders (status, created_at DESC, id DESC);

-- 11: the platform moved the receiver's digital-product order on (lib/notifications.ts).
ALTER TABLE notifications DROP CONSTRAINT notifications_message_types_of_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_message_types_of_check
  CHECK (message_types_of IN (3, 4, 5, 6, 7, 8, 9, 10, 11));

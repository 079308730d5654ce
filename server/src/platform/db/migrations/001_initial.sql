-- Initial schema. Every company-owned row carries company_id so that tenancy checks are one
-- indexed predicate. Money is NUMERIC (never float); trade statistics are NUMERIC too because the
-- Macau figures carry thousandths of a dollar.

CREATE TABLE companies (
  id                 SERIAL PRIMARY KEY,
  name               TEXT NOT NULL,
  short_name         TEXT,
  credit_code        TEXT UNIQUE,              -- unified social credit code (or foreign registry number)
  country            CHAR(2) NOT NULL,         -- ISO 3166-1 alpha-2: CN, MO, PT, BR, AO ...
  city               TEXT,
  address            TEXT,
  industry           TEXT,
  logo               TEXT,
  -- enterprise verification: 0 not submitted, 1 pending, 2 approved, 3 rejected
  review_status      SMALLINT NOT NULL DEFAULT 0 CHECK (review_status IN (0, 1, 2, 3)),
  reject_reason      TEXT,
  corporate_label    SMALLINT NOT NULL DEFAULT 0,
  -- the portal operator's own organisation; its members act on the platform, not in trade
  is_platform        BOOLEAN NOT NULL DEFAULT FALSE,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX companies_country_idx ON companies (country);

CREATE TABLE members (
  id                 SERIAL PRIMARY KEY,
  -- 0 for the company's main account, otherwise the id of the main account (spec §3)
  mid                INTEGER NOT NULL DEFAULT 0,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  username           TEXT NOT NULL UNIQUE,
  phone              TEXT UNIQUE,
  email              TEXT UNIQUE,              -- stored lower-cased
  name               TEXT,
  password_hash      TEXT NOT NULL,
  -- account status: 0 normal (not verified yet), 1 under review, 2 verified, 3 review failed
  status             SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3)),
  touxiang           TEXT,
  disabled           BOOLEAN NOT NULL DEFAULT FALSE,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX members_company_idx ON members (company_id);
CREATE INDEX members_mid_idx ON members (mid);

CREATE TABLE auth_tokens (
  token_hash         TEXT PRIMARY KEY,         -- hex SHA-256 of the bearer token; the token itself is never stored
  member_id          INTEGER NOT NULL REFERENCES members (id),
  created_at         TIMESTAMPTZ NOT NULL,
  expires_at         TIMESTAMPTZ NOT NULL,
  revoked_at         TIMESTAMPTZ
);
CREATE INDEX auth_tokens_member_idx ON auth_tokens (member_id);

CREATE TABLE captchas (
  uuid               UUID PRIMARY KEY,
  answer_hash        TEXT NOT NULL,
  expires_at         TIMESTAMPTZ NOT NULL,
  used_at            TIMESTAMPTZ
);
CREATE INDEX captchas_expires_idx ON captchas (expires_at);

CREATE TABLE membership_tiers (
  id                 SERIAL PRIMARY KEY,
  role_key           TEXT NOT NULL UNIQUE,
  role_name          TEXT NOT NULL,
  rank               SMALLINT NOT NULL UNIQUE, -- higher is better; "highest level" picks the max
  product_quota      INTEGER NOT NULL,
  sub_account_quota  INTEGER NOT NULL,
  exhibition_quota   INTEGER NOT NULL,
  exhibit_quota      INTEGER NOT NULL,
  duration_days      INTEGER                   -- NULL: no fixed term
);

INSERT INTO membership_tiers (role_key, role_name, rank, product_quota, sub_account_quota, exhibition_quota, exhibit_quota, duration_days) VALUES
  ('start',   '启航版', 1,   20,  2,  1,   5,  90),
  ('silver',  '白银会员', 2, 100,  5,  3,  20, 365),
  ('gold',    '黄金会员', 3, 500, 20, 10, 100, 365),
  ('diamond', '钻石之路', 4, 2000, 50, 30, 500, 365);

CREATE TABLE company_memberships (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  tier_id            INTEGER NOT NULL REFERENCES membership_tiers (id),
  starts_at          TIMESTAMPTZ NOT NULL,
  expires_at         TIMESTAMPTZ
);
CREATE INDEX company_memberships_company_idx ON company_memberships (company_id);

CREATE TABLE member_permissions (
  member_id          INTEGER NOT NULL REFERENCES members (id),
  perms              TEXT NOT NULL,            -- e.g. 'order:order:examine', 'product:supply:publish', '*:*:*'
  PRIMARY KEY (member_id, perms)
);

CREATE TABLE dict_data (
  id                 SERIAL PRIMARY KEY,
  dict_type          TEXT NOT NULL,
  dict_label         TEXT NOT NULL,
  dict_value         TEXT NOT NULL,
  remark             TEXT,
  sort               INTEGER NOT NULL DEFAULT 0,
  UNIQUE (dict_type, dict_value)
);

INSERT INTO dict_data (dict_type, dict_label, dict_value, remark, sort) VALUES
  ('trade_currency', '人民币',     'CNY', '¥',   1),
  ('trade_currency', '美元',       'USD', 'US$', 2),
  ('trade_currency', '欧元',       'EUR', '€',   3),
  ('trade_currency', '澳门元',     'MOP', 'MOP$', 4),
  ('trade_currency', '巴西雷亚尔', 'BRL', 'R$',  5),
  ('trade_currency', '安哥拉宽扎', 'AOA', 'Kz',  6);

-- Reference data (imported from server/data/reference by src/scripts/import-data.ts)

CREATE TABLE reference_imports (
  name               TEXT PRIMARY KEY,
  checksum           TEXT NOT NULL,
  imported_at        TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE hs_sections (
  code               TEXT PRIMARY KEY,         -- Roman numeral I..XXI
  position           SMALLINT NOT NULL UNIQUE,
  name_en            TEXT NOT NULL
);

CREATE TABLE hs_codes (
  code               TEXT PRIMARY KEY,         -- 2, 4 or 6 digits
  section            TEXT,                     -- NULL for chapter 99, which belongs to no section
  parent             TEXT,                     -- NULL for chapters
  level              SMALLINT NOT NULL CHECK (level IN (2, 4, 6)),
  description_en     TEXT NOT NULL,
  name_zh            TEXT,                     -- chapters only
  name_pt            TEXT                      -- chapters only
);
CREATE INDEX hs_codes_parent_idx ON hs_codes (parent);
CREATE INDEX hs_codes_level_idx ON hs_codes (level);

CREATE TABLE trade_by_year (
  reporter           TEXT NOT NULL CHECK (reporter IN ('China', 'Macau')),
  partner            TEXT NOT NULL,
  year               SMALLINT NOT NULL,
  total_trade_usd    NUMERIC(20, 3),           -- NULL: not reported that year
  exports_usd        NUMERIC(20, 3),
  imports_usd        NUMERIC(20, 3),
  balance_usd        NUMERIC(20, 3),
  PRIMARY KEY (reporter, year, partner)
);

CREATE TABLE trade_top_chapters (
  reporter           TEXT NOT NULL,
  partner            TEXT NOT NULL,
  flow               CHAR(1) NOT NULL CHECK (flow IN ('M', 'X')),
  year               SMALLINT NOT NULL,
  rank               SMALLINT NOT NULL,
  hs_chapter         TEXT NOT NULL,
  value_usd          NUMERIC(20, 3) NOT NULL,
  flow_total_usd     NUMERIC(20, 3) NOT NULL,
  share              DOUBLE PRECISION NOT NULL, -- a ratio for display, not money
  PRIMARY KEY (reporter, partner, year, flow, rank)
);

-- Trade

CREATE TABLE products (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  name               TEXT NOT NULL,
  hs_code            TEXT,
  spec               TEXT,
  brand              TEXT,
  origin             TEXT,
  price              NUMERIC(14, 2),           -- NULL: price on request ('面议')
  currency           CHAR(3) NOT NULL DEFAULT 'CNY',
  unit               TEXT NOT NULL,
  -- 0 pending publish, 1 published, 2 disabled
  status             SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX products_company_idx ON products (company_id, status);
CREATE INDEX products_hs_idx ON products (hs_code);

CREATE TABLE orders (
  id                 SERIAL PRIMARY KEY,
  order_no           TEXT NOT NULL UNIQUE,
  company_id         INTEGER NOT NULL REFERENCES companies (id),  -- the owning (selling) company
  enterprise_id      INTEGER NOT NULL REFERENCES members (id),    -- main account of the owner (spec §6 order role)
  buyer_company_id   INTEGER NOT NULL REFERENCES companies (id),
  seller_company_id  INTEGER NOT NULL REFERENCES companies (id),
  -- 1 domestic, 2 international, 3 cross-border
  type               SMALLINT NOT NULL CHECK (type IN (1, 2, 3)),
  -- spec §4: 1 pending confirmation, 2 rejected, 3 effective, 4 submitted for review,
  -- 5 review rejected, 101 completed, 0 voided
  status             SMALLINT NOT NULL CHECK (status IN (0, 1, 2, 3, 4, 5, 101)),
  amount             NUMERIC(14, 2) NOT NULL,
  currency           CHAR(3) NOT NULL,
  follow_up_name     TEXT,
  reject_reason      TEXT,
  denied_reason      TEXT,
  created_by         INTEGER NOT NULL REFERENCES members (id),
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX orders_buyer_idx ON orders (buyer_company_id, status, created_at DESC);
CREATE INDEX orders_seller_idx ON orders (seller_company_id, status, created_at DESC);

CREATE TABLE order_products (
  id                 SERIAL PRIMARY KEY,
  order_id           INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  product_id         INTEGER REFERENCES products (id),
  product_name       TEXT NOT NULL,
  product_price      NUMERIC(14, 2),           -- NULL: '面议', blocks confirmation
  quantity           NUMERIC(14, 3) NOT NULL,
  unit               TEXT NOT NULL
);
CREATE INDEX order_products_order_idx ON order_products (order_id);

-- Messaging

CREATE TABLE conversations (
  id                 SERIAL PRIMARY KEY,
  -- the pair is stored ordered (member_low < member_high) so it is unique whoever writes first
  member_low         INTEGER NOT NULL REFERENCES members (id),
  member_high        INTEGER NOT NULL REFERENCES members (id),
  company_low        INTEGER NOT NULL REFERENCES companies (id),
  company_high       INTEGER NOT NULL REFERENCES companies (id),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_low, member_high),
  CHECK (member_low < member_high)
);
CREATE INDEX conversations_high_idx ON conversations (member_high);

CREATE TABLE chat_messages (
  id                 SERIAL PRIMARY KEY,
  message_id         UUID NOT NULL UNIQUE,
  conversation_id    INTEGER NOT NULL REFERENCES conversations (id),
  sender_id          INTEGER NOT NULL REFERENCES members (id),
  receiver_id        INTEGER NOT NULL REFERENCES members (id),
  sender_company_id  INTEGER NOT NULL REFERENCES companies (id),
  receiver_company_id INTEGER NOT NULL REFERENCES companies (id),
  type               TEXT NOT NULL CHECK (type IN ('text', 'customFile', 'order')),
  payload            TEXT NOT NULL,            -- JSON text, as on the wire
  have_read          BOOLEAN NOT NULL DEFAULT FALSE,
  recalled           BOOLEAN NOT NULL DEFAULT FALSE,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, created_at DESC);
CREATE INDEX chat_messages_unread_idx ON chat_messages (receiver_id) WHERE NOT have_read;

CREATE TABLE notifications (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  member_id          INTEGER NOT NULL REFERENCES members (id),   -- the receiver
  message_title      TEXT NOT NULL,
  message_brief      TEXT,
  message_content    TEXT,
  -- 3 order (opens /orderSupplement), 4 diagnosis (opens /diagnosisDetail)
  message_types_of   SMALLINT NOT NULL CHECK (message_types_of IN (3, 4)),
  jump_id            INTEGER,
  sender_name        TEXT,
  status             SMALLINT NOT NULL DEFAULT 0,
  have_read          BOOLEAN NOT NULL DEFAULT FALSE,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX notifications_member_idx ON notifications (member_id, created_at DESC);

-- Content

CREATE TABLE news (
  id                 SERIAL PRIMARY KEY,
  title              TEXT NOT NULL,
  summary            TEXT,
  content            TEXT NOT NULL,
  lang               TEXT NOT NULL CHECK (lang IN ('zh', 'cht', 'pt', 'en')),
  published_at       TIMESTAMPTZ NOT NULL
);
CREATE INDEX news_lang_published_idx ON news (lang, published_at DESC);
CREATE INDEX news_published_idx ON news (published_at DESC);

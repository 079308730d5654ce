-- Online exhibitions (issue #15, docs/exhibitions.md): operators publish exhibitions, enterprises
-- register with some of their published products, the platform reviews each registration.
-- Texts are stored in the four portal languages ({"zh": …, "cht": …, "pt": …, "en": …}) and
-- served in the request's. Validity dates are calendar days in China time (the platform's day).
CREATE TABLE exhibitions (
  id                 SERIAL PRIMARY KEY,
  title              JSONB NOT NULL,
  organizer          JSONB NOT NULL,
  description        JSONB NOT NULL,
  starts_on          DATE NOT NULL,
  ends_on            DATE NOT NULL,
  created_by         INTEGER REFERENCES members (id),
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on)
);
CREATE INDEX exhibitions_dates_idx ON exhibitions (starts_on, ends_on);

-- Spec §4: not registered (no row) → 1 under review → 2 approved / 3 rejected (with the
-- reviewer's remark); a rejected company registers again on the same row, back to 1.
CREATE TABLE exhibition_registrations (
  id                 SERIAL PRIMARY KEY,
  exhibition_id      INTEGER NOT NULL REFERENCES exhibitions (id),
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  -- who registered (last): the one notified of the decision
  member_id          INTEGER NOT NULL REFERENCES members (id),
  status             SMALLINT NOT NULL CHECK (status IN (1, 2, 3)),
  remark             TEXT,
  reviewer_id        INTEGER REFERENCES members (id),
  reviewed_at        TIMESTAMPTZ,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at         TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (exhibition_id, company_id)
);
CREATE INDEX exhibition_registrations_company_idx ON exhibition_registrations (company_id, status);
CREATE INDEX exhibition_registrations_status_idx ON exhibition_registrations (status, updated_at);

-- The products a registration exhibits (the company's published products, in its order).
CREATE TABLE exhibition_exhibits (
  registration_id    INTEGER NOT NULL REFERENCES exhibition_registrations (id) ON DELETE CASCADE,
  product_id         INTEGER NOT NULL REFERENCES products (id),
  position           SMALLINT NOT NULL,
  PRIMARY KEY (registration_id, product_id)
);
CREATE INDEX exhibition_exhibits_product_idx ON exhibition_exhibits (product_id);

-- Type 12: the platform decided an exhibition registration (jumpId: the registration).
ALTER TABLE notifications DROP CONSTRAINT notifications_message_types_of_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_message_types_of_check
  CHECK (message_types_of IN (3, 4, 5, 6, 7, 8, 9, 10, 11, 12));

-- Favourites, browsing history and feedback. Favourites and history belong to one member (not
-- the company); entity_type is not constrained here because src/lib/entities.ts decides which
-- types exist (adding 'demand' is one registry entry, no migration).

CREATE TABLE favourites (
  id                 SERIAL PRIMARY KEY,
  member_id          INTEGER NOT NULL REFERENCES members (id),
  entity_type        TEXT NOT NULL,
  entity_id          INTEGER NOT NULL,
  view_ip            TEXT,                     -- the address the server saw, not the client's claim
  device_info        TEXT,
  created_at         TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, entity_type, entity_id)
);
CREATE INDEX favourites_member_idx ON favourites (member_id, created_at DESC);

-- One row per member and entity: a repeat view moves viewed_at and counts up.
CREATE TABLE browsing_history (
  id                 SERIAL PRIMARY KEY,
  member_id          INTEGER NOT NULL REFERENCES members (id),
  entity_type        TEXT NOT NULL,
  entity_id          INTEGER NOT NULL,
  view_ip            TEXT,                     -- of the latest view, as the server saw it
  device_info        TEXT,                     -- of the latest view
  view_count         INTEGER NOT NULL DEFAULT 1,
  first_viewed_at    TIMESTAMPTZ NOT NULL,
  viewed_at          TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, entity_type, entity_id)
);
CREATE INDEX browsing_history_member_idx ON browsing_history (member_id, viewed_at DESC);

CREATE TABLE feedback (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  member_id          INTEGER NOT NULL REFERENCES members (id),   -- the submitter, the only member who reads it
  -- 1 suggestion, 2 problem, 3 complaint, 4 other
  type               SMALLINT NOT NULL CHECK (type IN (1, 2, 3, 4)),
  title              TEXT NOT NULL,
  content            TEXT NOT NULL,
  contact            TEXT,
  -- 0 submitted, 1 processing, 2 replied
  status             SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  reply              TEXT,
  replied_by         INTEGER REFERENCES members (id),
  replied_at         TIMESTAMPTZ,
  created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX feedback_member_idx ON feedback (member_id, created_at DESC);
CREATE INDEX feedback_status_idx ON feedback (status, created_at DESC);

CREATE TABLE feedback_attachments (
  feedback_id        INTEGER NOT NULL REFERENCES feedback (id),
  file_id            INTEGER NOT NULL REFERENCES files (id),
  position           SMALLINT NOT NULL,        -- the order the submitter gave
  PRIMARY KEY (feedback_id, file_id)
);

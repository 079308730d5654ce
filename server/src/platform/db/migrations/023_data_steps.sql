-- Data steps (issue #12, src/db/data-steps.ts): work on existing rows that SQL cannot do, run by
-- the server after the migrations, each once per version. The first re-normalises the products'
-- and demands' search_text with the server's normalisation (Traditional Chinese folded to
-- Simplified, docs/supply.md), which only the server's JavaScript can compute.
CREATE TABLE data_steps (
  name               TEXT PRIMARY KEY,
  version            INTEGER NOT NULL,
  done_at            TIMESTAMPTZ NOT NULL DEFAULT now()
);

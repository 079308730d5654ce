-- Listings in the reader's language (issue #34, docs/listing-languages.md). The text an author
-- typed stays in its own columns (products.name and description, companies.name and scope,
-- demands.title, product_name and description); `original_language` says which language that is,
-- and `translations` holds the other languages the author filled or a translator pre-filled:
-- {"pt": {"name": "Chá Pu-erh", "description": "…", "machine": true}, "en": {…}}, `machine`
-- marking text nobody has reviewed. Rows written before this migration get their language from
-- their text in a data step (db/data-steps.ts), not from this default.
ALTER TABLE products ADD COLUMN original_language TEXT NOT NULL DEFAULT 'zh'
  CHECK (original_language IN ('zh', 'cht', 'pt', 'en'));
ALTER TABLE products ADD COLUMN translations JSONB NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE companies ADD COLUMN original_language TEXT NOT NULL DEFAULT 'zh'
  CHECK (original_language IN ('zh', 'cht', 'pt', 'en'));
ALTER TABLE companies ADD COLUMN translations JSONB NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');

ALTER TABLE demands ADD COLUMN original_language TEXT NOT NULL DEFAULT 'zh'
  CHECK (original_language IN ('zh', 'cht', 'pt', 'en'));
ALTER TABLE demands ADD COLUMN translations JSONB NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(translations) = 'object');

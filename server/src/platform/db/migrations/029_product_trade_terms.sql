-- What a buyer filters a product by besides name and price (issue #34, docs/supply.md): the
-- minimum order quantity (in the product's unit), quantity price tiers
-- ([{"minQuantity": "100", "price": "12.50"}], ascending; empty: the one price), lead time in
-- days, the Incoterms 2020 rule quoted with its named place (port), packaging, and whether
-- samples are available. All optional: listings written before say nothing of them.
ALTER TABLE products ADD COLUMN min_order_quantity NUMERIC(13, 3) CHECK (min_order_quantity > 0);
ALTER TABLE products ADD COLUMN price_tiers JSONB NOT NULL DEFAULT '[]'
  CHECK (jsonb_typeof(price_tiers) = 'array');
ALTER TABLE products ADD COLUMN lead_time_days SMALLINT CHECK (lead_time_days BETWEEN 0 AND 365);
ALTER TABLE products ADD COLUMN incoterm TEXT
  CHECK (incoterm IN ('EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'));
ALTER TABLE products ADD COLUMN incoterm_place TEXT;
ALTER TABLE products ADD COLUMN packaging TEXT;
ALTER TABLE products ADD COLUMN sample_available BOOLEAN NOT NULL DEFAULT FALSE;

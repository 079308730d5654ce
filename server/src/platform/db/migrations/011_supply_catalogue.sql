-- Supply (issue #12): each enterprise's catalogue trees, the full product record of spec §3, and
-- the public product search (docs/supply.md).

-- pg_trgm lives in `public` whatever the connection's search_path (tests run one schema per file
-- and share the database's one extension), so its operators and functions are schema-qualified
-- below. Two test schemas migrating at once may race to create it: the loser carries on.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
  NULL;
END
$$;

-- Industry cities, industry types and product categories: one ordered tree per company and kind.
CREATE TABLE catalogue_nodes (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  kind               TEXT NOT NULL CHECK (kind IN ('industryCity', 'industryType', 'productType')),
  parent_id          INTEGER REFERENCES catalogue_nodes (id),
  name               TEXT NOT NULL,
  sort               INTEGER NOT NULL,
  disabled           BOOLEAN NOT NULL DEFAULT false,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_nodes_tree_idx ON catalogue_nodes (company_id, kind, parent_id, sort);

ALTER TABLE products ADD COLUMN product_code TEXT;
UPDATE products SET product_code = 'P' || lpad(id::text, 8, '0');
ALTER TABLE products ALTER COLUMN product_code SET NOT NULL;
-- A row written without a code (scripts, tests) gets the default one, as the server gives.
CREATE FUNCTION products_defaults() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.product_code IS NULL THEN
    NEW.product_code := 'P' || lpad(NEW.id::text, 8, '0');
  END IF;
  IF NEW.status = 1 AND NEW.published_at IS NULL THEN
    NEW.published_at := NEW.created_at;
  END IF;
  RETURN NEW;
END
$$;
ALTER TABLE products ADD CONSTRAINT products_code_unique UNIQUE (company_id, product_code);
-- ISO 3166-1 alpha-2 of the origin (the free-text `origin` names the region); the company's.
ALTER TABLE products ADD COLUMN origin_country CHAR(2);
UPDATE products p SET origin_country = c.country FROM companies c WHERE c.id = p.company_id;
ALTER TABLE products ADD COLUMN industry_city_id INTEGER REFERENCES catalogue_nodes (id);
ALTER TABLE products ADD COLUMN industry_type_id INTEGER REFERENCES catalogue_nodes (id);
ALTER TABLE products ADD COLUMN category_id INTEGER REFERENCES catalogue_nodes (id);
ALTER TABLE products ADD COLUMN receiver_id INTEGER REFERENCES members (id);
UPDATE products p SET receiver_id = (SELECT m.id FROM members m
                                      WHERE m.company_id = p.company_id AND m.mid = 0
                                      ORDER BY m.id LIMIT 1);
ALTER TABLE products ADD COLUMN description TEXT;
ALTER TABLE products ADD COLUMN updated_at TIMESTAMPTZ;
ALTER TABLE products ADD COLUMN published_at TIMESTAMPTZ;
UPDATE products SET published_at = created_at WHERE status = 1;
CREATE TRIGGER products_defaults BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_defaults();
-- Lower-cased, accent-stripped name, spec, brand, origin and the HS subheading's English text,
-- written by the server (lib/product-search-text.ts): the same on PGlite and PostgreSQL, with
-- no dependency on unaccent or the database's locale.
ALTER TABLE products ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
-- The same-model key (name + spec + brand, normalised), unique among a company's products.
ALTER TABLE products ADD COLUMN model_key TEXT;
-- Rows from before this migration (the server rewrites both on every save; PostgreSQL's lower()
-- is enough for them, accents aside).
UPDATE products SET
  search_text = lower(concat_ws(' ', name, spec, brand, origin, hs_code)),
  model_key = lower(concat_ws('|', btrim(name), coalesce(btrim(spec), ''), coalesce(btrim(brand), '')));

CREATE INDEX products_search_trgm_idx ON products USING gin (search_text public.gin_trgm_ops);
CREATE INDEX products_public_idx ON products (status, published_at DESC, id DESC);
CREATE INDEX products_hs_prefix_idx ON products (hs_code text_pattern_ops) WHERE status = 1;
CREATE INDEX products_origin_idx ON products (origin_country) WHERE status = 1;
CREATE INDEX products_price_idx ON products (price) WHERE status = 1;
CREATE INDEX products_model_idx ON products (company_id, model_key);
CREATE INDEX products_category_idx ON products (category_id);
CREATE INDEX products_industry_city_idx ON products (industry_city_id);
CREATE INDEX products_industry_type_idx ON products (industry_type_id);

-- Up to 9 images and one video per product, in order; the files are the company's uploads.
CREATE TABLE product_media (
  product_id         INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  file_id            INTEGER NOT NULL REFERENCES files (id),
  kind               TEXT NOT NULL CHECK (kind IN ('image', 'video')),
  position           SMALLINT NOT NULL,
  PRIMARY KEY (product_id, file_id)
);
CREATE INDEX product_media_file_idx ON product_media (file_id);

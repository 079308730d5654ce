-- Issue #34, docs/supply.md ("Relevance", "Companies' words").
--
-- Active suppliers rank first among equals: those that published or saved a published product
-- in the last 90 days. A search reads them as one hashed set per statement from this index
-- (index-only: the company ids of the recently touched published products).
CREATE INDEX products_supplier_activity_idx
  ON products ((greatest(published_at, updated_at)), company_id) WHERE status = 1;

-- A search by HS prefix alone (no words: nothing to rank) walks the newest matches of its prefix
-- in this index alone, without reading the table: chapter 44 at 100,000 products took 19 ms
-- through the former prefix index and 2,044 table pages, 1.8 ms here. It serves every other use
-- of the former one.
CREATE INDEX products_hs_walk_idx
  ON products (hs_code text_pattern_ops) INCLUDE (published_at, id, company_id) WHERE status = 1;
DROP INDEX products_hs_prefix_idx;

-- A company's own words, as the company list's search matches them: its names and scope in every
-- language, its short name and industry, lower-cased and the accents of Portuguese folded
-- ('Cortiça' → 'cortica'). They were folded at query time from the columns and the translations
-- on every row of every search (modules/search/listing-conditions.ts); now the database keeps
-- them with the row, on every write whoever writes it, as it keeps products.search_pairs.
CREATE FUNCTION company_search_words(name TEXT, short_name TEXT, scope TEXT, industry TEXT,
                                     translations JSONB)
RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT translate(lower(concat_ws(' ', name, short_name, scope, industry,
           (SELECT string_agg(text.value, ' ' ORDER BY language.key, text.key)
              FROM jsonb_each(translations) language, jsonb_each_text(language.value) text
             WHERE text.key IN ('name', 'scope')))),
         'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')
$$;
ALTER TABLE companies ADD COLUMN search_words TEXT GENERATED ALWAYS AS
  (company_search_words(name, short_name, scope, industry, translations)) STORED;

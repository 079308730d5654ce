-- Chinese words of one or two characters — most Chinese queries: 茶, 绿茶, 咖啡 — hold no trigram,
-- so the trigram index of search_text cannot find them and a narrow one read every published
-- product. `search_pairs` holds every Chinese character of the search text and every pair of
-- adjacent ones; a GIN index finds the products that contain a given one (lib/product-search.ts).
-- Kept by the database from search_text, so every writer (saves, seeds, data steps) keeps it.
CREATE FUNCTION cjk_pairs(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT substr(run[1], at, width)), '{}')
    FROM regexp_matches($1, '[\u3400-\u4dbf\u4e00-\u9fff]+', 'g') AS run,
         generate_series(1, length(run[1])) AS at, (VALUES (1), (2)) AS w(width)
   WHERE at + width - 1 <= length(run[1])
$$;
ALTER TABLE products ADD COLUMN search_pairs TEXT[] GENERATED ALWAYS AS (cjk_pairs(search_text)) STORED;
CREATE INDEX products_search_pairs_idx ON products USING gin (search_pairs);

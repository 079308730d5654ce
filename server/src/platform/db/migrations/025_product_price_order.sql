-- Price sorts of the public search (lib/product-search.ts) read their page in exactly this order,
-- newest first among equal prices, so the scan stops after the page instead of sorting every
-- match: alone, and after an origin or a currency filter (the hall's two equality filters).
DROP INDEX products_price_idx;
CREATE INDEX products_price_asc_idx ON products (price ASC NULLS LAST, published_at DESC, id DESC)
  WHERE status = 1;
CREATE INDEX products_price_desc_idx ON products (price DESC NULLS LAST, published_at DESC, id DESC)
  WHERE status = 1;
CREATE INDEX products_origin_price_asc_idx
  ON products (origin_country, price ASC NULLS LAST, published_at DESC, id DESC) WHERE status = 1;
CREATE INDEX products_origin_price_desc_idx
  ON products (origin_country, price DESC NULLS LAST, published_at DESC, id DESC) WHERE status = 1;
CREATE INDEX products_currency_price_asc_idx
  ON products (currency, price ASC NULLS LAST, published_at DESC, id DESC) WHERE status = 1;
CREATE INDEX products_currency_price_desc_idx
  ON products (currency, price DESC NULLS LAST, published_at DESC, id DESC) WHERE status = 1;

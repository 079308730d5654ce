-- What buyers search for (issue #34, docs/search-insights.md): per platform day (UTC+8), kind of
-- search, reader's language and normalised query, how many searches and how many found nothing.
-- No member, company or address: a count per query and day, never a search log. Server
-- processes add their batches in with upserts, so several of them count into the same row.
CREATE TABLE search_query_days (
  day DATE NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('product', 'demand', 'company')),
  language TEXT NOT NULL CHECK (language IN ('zh', 'cht', 'pt', 'en')),
  query TEXT NOT NULL CHECK (char_length(query) BETWEEN 1 AND 50),
  searches INTEGER NOT NULL CHECK (searches > 0),
  zero_result_searches INTEGER NOT NULL CHECK (zero_result_searches BETWEEN 0 AND searches),
  PRIMARY KEY (day, kind, language, query)
);

-- Operators manage the industry cases themselves (issue #15, docs/cases-and-services.md): besides
-- the texts, a case's industry, markets, linked products, order and publication, and new cases.

-- A new case's slug is written by an operator: lowercase letters, digits and single hyphens
-- ('macau-coffee-case'), opened at /caseInfo?slug=. The seeded slugs keep their own form (the
-- route names a case: 'lbteaCase'). Unique whatever the case of the letters, so 'lbteacase'
-- cannot stand beside 'lbteaCase'.
ALTER TABLE content_pages DROP CONSTRAINT content_pages_slug_check;
ALTER TABLE content_pages ADD CONSTRAINT content_pages_slug_check CHECK (
  slug ~ '^[A-Za-z][A-Za-z0-9]{1,39}$'
  OR (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) BETWEEN 2 AND 40)
);
CREATE UNIQUE INDEX content_pages_slug_lower_idx ON content_pages (lower(slug));

-- null while the page's details are as seeded; the operator who last changed or created them
ALTER TABLE content_pages ADD COLUMN updated_by INTEGER REFERENCES members (id);
ALTER TABLE content_pages ADD COLUMN updated_at TIMESTAMPTZ;

-- Published products of the supply hall a case links to, in the operator's order. A product
-- withdrawn later stays linked but is not shown on the public page.
CREATE TABLE content_page_products (
  page_id            INTEGER NOT NULL REFERENCES content_pages (id),
  product_id         INTEGER NOT NULL REFERENCES products (id),
  position           SMALLINT NOT NULL,
  PRIMARY KEY (page_id, product_id)
);

-- A case created by an operator needs its Simplified Chinese texts only: content_page_texts may
-- lack a language, and the public routes then show the Simplified Chinese text (the seeded
-- pages still have all four).

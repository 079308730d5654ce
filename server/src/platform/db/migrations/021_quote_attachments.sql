-- Attachments of quotations (issue #13, docs/demand.md): files the supplier sends with its quote,
-- kept per version like quote_versions. When the supplier revises, the first version's rows stay
-- (revision 0) beside the revision's (revision 1): the buyer can still open what was sent first,
-- and those files stay referenced (lib/file-sweep.ts) and readable to the buyer (lib/files.ts).
-- The version's JSON in quote_versions.content lists the same files (id and name).

CREATE TABLE quote_attachments (
  quote_id           INTEGER NOT NULL,
  revision           SMALLINT NOT NULL,
  file_id            INTEGER NOT NULL REFERENCES files (id),
  position           SMALLINT NOT NULL,
  PRIMARY KEY (quote_id, revision, file_id),
  FOREIGN KEY (quote_id, revision) REFERENCES quote_versions (quote_id, revision)
);
CREATE INDEX quote_attachments_file_idx ON quote_attachments (file_id);

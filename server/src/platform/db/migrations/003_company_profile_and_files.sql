-- Company profile, enterprise verification and uploaded files.

-- Uploaded files: stored under <DATA_DIR>/uploads/<stored_name> (a server-generated random name);
-- the type is the one decided from the file's signature, never the name or the browser's claim.
CREATE TABLE files (
  id                 SERIAL PRIMARY KEY,
  company_id         INTEGER NOT NULL REFERENCES companies (id),
  member_id          INTEGER NOT NULL REFERENCES members (id),   -- the uploader
  original_name      TEXT NOT NULL,            -- as sent, shown only (never used as a path)
  stored_name        TEXT NOT NULL UNIQUE,
  mime_type          TEXT NOT NULL CHECK (mime_type IN ('image/jpeg', 'image/png', 'video/mp4', 'application/pdf')),
  file_type          TEXT NOT NULL CHECK (file_type IN ('image', 'video', 'file')),
  size               INTEGER NOT NULL,
  created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX files_company_idx ON files (company_id);

ALTER TABLE members ADD COLUMN position TEXT;

ALTER TABLE companies ADD COLUMN legal_person TEXT;
ALTER TABLE companies ADD COLUMN registered_capital TEXT;   -- as written on the licence, e.g. '500万元人民币'
ALTER TABLE companies ADD COLUMN founded_on DATE;
ALTER TABLE companies ADD COLUMN contact TEXT;
ALTER TABLE companies ADD COLUMN scope TEXT;                 -- business scope
ALTER TABLE companies ADD COLUMN licence_file INTEGER REFERENCES files (id);
-- the pending (or last decided) verification request: when and by whom it was submitted
ALTER TABLE companies ADD COLUMN submitted_at TIMESTAMPTZ;
ALTER TABLE companies ADD COLUMN applicant_id INTEGER REFERENCES members (id);
CREATE INDEX companies_review_idx ON companies (review_status, submitted_at);

-- 5: enterprise verification decisions (approved / rejected), opens the company page
ALTER TABLE notifications DROP CONSTRAINT notifications_message_types_of_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_message_types_of_check
  CHECK (message_types_of IN (3, 4, 5));

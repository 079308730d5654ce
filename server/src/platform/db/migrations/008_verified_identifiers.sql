-- Verified sign-in identifiers (security issue 11, items 2, 7, 8, 12).

-- A new e-mail address or a staff member's sign-in is bound only with a code sent to it.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('login', 'register', 'forgotPassword', 'changePassword', 'changeEmail', 'bindStaff'));

-- The address a member asked to change to; it signs in only once its code is entered, when it
-- moves to `email`. Not unique: whoever confirms first gets it.
ALTER TABLE members ADD COLUMN pending_email TEXT;

-- Send quotas are counted per purpose, and per requesting IP as well as per target, so that a
-- stranger's requests cannot use up the owner's.
ALTER TABLE code_requests ADD COLUMN purpose TEXT NOT NULL DEFAULT 'login';
CREATE INDEX code_requests_purpose_target_idx ON code_requests (purpose, target, requested_at);

-- Addresses a member has signed in from: their code requests skip the per-target ceiling.
CREATE TABLE member_sign_in_ips (
  member_id          INTEGER NOT NULL REFERENCES members (id),
  client_ip          TEXT NOT NULL,
  last_at            TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (member_id, client_ip)
);

-- Password attempts are reserved before the password is checked, per typed name and per account.
ALTER TABLE login_failures ADD COLUMN member_id INTEGER;
CREATE INDEX login_failures_member_idx ON login_failures (member_id, failed_at);

-- What a verified company changed in its verified fields, for the reviewer: a JSON list of
-- {field, from, to}. Cleared by the next decision.
ALTER TABLE companies ADD COLUMN review_changes TEXT;

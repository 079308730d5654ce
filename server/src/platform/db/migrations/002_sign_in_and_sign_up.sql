-- Sign-in and sign-up: one-time codes sent by SMS or e-mail, the development outbox that stands
-- in for the SMS gateway (and for SMTP when none is configured), and the per-account record of
-- failed password logins that brings the captcha back.

-- A company registered by phone or e-mail has no country until it is verified.
ALTER TABLE companies ALTER COLUMN country DROP NOT NULL;

CREATE TABLE verification_codes (
  id                 SERIAL PRIMARY KEY,
  purpose            TEXT NOT NULL CHECK (purpose IN ('login', 'register', 'forgotPassword', 'changePassword')),
  target             TEXT NOT NULL,            -- the phone number, or the e-mail address lower-cased
  code_hash          TEXT NOT NULL,            -- hex SHA-256 of purpose, target and code; the code itself is never stored
  created_at         TIMESTAMPTZ NOT NULL,
  expires_at         TIMESTAMPTZ NOT NULL,
  failed_attempts    SMALLINT NOT NULL DEFAULT 0,
  spent_at           TIMESTAMPTZ               -- used, burned by wrong tries, or replaced by a newer code
);
CREATE INDEX verification_codes_target_idx ON verification_codes (purpose, target, created_at DESC);
CREATE INDEX verification_codes_expires_idx ON verification_codes (expires_at);

-- Every accepted send request, whether or not a code was issued, so that the limits behave the
-- same for targets with and without an account.
CREATE TABLE code_requests (
  id                 SERIAL PRIMARY KEY,
  target             TEXT NOT NULL,
  client_ip          TEXT NOT NULL,
  requested_at       TIMESTAMPTZ NOT NULL
);
CREATE INDEX code_requests_target_idx ON code_requests (target, requested_at);
CREATE INDEX code_requests_ip_idx ON code_requests (client_ip, requested_at);
CREATE INDEX code_requests_requested_idx ON code_requests (requested_at);

CREATE TABLE dev_outbox (
  id                 SERIAL PRIMARY KEY,
  channel            TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient          TEXT NOT NULL,
  subject            TEXT NOT NULL,
  body               TEXT NOT NULL,
  created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX dev_outbox_recipient_idx ON dev_outbox (recipient, created_at DESC);

CREATE TABLE login_failures (
  id                 SERIAL PRIMARY KEY,
  login              TEXT NOT NULL,            -- the name as typed, trimmed and lower-cased; counted for unknown names too
  failed_at          TIMESTAMPTZ NOT NULL
);
CREATE INDEX login_failures_login_idx ON login_failures (login, failed_at);
CREATE INDEX login_failures_failed_idx ON login_failures (failed_at);

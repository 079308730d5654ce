-- Notifications written in the reader's language (issue #14, docs/i18n.md): the event stores what
-- it says as a key and its values, and each read renders them in the reader's language. The text
-- columns keep the Simplified Chinese rendering (spec §3's fields) and are what rows from before
-- this migration show.
ALTER TABLE notifications ADD COLUMN message_key TEXT;
ALTER TABLE notifications ADD COLUMN message_params JSONB;

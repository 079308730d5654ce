-- Machine translations of chat messages (issue #34, docs/translation.md): each message is sent to
-- the translation service once per language, whoever of the two participants asks, and the
-- answer is kept here. `source_language` is what the service found the message to be in (null
-- when not one of the portal's languages). Gone with their message.
CREATE TABLE chat_message_translations (
  message_id      INTEGER NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  language        TEXT NOT NULL CHECK (language IN ('zh', 'cht', 'pt', 'en')),
  text            TEXT NOT NULL,
  source_language TEXT CHECK (source_language IN ('zh', 'cht', 'pt', 'en')),
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, language)
);

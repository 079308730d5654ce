-- Real-time chat: a sequence number per conversation (the order every client shows, and what a
-- reconnecting client resumes from), recall details and the client's message id as the retry key.

ALTER TABLE conversations ADD COLUMN last_seq INTEGER NOT NULL DEFAULT 0;

ALTER TABLE chat_messages ADD COLUMN seq INTEGER;
ALTER TABLE chat_messages ADD COLUMN recalled_by INTEGER REFERENCES members (id);
ALTER TABLE chat_messages ADD COLUMN recalled_at TIMESTAMPTZ;

UPDATE chat_messages m
   SET seq = numbered.seq
  FROM (SELECT id, row_number() OVER (PARTITION BY conversation_id ORDER BY created_at, id) AS seq
          FROM chat_messages) numbered
 WHERE m.id = numbered.id;
UPDATE conversations c
   SET last_seq = COALESCE((SELECT max(seq) FROM chat_messages WHERE conversation_id = c.id), 0);

ALTER TABLE chat_messages ALTER COLUMN seq SET NOT NULL;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_conversation_seq_key UNIQUE (conversation_id, seq);
DROP INDEX chat_messages_conversation_idx;

-- Every insert takes the conversation's next number here, whoever inserts (routes, seed, imports).
-- The UPDATE locks the conversation row until the inserting transaction ends, so numbers are
-- committed in order: a client that has seen seq n never later meets a message below n.
CREATE FUNCTION chat_messages_next_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE conversations SET last_seq = last_seq + 1 WHERE id = NEW.conversation_id
  RETURNING last_seq INTO NEW.seq;
  RETURN NEW;
END
$$;
CREATE TRIGGER chat_messages_seq BEFORE INSERT ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION chat_messages_next_seq();

-- Unread counts per peer (conversation list, `unread` event) read this partial index.
DROP INDEX chat_messages_unread_idx;
CREATE INDEX chat_messages_unread_idx ON chat_messages (receiver_id, sender_id)
  WHERE NOT have_read AND NOT recalled;

-- Who started a conversation and when (issue #11 item 4): a member may start a limited number of
-- new conversations a day. Conversations from before this migration have no starter and do not
-- count against anyone.
ALTER TABLE conversations ADD COLUMN started_by INTEGER REFERENCES members (id);
ALTER TABLE conversations ADD COLUMN created_at TIMESTAMPTZ;
CREATE INDEX conversations_started_by_idx ON conversations (started_by, created_at)
  WHERE started_by IS NOT NULL;

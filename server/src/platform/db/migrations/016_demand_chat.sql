-- Issue #13: a buyer's chat with a supplier that quoted its demand opens with a demand card, a
-- chat message of type 'demand' that only the server writes (POST demand/:id/quote/:quoteId/chat).
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_type_check;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_type_check
  CHECK (type IN ('text', 'customFile', 'order', 'inquiry', 'demand'));

-- Whoever quoted a demand and the demand's reception contact may contact each other first
-- (chat-store FIRST_CONTACT).
CREATE INDEX quotes_member_idx ON quotes (member_id);

-- Issue #12 "send inquiry": a buyer's structured inquiry about a published product is a chat
-- message of type 'inquiry', created only by the server (POST product/:id/inquiry).
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_type_check;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_type_check
  CHECK (type IN ('text', 'customFile', 'order', 'inquiry'));

-- The inquiry receiver of a published product may be contacted first (chat-store FIRST_CONTACT).
CREATE INDEX products_receiver_idx ON products (receiver_id) WHERE status = 1;

-- The receiver is told of an inquiry by a system notification of type 8 (lib/notifications.ts).
ALTER TABLE notifications DROP CONSTRAINT notifications_message_types_of_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_message_types_of_check
  CHECK (message_types_of IN (3, 4, 5, 6, 7, 8));

-- Notifications as a transactional outbox (issue #17): the row is written in the transaction of
-- the action it reports, and delivered live after the commit by the outbox (plugins/
-- notification-outbox.ts), which retries until the push has gone out. A delivery in progress
-- holds a lease, so replicas do not push the same notice twice at once.
ALTER TABLE notifications
  ADD COLUMN delivered_at TIMESTAMPTZ,
  ADD COLUMN delivery_lease_until TIMESTAMPTZ;
UPDATE notifications SET delivered_at = created_at;
CREATE INDEX notifications_undelivered_idx ON notifications (id) WHERE delivered_at IS NULL;

-- Every statement that writes to the outbox wakes the outbox workers once it commits (NOTIFY is delivered at commit,
-- never for a rollback), in this process or any other: the channel is OUTBOX_CHANNEL in
-- src/modules/notifications/outbox.ts. A trigger rather than a NOTIFY beside each insert: one statement fewer per
-- message, and no writer can forget it.
CREATE FUNCTION notify_outbox_queued() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_queued', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER notifications_queued AFTER INSERT ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_queued();

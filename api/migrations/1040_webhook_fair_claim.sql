-- Issue 35 item 16: the webhook sender claims due deliveries per endpoint (at most two in flight
-- each), so one hanging shop endpoint never holds the batch. This index serves both halves of the
-- claim: the endpoints with something due or in flight, and each one's oldest due deliveries.
CREATE INDEX outbound_webhook_deliveries_endpoint_due_idx
  ON outbound_webhook_deliveries (endpoint_id, next_attempt_at) WHERE status = 'pendente';

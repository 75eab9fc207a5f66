-- Rolling an endpoint's signing secret (issue 26): the previous secret keeps signing beside the new
-- one until `previous_secret_until`, so a receiver can switch without losing an event.
ALTER TABLE outbound_webhook_endpoints ADD COLUMN previous_secret text;
ALTER TABLE outbound_webhook_endpoints ADD COLUMN previous_secret_until timestamptz;

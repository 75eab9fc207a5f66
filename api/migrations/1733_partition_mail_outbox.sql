-- Issue 42: the e-mail outbox partitioned by month of created_at
-- (docs/decisions/037-partitioned-history.md). Kept forever ('record': the 'Emails enviados'
-- history is proof of what was sent, docs/privacy.md).
--   - the primary key becomes (id, created_at): id is a random uuid, looked up through it;
--   - "one e-mail per (event_key, recipient, kind)" moves to mail_outbox_keys, written in the same
--     statement as the message (mail/enqueue.ts) and renamed with it by an anonymization
--     (mail/privacy.ts), so it never keeps an address the outbox no longer has.
-- The previous release keeps working: its insert is ON CONFLICT DO NOTHING without a target, which
-- a partitioned table accepts (during a rollout an old instance could queue a duplicate e-mail).
ALTER TABLE mail_outbox RENAME TO mail_outbox_unpartitioned;
ALTER TABLE mail_outbox_unpartitioned RENAME CONSTRAINT mail_outbox_pkey TO mail_outbox_unpartitioned_pkey;
ALTER TABLE mail_outbox_unpartitioned RENAME CONSTRAINT mail_outbox_event_key TO mail_outbox_unpartitioned_event_key;
ALTER TABLE mail_outbox_unpartitioned RENAME CONSTRAINT mail_outbox_status_check TO mail_outbox_unpartitioned_status_check;
DROP INDEX mail_outbox_due_idx;
DROP INDEX mail_outbox_marketplace_idx;
DROP INDEX mail_outbox_seller_idx;
DROP INDEX mail_outbox_created_idx;

CREATE TABLE mail_outbox (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  event_key text NOT NULL,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  data jsonb NOT NULL,
  secret text,
  marketplace_id uuid REFERENCES marketplaces(id),
  seller_id uuid REFERENCES sellers(id),
  status text NOT NULL DEFAULT 'pendente'
    CONSTRAINT mail_outbox_status_check CHECK (status IN ('pendente', 'enviado', 'falhou', 'nao_enviavel')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id, created_at)
) PARTITION BY RANGE (created_at);
CREATE TABLE mail_outbox_default PARTITION OF mail_outbox DEFAULT;
CREATE INDEX mail_outbox_event_idx ON mail_outbox (event_key, recipient, kind);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pendente';
CREATE INDEX mail_outbox_marketplace_idx ON mail_outbox (marketplace_id, created_at DESC);
CREATE INDEX mail_outbox_seller_idx ON mail_outbox (seller_id, created_at DESC);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

CREATE TABLE mail_outbox_keys (
  event_key text NOT NULL,
  recipient text NOT NULL,
  kind text NOT NULL,
  PRIMARY KEY (event_key, recipient, kind)
);
INSERT INTO mail_outbox_keys (event_key, recipient, kind)
  SELECT event_key, recipient, kind FROM mail_outbox_unpartitioned;

INSERT INTO mail_outbox (id, event_key, kind, recipient, subject, data, secret, marketplace_id, seller_id,
                         status, attempts, last_error, next_attempt_at, lease_until, sent_at, created_at)
  SELECT id, event_key, kind, recipient, subject, data, secret, marketplace_id, seller_id,
         status, attempts, last_error, next_attempt_at, lease_until, sent_at, created_at
    FROM mail_outbox_unpartitioned;
DROP TABLE mail_outbox_unpartitioned;

INSERT INTO partitioned_tables (name, retention_months, kind) VALUES ('mail_outbox', NULL, 'record');
SELECT ensure_monthly_partitions('mail_outbox', 2);

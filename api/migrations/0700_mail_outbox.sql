-- Transactional e-mail (issue 23): the outbox. A row is written in the same transaction as the
-- event that causes it, so a rolled-back change leaves none; (event_key, recipient, kind) is
-- unique, so a replayed webhook or a retried job adds nothing. The mail sweep leases due rows
-- (lease_until, SKIP LOCKED), sends them, and keeps status, attempts and the last error.
-- `data` holds the template's values (rendered at delivery and in the back office); `secret`
-- the one value that must not be readable there (the reset link's token), cleared once sent.
CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_key text NOT NULL,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  data jsonb NOT NULL,
  secret text,
  marketplace_id uuid REFERENCES marketplaces(id),
  seller_id uuid REFERENCES sellers(id),
  status text NOT NULL DEFAULT 'pendente' CHECK (status IN ('pendente', 'enviado', 'falhou')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT mail_outbox_event_key UNIQUE (event_key, recipient, kind)
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pendente';
CREATE INDEX mail_outbox_marketplace_idx ON mail_outbox (marketplace_id, created_at DESC);
CREATE INDEX mail_outbox_seller_idx ON mail_outbox (seller_id, created_at DESC);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);

-- Issue 35: nothing in the mail path may roll back the change that caused a message. A message
-- that cannot be sent (an address that is no address, data its template refuses, an anonymous
-- boleto e-mail over its cap) is written anyway as `nao_enviavel` with its reason in last_error:
-- the back office's 'Emails enviados' shows it, the sweep never picks it up.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_status_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_status_check
  CHECK (status IN ('pendente', 'enviado', 'falhou', 'nao_enviavel'));

-- Issue 35 item 10: what anonymous callers may make us e-mail (a boleto's copy), counted per
-- scope (`to:<address>`, `link:<id>`, `seller:<id>`) and fixed window in the database, so every
-- instance draws on the same count. A row is locked by the transaction that issues the boleto
-- until it commits; rows of past windows are pruned by the mail sweep.
CREATE TABLE mail_anonymous_counts (
  scope_key text NOT NULL,
  window_start timestamptz NOT NULL,
  sent integer NOT NULL DEFAULT 0,
  PRIMARY KEY (scope_key, window_start)
);
CREATE INDEX mail_anonymous_counts_window_idx ON mail_anonymous_counts (window_start);

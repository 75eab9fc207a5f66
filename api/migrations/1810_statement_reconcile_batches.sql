-- The nightly reconciliation in batches of sellers that every instance takes (docs/statement.md).
-- The instance that claims the Brasília day writes its batches in the same transaction; any
-- instance then leases one batch at a time (SKIP LOCKED). A batch whose instance stopped is taken
-- again once its lease ends, the same day; one that failed three times is left to the next night,
-- whose eight-day window covers it. Rows of past days are deleted when a new day is planned.
CREATE TABLE statement_reconcile_batches (
  day date NOT NULL,
  first_seller_id uuid NOT NULL,
  last_seller_id uuid NOT NULL,
  sellers integer NOT NULL CHECK (sellers > 0),
  leased_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  done_at timestamptz,
  PRIMARY KEY (day, first_seller_id)
);

-- The embedded Zoop sandbox's own state (payments/provider/sandbox/persistence.ts): what the
-- sandbox "provider" holds, so a restart forgets nothing (a PIX created before it can still be
-- paid) and crash tests can count charges at the provider. One row per sandbox object, its Zoop
-- look-alike record as JSON; never read or written by the app's domains. Unused with real Zoop.
CREATE TABLE zoop_sandbox_records (
  marketplace_id text NOT NULL,
  kind text NOT NULL,
  id text NOT NULL,
  data jsonb NOT NULL,
  -- Transactions only: our transaction id, to count charges per reference.
  reference_id text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (marketplace_id, kind, id)
);
CREATE INDEX zoop_sandbox_records_reference_idx ON zoop_sandbox_records (reference_id)
  WHERE reference_id IS NOT NULL;

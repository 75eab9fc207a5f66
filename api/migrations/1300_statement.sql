-- The statement ('Extrato', issue 38): every movement of a seller's money, one line each, appended
-- and never changed. Written only by the statement domain (docs/statement.md). Integer cents.
CREATE TABLE statement_lines (
  seq bigserial PRIMARY KEY,
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  kind text NOT NULL CHECK (kind IN (
    'venda', 'taxa_provedor', 'taxa_marketplace', 'split_enviado', 'split_recebido', 'estorno',
    'chargeback', 'chargeback_revertido', 'antecipacao', 'taxa_antecipacao', 'saque',
    'saque_devolvido', 'ajuste')),
  -- Signed: what the line added to (or took from) the seller's balance.
  amount_cents bigint NOT NULL,
  -- The running balance right after this line (lines of one seller are posted one at a time).
  balance_after_cents bigint NOT NULL,
  -- The Brasília day the money moved, as the provider books it (what reconciliation compares).
  day date NOT NULL,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  transaction_id uuid,
  payout_id uuid,
  anticipation_id uuid,
  -- The provider's id of the sale or transfer, so a day that disagrees names the object that does.
  provider_ref text,
  description text NOT NULL,
  -- What caused the line: a replayed event (or the backfill after a hook) posts nothing twice.
  posting_key text NOT NULL UNIQUE
);
-- The keyset of the list (newest first within a period, optionally one kind) and the day sums.
CREATE INDEX statement_lines_seller_day_idx ON statement_lines (seller_id, day DESC, seq DESC);
CREATE INDEX statement_lines_seller_kind_idx ON statement_lines (seller_id, kind, day DESC, seq DESC);
CREATE INDEX statement_lines_tx_idx ON statement_lines (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX statement_lines_payout_idx ON statement_lines (payout_id) WHERE payout_id IS NOT NULL;

-- One row per seller: locked FOR UPDATE by each posting, so balance_after is exact under concurrency.
CREATE TABLE statement_balances (
  seller_id uuid PRIMARY KEY REFERENCES sellers (id),
  balance_cents bigint NOT NULL DEFAULT 0
);

-- Each seller's lines summed by day and kind, kept with every posting: opening balances, the
-- reconciliation's daily sums and the marketplace and admin totals read these, never every line.
CREATE TABLE statement_day_totals (
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  day date NOT NULL,
  kind text NOT NULL,
  amount_cents bigint NOT NULL,
  line_count integer NOT NULL,
  PRIMARY KEY (seller_id, day, kind)
);
CREATE INDEX statement_day_totals_marketplace_idx ON statement_day_totals (marketplace_id, day);

-- A seller's day where our lines and the provider's history disagree; never absorbed in the balance.
CREATE TABLE statement_divergences (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  day date NOT NULL,
  kind text NOT NULL DEFAULT 'conciliacao' CHECK (kind IN ('conciliacao')),
  our_cents bigint NOT NULL,
  their_cents bigint NOT NULL,
  -- [{type, id, ourCents, theirCents}]: the objects whose amounts differ, when they can be told apart.
  objects jsonb NOT NULL DEFAULT '[]',
  status text NOT NULL DEFAULT 'aberta' CHECK (status IN ('aberta', 'resolvida')),
  detected_at timestamptz NOT NULL DEFAULT now(),
  checked_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  UNIQUE (seller_id, day, kind)
);
CREATE INDEX statement_divergences_open_idx ON statement_divergences (marketplace_id, day DESC)
  WHERE status = 'aberta';

-- The daily reconciliation's last day run: one instance claims the day (UPDATE ... WHERE before).
CREATE TABLE statement_job_days (
  name text PRIMARY KEY,
  last_day date NOT NULL
);

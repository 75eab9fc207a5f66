-- Issue 42, docs/capacity.md: every API start looked for paid sales without statement lines, an
-- anti-join of every paid transaction against statement_lines. That finds the sales paid before the
-- statement existed and a new database's demo sales, and nothing after its first complete run (the
-- posting hooks post every sale since), yet at 10 M transactions it read the database for three
-- minutes on each start of each instance. The first complete run leaves this row; later starts skip.
-- `backfillStatement` itself is unchanged and may still be run by hand.
CREATE TABLE statement_backfill_done (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  done_at timestamptz NOT NULL DEFAULT now(),
  posted integer NOT NULL
);

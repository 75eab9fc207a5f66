-- Issue 42, docs/capacity.md "Admin statement and search": indexes only, no data changes, so the
-- previous release runs unchanged on top of them (it issues the same queries, now index scans).
--
-- The admin's /statement/marketplaces sums a period of statement_day_totals over every seller: the
-- primary key and the marketplace index both lead with something else, so the period meant a scan
-- of the whole table. Led by day and carrying what is summed, the period is read from the index.
CREATE INDEX statement_day_totals_day_idx ON statement_day_totals (day, marketplace_id, kind)
  INCLUDE (amount_cents, line_count);

-- A marketplace's /fee-income reads one kind of its sellers' days: (marketplace_id, day) read every
-- kind and dropped all but one. Only the marketplace's fee lines, with what is summed.
CREATE INDEX statement_day_totals_fee_income_idx ON statement_day_totals (marketplace_id, day)
  INCLUDE (seller_id, amount_cents) WHERE kind = 'taxa_marketplace';

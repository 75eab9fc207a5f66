-- Issue 42, docs/capacity.md "Admin statement and search": indexes only, no data changes, so the
-- previous release runs unchanged on top of them.
--
-- The transactions list's search (transactions/filters.ts): each arm of its OR gets an index in the
-- form the query compares, so the OR is a union of index scans instead of ILIKE over every row of
-- the scope. Trigram indexes serve ILIKE '%term%' on the column itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- `transactions` is partitioned (1741): an index on the parent is built on every partition, and
-- ensure_monthly_partitions' new months get it too. On a big database, build each partition's index
-- beforehand (CREATE INDEX CONCURRENTLY on the partition, same definition) and this attaches them.
CREATE INDEX transactions_payer_name_trgm ON transactions USING gin (payer_name gin_trgm_ops);
CREATE INDEX transactions_payer_email_trgm ON transactions USING gin (payer_email gin_trgm_ops);
-- A prefix of the id (`id::text LIKE 'ab12%'`) and of the link id, as typed: pattern ops order the
-- text byte-wise, so a prefix is a range whatever the database's collation.
CREATE INDEX transactions_id_text_prefix ON transactions ((id::text) text_pattern_ops);
CREATE INDEX transactions_link_prefix ON transactions (link_id text_pattern_ops) WHERE link_id IS NOT NULL;

-- The link's description arm looks up the links first; they need their own trigram index.
CREATE INDEX payment_links_description_trgm ON payment_links USING gin (description gin_trgm_ops);

-- The expression index's statistics come only with an ANALYZE: without them the planner guesses
-- the id-prefix arm matches thousands of rows, and a page of a rare term walks the whole scope in
-- date order filtering every row (855 ms instead of 69 ms for a marketplace at 1 M rows). Sampled,
-- so seconds even at 10 M rows.
ANALYZE transactions;

-- Issue 42, docs/capacity.md: a seller's dashboard and 'Sacar' subtract what open disputes hold
-- (transactions/disputes.ts `disputeHolds`: the seller's rows in 'em_disputa'). With only
-- (seller_id, created_at) to go by, that read every sale the seller ever made and kept the few in
-- dispute: 84,000 heap pages and 1.5 s for the bench's biggest seller (100,000 sales, 329 disputed).
-- Only the disputed rows, by seller: a few hundred entries at 10 M, read in a few milliseconds.
-- An index only: the previous release runs the same query on it.
CREATE INDEX transactions_in_dispute_idx ON transactions (seller_id) WHERE status = 'em_disputa';

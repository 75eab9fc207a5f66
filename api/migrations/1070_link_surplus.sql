-- Issue 35 item 7: an open PIX or boleto no longer holds a one-payment (or limited) link for its
-- payer; the first payment that completes closes the link. A payment that completes after the
-- link is full (two payers at the same moment) is marked here, in the transaction that records it,
-- and the payments sweep refunds it (a card, a PIX) or leaves it to the late-payment review (a
-- boleto, which no void returns).
ALTER TABLE transactions ADD COLUMN link_surplus_at timestamptz;
CREATE INDEX transactions_link_surplus_idx ON transactions (link_surplus_at)
  WHERE link_surplus_at IS NOT NULL AND refunded_cents = 0;

-- Issue 42, stop 54: the dashboard keeps a seller's balances, as read from the provider, for 15 s
-- (payouts/balance-cache.ts). Whatever we write about the seller's money drops that copy on every
-- instance at once, whichever code path writes it: a payout asked for or moving (what 'Sacar'
-- keeps out of the available balance until it is sent), a sale's status or refunded amount (what
-- a dispute holds), a statement line (every movement we book). NOTIFY is sent at commit, once per
-- seller and transaction, and not at all on rollback.

CREATE OR REPLACE FUNCTION seller_money_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pagora_seller_money_changed', NEW.seller_id::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER payouts_money_changed
  AFTER INSERT OR UPDATE ON payouts
  FOR EACH ROW EXECUTE FUNCTION seller_money_changed();

CREATE TRIGGER transactions_money_changed
  AFTER UPDATE OF status, refunded_cents ON transactions
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents)
  EXECUTE FUNCTION seller_money_changed();

CREATE TRIGGER statement_lines_money_changed
  AFTER INSERT ON statement_lines
  FOR EACH ROW EXECUTE FUNCTION seller_money_changed();

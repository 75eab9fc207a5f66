-- Boleto bancário (issue 24): a third transaction method, and a link's boleto settings.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_method_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_method_check
  CHECK (method IN ('pix', 'credit_card', 'bank_slip'));

-- A link's boleto settings, set when it offers 'Boleto Bancário' (bank_slip), else null:
-- days from issue to the due date, and the fee (once) and monthly interest after it, in hundredths
-- of a percent (200 = 2,00 %), never floats.
ALTER TABLE payment_links ADD COLUMN boleto_due_days integer
  CHECK (boleto_due_days BETWEEN 1 AND 30);
ALTER TABLE payment_links ADD COLUMN boleto_late_fee_hundredths integer
  CHECK (boleto_late_fee_hundredths BETWEEN 1 AND 10000);
ALTER TABLE payment_links ADD COLUMN boleto_monthly_interest_hundredths integer
  CHECK (boleto_monthly_interest_hundredths BETWEEN 1 AND 10000);
-- Links saved with bank_slip while it was not offered get the defaults (due in 3 days).
UPDATE payment_links SET boleto_due_days = 3
  WHERE 'bank_slip' = ANY (payment_methods) AND boleto_due_days IS NULL;

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

-- A boleto's own facts, written with its first row and completed by the provider's answer:
-- { dueDate, paymentLimitDate, lateFeeHundredths, monthlyInterestHundredths, payerAddress,
--   barcode, digitableLine, providerUrl }. The printable boleto and its e-mail read them.
ALTER TABLE transactions ADD COLUMN boleto jsonb;
-- The payments sweep fails a boleto still unpaid past its payment limit date ('Boleto vencido').
CREATE INDEX transactions_boleto_due_idx ON transactions (expires_at)
  WHERE status = 'pendente' AND method = 'bank_slip';

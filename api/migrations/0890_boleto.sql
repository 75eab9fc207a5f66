-- Boleto bancário (issue 24): a third transaction method, and a link's boleto settings.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_method_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_method_check
  CHECK (method IN ('pix', 'credit_card', 'bank_slip'));

-- Subscriptions paid by boleto (issue 24). A plan that takes 'bank_slip' keeps its boleto settings
-- (null when it does not): days before the due date each cycle's boleto is issued, and the fee
-- (once) and monthly interest after the due date, in hundredths of a percent, never floats.
ALTER TABLE recurrence_plans ADD COLUMN boleto_issue_days integer
  CHECK (boleto_issue_days BETWEEN 1 AND 30);
ALTER TABLE recurrence_plans ADD COLUMN boleto_late_fee_hundredths integer
  CHECK (boleto_late_fee_hundredths BETWEEN 1 AND 10000);
ALTER TABLE recurrence_plans ADD COLUMN boleto_monthly_interest_hundredths integer
  CHECK (boleto_monthly_interest_hundredths BETWEEN 1 AND 10000);
ALTER TABLE recurrence_plans ADD CONSTRAINT recurrence_plans_boleto_settings_check
  CHECK ((boleto_issue_days IS NOT NULL) = ('bank_slip' = ANY (payment_methods)));

-- An engine attempt whose boleto was issued waits for the payer, not for the provider: it is no
-- longer in flight (no lease to renew), and is settled when its transaction is paid or expires.
ALTER TABLE subscription_charge_attempts DROP CONSTRAINT IF EXISTS subscription_charge_attempts_outcome_check;
ALTER TABLE subscription_charge_attempts ADD CONSTRAINT subscription_charge_attempts_outcome_check
  CHECK (outcome IN ('em_andamento', 'pago', 'recusado', 'recusado_definitivo', 'sem_cartao', 'indisponivel',
                     'boleto_emitido'));
CREATE INDEX subscription_charge_attempts_boleto_idx ON subscription_charge_attempts (transaction_id)
  WHERE outcome = 'boleto_emitido';

-- Issue 35 item 3: a lost attempt whose outcome cannot be known (our record and the provider
-- disagree) is kept 'desconhecido' and never charged again by the engine: a person settles it.
ALTER TABLE subscription_charge_attempts DROP CONSTRAINT IF EXISTS subscription_charge_attempts_outcome_check;
ALTER TABLE subscription_charge_attempts ADD CONSTRAINT subscription_charge_attempts_outcome_check
  CHECK (outcome IN ('em_andamento', 'pago', 'recusado', 'recusado_definitivo', 'sem_cartao', 'indisponivel',
                     'boleto_emitido', 'desconhecido'));

-- Issue 37: one spelling per payment method. Plans and subscriptions stored the card as the plan
-- API's 'credit'; past that wire it is 'credit_card', as links and transactions say. The API reads
-- and writes 'credit' on the plan wire only (shared/src/payment-methods.ts PLAN_WIRE_SPELLING).
UPDATE recurrence_plans SET payment_methods = array_replace(payment_methods, 'credit', 'credit_card');
ALTER TABLE recurrence_plans ALTER COLUMN payment_methods SET DEFAULT ARRAY['credit_card'];
UPDATE subscriptions SET payment_methods = array_replace(payment_methods, 'credit', 'credit_card');
ALTER TABLE subscriptions ALTER COLUMN payment_methods SET DEFAULT ARRAY['credit_card'];

-- Issue 35 item 8: the payer's documents (receipt, boleto PDF) open only with this token, never by
-- the transaction's id alone (sellers see ids in lists, CSVs and e-mails). The application writes
-- 32 bytes from Node's CSPRNG on every insert; this default covers rows that exist already and any
-- insert made in SQL: two gen_random_uuid() (pg_strong_random, 122 random bits each).
ALTER TABLE transactions ADD COLUMN IF NOT EXISTS document_token text NOT NULL
  DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

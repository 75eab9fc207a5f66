-- LGPD (issue 39): what a payer or buyer asked of a business about its personal data, and what the
-- team did (exports, anonymizations). One row per request; a payer's open request is unique per
-- transaction and kind, so the receipt link followed twice files one request.
CREATE TABLE privacy_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The business asked: the seller's (or marketplace's, or admin's) own login.
  account_user_id uuid NOT NULL REFERENCES users(id),
  -- The tenant, for scoping lists: a marketplace sees its sellers' requests.
  seller_id uuid REFERENCES sellers(id),
  marketplace_id uuid REFERENCES marketplaces(id),
  -- The subject as given (digits of the CPF/CNPJ, or the e-mail in lower case).
  subject_document text,
  subject_email text,
  kind text NOT NULL CHECK (kind IN ('export', 'anonymize', 'payer_access', 'payer_erasure')),
  status text NOT NULL CHECK (status IN ('aberto', 'atendido')),
  origin text NOT NULL CHECK (origin IN ('equipe', 'pagador')),
  -- The receipt a payer's request came from.
  transaction_id uuid,
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- LGPD art. 19 II: 15 days for the full answer.
  due_date date,
  done_at timestamptz,
  -- The person who answered it (a team member or the account's own login).
  done_by uuid REFERENCES users(id),
  done_by_name text,
  -- What an anonymization changed, as counts.
  result jsonb,
  CHECK ((status = 'atendido') = (done_at IS NOT NULL))
);
CREATE INDEX privacy_requests_account_idx ON privacy_requests (account_user_id, requested_at DESC);
CREATE INDEX privacy_requests_marketplace_idx ON privacy_requests (marketplace_id, requested_at DESC);
CREATE UNIQUE INDEX privacy_requests_one_open_payer ON privacy_requests (transaction_id, kind)
  WHERE status = 'aberto' AND origin = 'pagador';

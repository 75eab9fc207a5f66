-- A seller's e-mail preferences (issue 23): today whether 'Você recebeu um pagamento' is sent.
-- No row means the defaults (every notice on). Owned by the mail domain; the seller's row goes
-- with the seller.
CREATE TABLE mail_preferences (
  seller_id uuid PRIMARY KEY REFERENCES sellers(id) ON DELETE CASCADE,
  new_sale boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

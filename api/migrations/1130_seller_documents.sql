-- A seller under review sends its identity documents and a selfie to the provider (issue 36 item 6).
-- Only what was sent is kept here: the file itself stays with the provider (LGPD: we hold no copy
-- of a person's identity document or face). Written only by the sellers domain.
CREATE TABLE seller_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  category text NOT NULL CHECK (category IN ('identificacao', 'selfie', 'residencia', 'atividade')),
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  provider_document_id text NOT NULL,
  -- The provider's review word for the file (pending, approved...), as it answered.
  provider_status text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seller_documents_seller_idx ON seller_documents (seller_id, sent_at);

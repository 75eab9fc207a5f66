-- Cupons (issue 40): a seller's discount codes. Written only by the coupons domain; payments reads
-- a coupon through its finder and points at it from transactions.coupon_id. A deleted coupon keeps
-- its row (deleted_at) so the sales made with it still name it, and its code may be used again.
CREATE TABLE coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers (id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces (id),
  -- As the seller typed it; payers' codes are upper-cased and matched without case.
  code text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{3,40}$'),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 100),
  kind text NOT NULL CHECK (kind IN ('percentual', 'fixo')),
  percent_hundredths integer CHECK (percent_hundredths BETWEEN 1 AND 10000),
  amount_cents bigint CHECK (amount_cents >= 1),
  -- Calendar days in São Paulo: from the start of valid_from to the end of valid_until.
  valid_from date,
  valid_until date,
  max_uses integer CHECK (max_uses >= 1),
  max_uses_per_payer integer CHECK (max_uses_per_payer >= 1),
  -- NULL: every link of the seller that accepts coupons.
  link_ids text[],
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((kind = 'percentual') = (percent_hundredths IS NOT NULL)),
  CHECK ((kind = 'fixo') = (amount_cents IS NOT NULL)),
  CHECK (valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);
CREATE UNIQUE INDEX coupons_seller_code_key ON coupons (seller_id, upper(code)) WHERE deleted_at IS NULL;
CREATE INDEX coupons_marketplace_idx ON coupons (marketplace_id, created_at DESC) WHERE deleted_at IS NULL;

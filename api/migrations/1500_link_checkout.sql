-- Issue 40, links that sell. A link's price may be the payer's choice: a quantity ('quantidade',
-- min/max/default) or their own amount within limits ('livre'; amount_cents is then the
-- suggestion). Up to three custom fields and what follows a paid payment (a message or an https
-- page) are the link's, and whether its page takes coupons. The transaction keeps what the payer chose: the quantity and unit amount
-- it was priced with, the coupon and its discount (coupon_id points into the coupons domain's
-- table, 1510), and the answers with the labels they had at payment time.
ALTER TABLE payment_links
  ADD COLUMN pricing text NOT NULL DEFAULT 'fixo' CHECK (pricing IN ('fixo', 'quantidade', 'livre')),
  ADD COLUMN quantity_min integer,
  ADD COLUMN quantity_max integer,
  ADD COLUMN quantity_default integer,
  ADD COLUMN amount_min_cents bigint,
  ADD COLUMN amount_max_cents bigint,
  ADD COLUMN custom_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN after_payment jsonb NOT NULL DEFAULT '{"kind":"nenhum"}'::jsonb,
  ADD COLUMN allow_coupons boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT payment_links_quantity_check CHECK (
    pricing <> 'quantidade' OR (quantity_min >= 1 AND quantity_min <= quantity_default
      AND quantity_default <= quantity_max AND quantity_max <= 999)),
  ADD CONSTRAINT payment_links_custom_amount_check CHECK (
    pricing <> 'livre' OR (amount_min_cents >= 1 AND amount_min_cents <= amount_max_cents));

ALTER TABLE transactions
  ADD COLUMN quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  ADD COLUMN unit_amount_cents bigint,
  ADD COLUMN coupon_id uuid,
  ADD COLUMN coupon_code text,
  ADD COLUMN discount_cents bigint NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
  ADD COLUMN custom_fields jsonb NOT NULL DEFAULT '[]'::jsonb;

CREATE INDEX transactions_coupon_idx ON transactions (coupon_id) WHERE coupon_id IS NOT NULL;

-- Sellers and marketplaces management (issue 11): soft removal and provider seller ids.
-- Removal never deletes: transactions, links and balances keep pointing at the rows.
ALTER TABLE marketplaces ADD COLUMN deleted_at timestamptz;
ALTER TABLE sellers ADD COLUMN deleted_at timestamptz;
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- A provider seller id belongs to one record (removed ones included: their money records still
-- name it). Empty means "not onboarded yet".
CREATE UNIQUE INDEX sellers_id_seller_key ON sellers (id_seller) WHERE id_seller <> '';

-- The paged lists: active sellers of a marketplace by name.
CREATE INDEX sellers_active_marketplace_nome_idx ON sellers (marketplace_id, nome) WHERE deleted_at IS NULL;
CREATE INDEX sellers_active_nome_idx ON sellers (nome) WHERE deleted_at IS NULL;

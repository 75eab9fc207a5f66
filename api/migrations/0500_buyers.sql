-- Buyers as managed records (issue 12): soft removal (payment history keeps pointing at them) and
-- one provider buyer id per record. Empty id means "not registered at the provider".
ALTER TABLE buyers ADD COLUMN deleted_at timestamptz;
CREATE UNIQUE INDEX buyers_id_comprador_key ON buyers (id_comprador) WHERE id_comprador <> '';
CREATE INDEX buyers_active_seller_nome_idx ON buyers (seller_id, nome) WHERE deleted_at IS NULL;
CREATE INDEX buyers_active_marketplace_nome_idx ON buyers (marketplace_id, nome) WHERE deleted_at IS NULL;

-- The sellers lists' search (issue 11: a page of a 5,000-seller tenant under 50 ms, searched too).
-- One lowercased column per kind of term, each with a trigram index, instead of ILIKE over five
-- columns (two of them uuid casts) on every row: `LIKE '%term%'` on these uses the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE sellers
  ADD COLUMN search_name text GENERATED ALWAYS AS (lower(nome || ' ' || email)) STORED,
  ADD COLUMN search_ids text GENERATED ALWAYS AS (lower(id_seller || ' ' || id::text || ' ' || user_id::text)) STORED;

CREATE INDEX sellers_search_name_trgm ON sellers USING gin (search_name gin_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX sellers_search_ids_trgm ON sellers USING gin (search_ids gin_trgm_ops) WHERE deleted_at IS NULL;

-- Issue 42: logos live in the database, where every API instance reads them (or in S3-compatible
-- storage when S3_BUCKET is set: then this table stays empty). `name` is the file name of the URL
-- /api/uploads/<name>: a hash of the owner and the bytes for new logos, so a name never changes its
-- bytes and is cached for a year; older logos keep their random name from DATA_DIR/uploads.
-- Written only by accounts/branding.
CREATE TABLE brand_images (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  -- Of the bytes alone, to check a copy or an import.
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

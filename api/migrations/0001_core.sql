-- Core accounts: marketplaces (tenants), users with their cargo, sellers, buyers, sessions.
CREATE TABLE marketplaces (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  nome text NOT NULL,
  email text NOT NULL,
  cpf_cnpj text NOT NULL DEFAULT '',
  zpk_id_marketplace text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  contact_person text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  address jsonb NOT NULL,
  primary_color text NOT NULL DEFAULT '#0f766e',
  secondary_color text NOT NULL DEFAULT '#134e4a',
  logo_path text,
  logo_mini_path text,
  taxa_padrao integer NOT NULL DEFAULT 0,
  taxa_repasse_juros integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  nome text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  cargo text NOT NULL CHECK (cargo IN ('admin', 'marketplace', 'seller', 'customer')),
  marketplace_id uuid REFERENCES marketplaces(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_marketplace_idx ON users (marketplace_id);

CREATE TABLE sellers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  user_id uuid NOT NULL REFERENCES users(id),
  id_seller text NOT NULL DEFAULT '',
  nome text NOT NULL,
  email text NOT NULL,
  cpf_cnpj text NOT NULL DEFAULT '',
  contact_person text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  address jsonb NOT NULL,
  taxa_padrao integer NOT NULL DEFAULT 0,
  taxa_repasse_juros integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sellers_user_key ON sellers (user_id);
CREATE INDEX sellers_marketplace_idx ON sellers (marketplace_id);

CREATE TABLE buyers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES sellers(id),
  marketplace_id uuid NOT NULL REFERENCES marketplaces(id),
  user_id uuid REFERENCES users(id),
  id_comprador text NOT NULL DEFAULT '',
  nome text NOT NULL,
  email text NOT NULL,
  cpf_cnpj text NOT NULL DEFAULT '',
  contact_person text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  address jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX buyers_seller_idx ON buyers (seller_id);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- A marketplace's owner login is looked up on every marketplace list row (GET /marketplaces, the
-- sellers domain's marketplace reads). users_marketplace_idx holds every login of the marketplace,
-- its sellers' included: for a marketplace of 5,000 sellers that lookup read 5,000 rows to find
-- one. Owners only, in the lookup's order.
CREATE INDEX users_marketplace_owner_idx ON users (marketplace_id, created_at) WHERE cargo = 'marketplace';

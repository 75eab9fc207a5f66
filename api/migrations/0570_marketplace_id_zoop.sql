-- The marketplace form's 'ID Zoop' (spec 001 section 5: required, at least 3 characters): the
-- marketplace's id at the provider. It was required by the form but never stored, and the edit form
-- showed the local uuid in its place. Marketplaces created before this have none ('').
ALTER TABLE marketplaces ADD COLUMN id_zoop text NOT NULL DEFAULT '';

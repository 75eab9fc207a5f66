import { sql, type SQLWrapper } from 'drizzle-orm';
import { readView } from '../../platform/db/read-view';
import { buyers, marketplaces, sellers, users } from './tables';

// What other domains may read of the accounts' tables, for their joins and filters: read-only
// (docs/decisions/012). Writes go through this domain's functions (records.ts, logins.ts).

/** Logins without their password hash. */
export const usersView = readView(users, ['passwordHash']);
export const marketplacesView = readView(marketplaces);
/** With the lowercased search columns (migration 0410) that the sellers list matches on. */
export const sellersView = readView(sellers, [], {
  searchName: sql<string>`search_name`.as('search_name'),
  searchIds: sql<string>`search_ids`.as('search_ids'),
});
export const buyersView = readView(buyers);

// Lookups other domains' queries embed as columns or filters (docs/decisions/024): correlated
// subqueries with their own aliases, so they read the same whether the outer query qualifies its
// columns or not, and one list stays one query. Pass the outer column fully named when the outer
// query is on one table (drizzle then leaves its columns unqualified).

/** A login's interest plan choice (null: its marketplace's default). */
export const loginInterestPlanOf = (userId: SQLWrapper) =>
  sql<string | null>`(SELECT u.interest_plan_id FROM users u WHERE u.id = ${userId})`;

/** A marketplace's owner: its first 'marketplace' login (the index of migration 0580). */
export const marketplaceOwnerOf = (marketplaceId: SQLWrapper) =>
  sql<
    string | null
  >`(SELECT u.id FROM users u WHERE u.marketplace_id = ${marketplaceId} AND u.cargo = 'marketplace' ORDER BY u.created_at LIMIT 1)`;

/** The marketplace a 'marketplace' login belongs to (null for any other login). */
export const marketplaceOfOwner = (userId: SQLWrapper | string) =>
  sql<
    string | null
  >`(SELECT u.marketplace_id FROM users u WHERE u.id = ${userId} AND u.cargo = 'marketplace')`;

/** Whether one of the marketplace's 'marketplace' logins has an id matching the ILIKE `pattern`. */
export const marketplaceLoginIdMatches = (marketplaceId: SQLWrapper, pattern: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM users u WHERE u.marketplace_id = ${marketplaceId} AND u.cargo = 'marketplace' AND u.id::text ILIKE ${pattern})`;

/** How many sellers of the marketplace are not removed. */
export const activeSellerCountOf = (marketplaceId: SQLWrapper) =>
  sql<number>`(SELECT count(*)::int FROM sellers s WHERE s.marketplace_id = ${marketplaceId} AND s.deleted_at IS NULL)`;

/** A seller's login. */
export const sellerLoginOf = (sellerId: SQLWrapper | string) =>
  sql<string | null>`(SELECT s.user_id FROM sellers s WHERE s.id = ${sellerId})`;

/** The removed sellers among `ids` (a query of seller ids as text), as a jsonb array of ids. */
export const removedSellersAmong = (ids: SQLWrapper) =>
  sql<string[]>`(SELECT coalesce(jsonb_agg(s.id), '[]'::jsonb) FROM sellers s
    WHERE s.deleted_at IS NOT NULL AND s.id::text IN (${ids}))`;

import { sql } from 'drizzle-orm';
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

import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/sql-helpers';

export type PayerSample = {
  /** The table's rows by PostgreSQL's estimate (0 when never analyzed). */
  tableRows: number;
  payers: { payerName: string | null; payerEmail: string | null; sellerId: string; marketplaceId: string }[];
};

const COLUMNS = sql.raw('payer_name, payer_email, seller_id, marketplace_id');

/**
 * About `rows` payers' names and e-mails, with the seller and marketplace of each sale, drawn from
 * pages spread over every month's partition (TABLESAMPLE SYSTEM reads that share of the pages, not
 * the table). The list's search learns its common trigrams from them (transactions/
 * trigram-shares.ts), and whether a term surely has more matches in a scope than a search counts
 * (transactions/common-terms.ts). A table never analyzed has no row estimate; its first `rows`
 * rows stand in for a sample.
 */
export async function samplePayers(db: Db, rows: number): Promise<PayerSample> {
  const [estimate] = rowsOf<{ n: number | null }>(
    await db.execute(
      sql`SELECT sum(greatest(c.reltuples, 0))::float8 AS n
            FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           WHERE i.inhparent = 'transactions'::regclass`,
    ),
  );
  const total = Number(estimate?.n ?? 0);
  // A little over the share that gives `rows`, as SYSTEM's pages hold unequal numbers of rows.
  const percent = total > rows ? Math.min(100, (100 * rows * 1.25) / total) : 100;
  const sampled =
    percent < 100
      ? sql`SELECT ${COLUMNS} FROM transactions TABLESAMPLE SYSTEM (${percent}) LIMIT ${rows}`
      : sql`SELECT ${COLUMNS} FROM transactions LIMIT ${rows}`;
  const payers = rowsOf<{
    payer_name: string | null;
    payer_email: string | null;
    seller_id: string;
    marketplace_id: string;
  }>(await db.execute(sampled)).map((r) => ({
    payerName: r.payer_name,
    payerEmail: r.payer_email,
    sellerId: r.seller_id,
    marketplaceId: r.marketplace_id,
  }));
  return { tableRows: total, payers };
}

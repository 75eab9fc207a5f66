import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * The scale scenario's data, loaded straight into a migrated, demo-seeded PostgreSQL database:
 * 200 marketplaces (a few big, many small), 50,000 sellers over them (the same long tail) and
 * `rows` transactions over 24 months, most with tens and a few with 10^5 (the demo seller is the
 * biggest, in the biggest marketplace, so the pages measured are the worst ones), then the
 * statement lines of every sale. One INSERT ... SELECT per month, in time order as production
 * writes them; secondary indexes are dropped before and rebuilt after (faster than keeping 17 of
 * them through 10 M random-order inserts), the rollups rebuilt by GROUP BY, then ANALYZE.
 */
export const MARKETPLACES = 200;
export const SELLERS = 50_000;
export const MONTHS = 24;
/** Seller tiers by rank: 20 big, 500 medium, the rest small; each tier's share of the rows. */
const BIG = { sellers: 20, share: 0.2 };
const MEDIUM = { sellers: 500, share: 0.4 };

export type LoadTimes = Record<string, number>;

export async function loadScale(db: pg.Client, rows: number): Promise<LoadTimes> {
  const times: LoadTimes = {};
  const step = async (label: string, fn: () => Promise<unknown>) => {
    const started = performance.now();
    await fn();
    times[label] = Math.round(performance.now() - started) / 1000;
    console.log(`  load: ${label} ${times[label]} s`);
  };
  // The loading session only: no commit wait, no FK or trigger work (the data is consistent by
  // construction; the rollups are rebuilt below). The API's own sessions keep synchronous_commit.
  await db.query("SET synchronous_commit = off; SET session_replication_role = 'replica'");
  await step('accounts', () => loadAccounts(db, rows));
  await ensurePartitions(db, ['transactions', 'statement_lines']);
  const dropped: string[] = [];
  await step('drop indexes', async () => {
    for (const table of ['transactions', 'statement_lines']) dropped.push(...(await dropIndexes(db, table)));
  });
  const weightSum = Array.from({ length: MONTHS }, (_, m) => m + 12).reduce((a, b) => a + b, 0);
  await step('transactions + statement lines', async () => {
    for (let m = 0; m < MONTHS; m++) await loadMonth(db, m, (m + 12) / weightSum);
  });
  await step('rebuild indexes', async () => {
    for (const ddl of dropped) await db.query(ddl);
  });
  await step('rollups', () => rebuildRollups(db));
  await db.query("SET session_replication_role = 'origin'");
  await step('analyze', () => db.query('ANALYZE'));
  return times;
}

async function loadAccounts(db: pg.Client, rows: number): Promise<void> {
  await db.query(
    `INSERT INTO marketplaces (nome, email, address)
     SELECT 'Marketplace ' || g, 'mp' || g || '@bench.pagora', '{}'::jsonb
     FROM generate_series(2, $1::int) g`,
    [MARKETPLACES],
  );
  // Rank 1 is the demo marketplace; rank r holds ln((r+1)/r)/ln(201) of the sellers (13% for the first).
  await db.query(
    `CREATE TABLE bench_mp AS
     SELECT row_number() OVER (ORDER BY email <> 'marketplace@pagora.demo', created_at, email) AS r, id
     FROM marketplaces`,
  );
  await db.query(
    `WITH u AS (
       INSERT INTO users (nome, email, password_hash, cargo, marketplace_id)
       SELECT (ARRAY['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabi','Hugo'])[1 + g % 8] || ' Loja ' || g,
              'bench' || g || '@sellers.bench', '!bench', 'seller',
              (SELECT id FROM bench_mp WHERE r = least($2::int,
                 floor(exp(((g * 0.6180339887) % 1) * ln($2::int + 1)))::int))
       FROM generate_series(1, $1::int - (SELECT count(*) FROM sellers)::int) g
       RETURNING id, nome, email, marketplace_id)
     INSERT INTO sellers (marketplace_id, user_id, id_seller, nome, email, cpf_cnpj, phone, address)
     SELECT marketplace_id, id, md5(email), nome, email, '52998224725', '(11) 99999-9999', '{}'::jsonb FROM u`,
    [SELLERS, MARKETPLACES],
  );
  // Rank 1 is the demo seller (the biggest); each seller's rows over the 24 months.
  const small = SELLERS - BIG.sellers - MEDIUM.sellers;
  const smallShare = 1 - BIG.share - MEDIUM.share;
  await db.query(
    `CREATE TABLE bench_sellers AS
     SELECT k, id, marketplace_id,
       CASE WHEN k <= $1 THEN $2::float8 WHEN k <= $3 THEN $4::float8
            ELSE $5::float8 * (0.1 + 1.8 * ((k * 0.7548776662) % 1)) END AS n
     FROM (SELECT row_number() OVER (ORDER BY email <> 'seller@pagora.demo', created_at, email) AS k, id,
             marketplace_id FROM sellers) s`,
    [
      BIG.sellers,
      (rows * BIG.share) / BIG.sellers,
      BIG.sellers + MEDIUM.sellers,
      (rows * MEDIUM.share) / MEDIUM.sellers,
      (rows * smallShare) / small,
    ],
  );
}

/** On a partitioned schema, the 24 months need their partitions (one that exists is kept). */
async function ensurePartitions(db: pg.Client, tables: string[]): Promise<void> {
  for (const table of tables) {
    const kind = await db.query<{ relkind: string }>(`SELECT relkind FROM pg_class WHERE relname = $1`, [
      table,
    ]);
    if (kind.rows[0]?.relkind !== 'p') continue;
    for (let back = MONTHS; back >= -1; back--) {
      const { rows } = await db.query<{ f: string; t: string; n: string }>(
        `SELECT to_char(f, 'YYYY-MM-DD') f, to_char(f + interval '1 month', 'YYYY-MM-DD') t, to_char(f, 'YYYYMM') n
         FROM (SELECT date_trunc('month', now() - make_interval(months => $1::int)) f) x`,
        [back],
      );
      const r = rows[0]!;
      await db
        .query(
          `CREATE TABLE ${table}_bench_${r.n} PARTITION OF ${table} FOR VALUES FROM ('${r.f}') TO ('${r.t}')`,
        )
        .catch(() => undefined); // that month's partition exists already (the partition job's)
    }
  }
}

/** Drops the table's secondary indexes and unique constraints (not the primary key); returns their DDL. */
async function dropIndexes(db: pg.Client, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string; def: string; con: string | null }>(
    `SELECT ic.relname AS name, pg_get_indexdef(i.indexrelid) AS def,
       (SELECT c.conname || ' ' || pg_get_constraintdef(c.oid) FROM pg_constraint c
         WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid) AS con
     FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid
     WHERE i.indrelid = $1::regclass AND NOT i.indisprimary`,
    [table],
  );
  const ddl: string[] = [];
  for (const r of rows) {
    if (r.con) {
      const [name] = r.con.split(' ', 1);
      await db.query(`ALTER TABLE ${table} DROP CONSTRAINT ${name}`);
      ddl.push(`ALTER TABLE ${table} ADD CONSTRAINT ${r.con}`);
    } else {
      await db.query(`DROP INDEX ${r.name}`);
      // A partitioned parent's definition reads ON ONLY: rebuilt on every partition.
      ddl.push(r.def.replace(' ON ONLY ', ' ON '));
    }
  }
  return ddl;
}

/**
 * Month `m` (0 = 24 months ago): each seller's share of it, in time order, with the statement
 * lines of its sales (sale, provider fee, refund) and their running balances carried per seller.
 */
async function loadMonth(db: pg.Client, m: number, weight: number): Promise<void> {
  await db.query(
    `WITH span AS (
       SELECT date_trunc('month', now()) - make_interval(months => $1::int) AS f,
              least(now(), date_trunc('month', now()) - make_interval(months => $1::int - 1)) AS t),
     gen AS (
       SELECT s.k, s.id AS seller_id, s.marketplace_id, i,
         span.f + random() * (span.t - span.f) AS at, random() AS r1, random() AS r2, random() AS r3
       FROM bench_sellers s CROSS JOIN span
       CROSS JOIN LATERAL generate_series(1, floor(s.n * $2::float8 + ((s.k * 0.381966 + $1 * 0.2718) % 1))::int) i),
     shaped AS (
       SELECT *, CASE WHEN r1 < 0.40 THEN 'pix' WHEN r1 < 0.95 THEN 'credit_card' ELSE 'bank_slip' END AS method,
         greatest(100, round(exp(6.9 + r2 * 5.5)))::bigint AS amount
       FROM gen),
     tx AS (
       INSERT INTO transactions (seller_id, marketplace_id, status, method, amount_cents, fees_cents, net_cents,
         refunded_cents, installments, payer_name, payer_email, payer_cpf, provider_id, created_at, updated_at,
         paid_at, card_brand, card_last4)
       SELECT seller_id, marketplace_id, st, method, amount, fees, amount - fees,
         CASE WHEN st = 'estornada' THEN amount WHEN st = 'pago' AND r3 > 0.98 THEN amount / 2 ELSE 0 END,
         CASE WHEN method = 'credit_card' AND r3 < 0.5 THEN 2 + (i % 11) ELSE 1 END,
         (ARRAY['Ana','João','Maria','Pedro','Luiza','Carlos','Juliana','Rafael','Beatriz','Lucas'])[1 + (i * 7 + k) % 10]
           || ' ' || (ARRAY['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Almeida','Ferreira','Rocha',
           'Gomes','Ribeiro'])[1 + (i * 13 + k * 3) % 12] || ' ' || ((i * 7919 + k) % 99991),
         'cliente' || ((i * 7919 + k) % 99991) || '.' || k || '@exemplo.com.br', '52998224725',
         'bench-' || $1 || '-' || k || '-' || i, at, at,
         CASE WHEN st IN ('pago', 'estornada', 'em_disputa', 'chargeback') THEN at + interval '4 seconds' END,
         CASE WHEN method = 'credit_card' THEN 'visa' END, CASE WHEN method = 'credit_card' THEN '1111' END
       FROM (SELECT *,
         CASE WHEN r3 < 0.74 THEN 'pago' WHEN r3 < 0.78 THEN 'estornada' WHEN r3 < 0.783 THEN 'em_disputa'
              WHEN r3 < 0.786 THEN 'chargeback' WHEN r3 < 0.83 THEN 'rejeitada' WHEN r3 < 0.86 THEN 'falha'
              WHEN method = 'credit_card' THEN 'rejeitada'
              WHEN at > now() - interval '1 day' THEN CASE WHEN method = 'pix' THEN 'pendente_pix' ELSE 'pendente' END
              ELSE 'expirada' END AS st,
         CASE WHEN method = 'pix' THEN amount * 99 / 10000 WHEN method = 'bank_slip' THEN least(amount, 349)
              ELSE amount * (399 + 150 * (CASE WHEN r3 < 0.5 THEN 1 ELSE 0 END)) / 10000 END AS fees
         FROM shaped ORDER BY at) x
       RETURNING id, seller_id, marketplace_id, status, amount_cents, fees_cents, refunded_cents, created_at, provider_id),
     lines AS (
       SELECT tx.*, l.kind, l.amt, l.ord FROM tx CROSS JOIN LATERAL (VALUES
         ('venda', tx.amount_cents, 1), ('taxa_provedor', -tx.fees_cents, 2),
         ('estorno', -tx.refunded_cents, 3)) l(kind, amt, ord)
       WHERE tx.status IN ('pago', 'estornada', 'em_disputa', 'chargeback') AND l.amt <> 0),
     posted AS (
       INSERT INTO statement_lines (seller_id, marketplace_id, kind, amount_cents, balance_after_cents, day,
         occurred_at, transaction_id, provider_ref, description, posting_key)
       SELECT l.seller_id, l.marketplace_id, l.kind, l.amt,
         coalesce(b.balance_cents, 0) + sum(l.amt) OVER (PARTITION BY l.seller_id ORDER BY l.created_at, l.id, l.ord),
         (l.created_at - interval '3 hours')::date, l.created_at, l.id, l.provider_id,
         CASE l.kind WHEN 'venda' THEN 'Venda' WHEN 'estorno' THEN 'Estorno' ELSE 'Taxa do provedor' END,
         'bench:' || l.kind || ':' || l.id
       FROM lines l LEFT JOIN statement_balances b ON b.seller_id = l.seller_id
       ORDER BY l.created_at, l.id, l.ord
       RETURNING seller_id, amount_cents)
     INSERT INTO statement_balances (seller_id, balance_cents)
     SELECT seller_id, sum(amount_cents) FROM posted GROUP BY seller_id
     ON CONFLICT (seller_id) DO UPDATE SET balance_cents = statement_balances.balance_cents + excluded.balance_cents`,
    [MONTHS - 1 - m, weight],
  );
}

async function rebuildRollups(db: pg.Client): Promise<void> {
  await db.query('DELETE FROM tx_monthly');
  await db.query(
    `INSERT INTO tx_monthly SELECT tx_month(created_at), seller_id, min(marketplace_id::text)::uuid, status, method,
       count(*), sum(amount_cents), sum(refunded_cents) FROM transactions GROUP BY 1, 2, 4, 5`,
  );
  // The marketplace's and everyone's rollups (migrations 1780, 1800), from the seller's, as its
  // backfill does: all folded, no delta left.
  await db.query('DELETE FROM tx_monthly_marketplace_deltas; DELETE FROM tx_monthly_all_deltas');
  await db.query('DELETE FROM tx_monthly_marketplace_folded');
  await db.query(
    `INSERT INTO tx_monthly_marketplace_folded SELECT month, marketplace_id, status, method, sum(tx_count),
       sum(amount_cents), sum(refunded_cents) FROM tx_monthly GROUP BY 1, 2, 3, 4`,
  );
  await db.query('DELETE FROM tx_monthly_all_folded');
  await db.query(
    `INSERT INTO tx_monthly_all_folded SELECT month, (hashtext(seller_id::text) & 15)::smallint, status, method,
       sum(tx_count), sum(amount_cents), sum(refunded_cents) FROM tx_monthly GROUP BY 1, 2, 3, 4`,
  );
  await db.query('DELETE FROM statement_day_totals');
  await db.query(
    `INSERT INTO statement_day_totals (seller_id, marketplace_id, day, kind, amount_cents, line_count)
     SELECT seller_id, min(marketplace_id::text)::uuid, day, kind, sum(amount_cents), count(*)
     FROM statement_lines GROUP BY seller_id, day, kind`,
  );
  // The admin's marketplace days (migration 1790), from the day totals, as its backfill does: the
  // folded table holds them all, so no delta is left (a leftover would count twice).
  await db.query('DELETE FROM statement_marketplace_day_deltas');
  await db.query('DELETE FROM statement_marketplace_days');
  await db.query(
    `INSERT INTO statement_marketplace_days (day, marketplace_id, kind, amount_cents, line_count)
     SELECT day, marketplace_id, kind, sum(amount_cents), sum(line_count) FROM statement_day_totals GROUP BY 1, 2, 3`,
  );
  // The partitioned schema's unique keys (migration 1740) are written by a trigger, off here.
  const keys = await db.query(`SELECT to_regclass('transaction_keys') IS NOT NULL AS present`);
  if ((keys.rows[0] as { present: boolean }).present)
    await db.query(
      `INSERT INTO transaction_keys (id, provider, provider_id) SELECT id, provider, provider_id FROM transactions
       ON CONFLICT DO NOTHING`,
    );
  await db.query('DROP TABLE bench_mp; DROP TABLE bench_sellers');
}

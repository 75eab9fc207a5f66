import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { PREPARED_STATEMENTS_KEPT, PreparedPGlite } from './prepared-pglite';
import { PGLITE_PASS_ONLY } from '../../test/passes';

// Every answer of the prepared path is compared with PGlite's own `query` on the same schema.
let plain: PGlite;
let prepared: PreparedPGlite;

const SCHEMA = `
  CREATE TABLE probe (
    id serial PRIMARY KEY, name text UNIQUE, amount_cents bigint, rate numeric(6,2), paid boolean,
    at timestamptz, day date, tags text[], data jsonb, raw bytea
  )`;

before(async () => {
  plain = await PGlite.create();
  prepared = new PreparedPGlite();
  await prepared.waitReady;
  for (const db of [plain, prepared]) await db.exec(SCHEMA);
});

after(async () => {
  await plain.close();
  await prepared.close();
});

const both = async (text: string, params: unknown[] = [], options?: { rowMode: 'array' }) => {
  const [a, b] = [await plain.query(text, params, options), await prepared.query(text, params, options)];
  assert.deepEqual(b, a, text);
  return b;
};

test(
  'values of every kind go in and come out as PGlite itself serializes and parses them',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const row = [
      'ana',
      9_007_199_254_740_991n,
      '12.50',
      true,
      new Date('2026-11-27T12:34:56.789Z'),
      '2026-11-27',
      ['a', "b'c", 'd,e'],
      { valor: 1250, itens: [1, 2], nome: 'Café' },
      new Uint8Array([0, 1, 255]),
    ];
    const insert = `INSERT INTO probe (name, amount_cents, rate, paid, at, day, tags, data, raw)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`;
    const inserted = await both(insert, row);
    assert.equal(inserted.affectedRows, 1);
    assert.deepEqual((inserted.rows[0] as { data: unknown }).data, row[7]);
    for (let i = 0; i < 7; i += 1) await both('SELECT * FROM probe WHERE name = $1', ['ana']); // past the custom plans
    await both('SELECT id, name, at FROM probe WHERE name = $1', ['ana'], { rowMode: 'array' });
    await both('SELECT name FROM probe WHERE paid = $1 AND day <= $2', [true, new Date('2026-12-01')]);
    await both('SELECT $1::text AS nothing, $2::int AS zero', [null, 0]);
    const updated = await both('UPDATE probe SET rate = rate + $1 WHERE name = $2', ['1.25', 'ana']);
    assert.equal(updated.affectedRows, 1);
    await both('SELECT rate FROM probe');
  },
);

test(
  'an error reaches the caller with its code, and the database answers the next query',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    await assert.rejects(prepared.query('INSERT INTO probe (name) VALUES ($1)', ['ana']), { code: '23505' });
    await assert.rejects(prepared.query('SELECT * FROM probe WHERE id = $1', ['not a number']), {
      code: '22P02',
    });
    await assert.rejects(prepared.query('SELECT nope FROM probe'), { code: '42703' });
    assert.deepEqual((await prepared.query('SELECT count(*)::int AS n FROM probe')).rows, [{ n: 1 }]);
  },
);

test(
  'a transaction sees its own writes, and a rolled-back one leaves nothing',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const count = async () =>
      (
        await prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE name LIKE $1', [
          'tx%',
        ])
      ).rows[0]?.n;
    await prepared.transaction(async (tx) => {
      await tx.query('INSERT INTO probe (name) VALUES ($1)', ['tx-1']);
      const seen = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE name LIKE $1', [
        'tx%',
      ]);
      assert.equal(seen.rows[0]?.n, 1);
    });
    await assert.rejects(
      prepared.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (name) VALUES ($1)', ['tx-2']);
        await tx.query('INSERT INTO probe (name) VALUES ($1)', ['tx-1']); // unique violation
      }),
      { code: '23505' },
    );
    assert.equal(await count(), 1);
    // A query waits for a running transaction: on PGlite's one session, run inside it, it would see
    // the transaction's uncommitted row.
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const tx = prepared.transaction(async (t) => {
      await t.query('INSERT INTO probe (name) VALUES ($1)', ['tx-3']);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await t.rollback();
    });
    await insertedYet;
    const outside = count();
    await tx;
    assert.equal(await outside, 1);
  },
);

test(
  'past the statements it keeps, the least recently used is closed and still answers when asked again',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const first = 'SELECT $1::int + 0 AS n';
    assert.deepEqual((await prepared.query(first, [7])).rows, [{ n: 7 }]);
    for (let i = 1; i <= PREPARED_STATEMENTS_KEPT + 5; i += 1)
      await prepared.query(`SELECT $1::int + ${i} AS n`, [1]);
    const kept = await prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements');
    assert.ok((kept.rows[0]?.n ?? 0) <= PREPARED_STATEMENTS_KEPT, `${kept.rows[0]?.n} statements kept`);
    assert.deepEqual((await prepared.query(first, [8])).rows, [{ n: 8 }]);
  },
);

test(
  'a table changed under a prepared SELECT * answers with its new columns',
  { skip: PGLITE_PASS_ONLY },
  async () => {
    await both('SELECT * FROM probe WHERE name = $1', ['ana']);
    for (const db of [plain, prepared]) await db.exec('ALTER TABLE probe ADD COLUMN note text');
    const after = await both('SELECT * FROM probe WHERE name = $1', ['ana']);
    assert.ok(after.fields.some((f) => f.name === 'note'));
  },
);

test(
  "a transaction's query can be wrapped, as on PGlite's own transaction object",
  { skip: PGLITE_PASS_ONLY },
  async () => {
    const seen: string[] = [];
    await prepared.transaction(async (tx) => {
      const query = tx.query.bind(tx);
      tx.query = ((text: string, params?: unknown[]) => (
        seen.push(text),
        query(text, params)
      )) as typeof tx.query;
      await tx.query('SELECT $1::int AS n', [1]);
    });
    assert.deepEqual(seen, ['SELECT $1::int AS n']);
  },
);

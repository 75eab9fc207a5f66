import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { openTestDatabase } from '../../test/harness';
import type { Database } from '../db/client';
import { machineDocs } from './docs';
import { defineMachine, guardedMove } from './machine';
import { assertMachineWhole } from './testing';

// A toy money status on a real database: the kit's guarded move writes what the table allows and
// nothing else, decided by the row as it is when written.
const toy = defineMachine({
  key: 'toy',
  source: 'machine.test.ts',
  statuses: ['aberto', 'pago', 'desconhecido', 'cancelado'] as const,
  events: {
    paid: 'the provider says paid',
    lost: 'the answer was lost',
    cancelled: 'a person cancels it',
  },
  initial: [{ status: 'aberto', event: 'created' }],
  table: {
    aberto: { paid: 'pago', lost: 'desconhecido', cancelled: 'cancelado' },
    desconhecido: { paid: 'pago', cancelled: 'cancelado' },
    pago: {},
    cancelado: {},
  },
});
const rows = pgTable('toy_rows', { id: text('id').primaryKey(), status: text('status').notNull() });

let database: Database;
let drop: () => Promise<void>;
before(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.query('CREATE TABLE toy_rows (id text PRIMARY KEY, status text NOT NULL)');
});
after(() => drop());

async function move(id: string, event: keyof typeof toy.events) {
  const guard = guardedMove(toy, rows.status, event);
  if (!guard) return null;
  const [moved] = await database.db
    .update(rows)
    .set({ status: sql`${guard.status}` })
    .where(sql`${eq(rows.id, id)} AND ${guard.allowed}`)
    .returning({ status: rows.status });
  return moved?.status ?? null;
}

test('a move the table allows is written; one it does not is refused and writes nothing', async () => {
  await database.query(`INSERT INTO toy_rows VALUES ('a', 'aberto'), ('b', 'cancelado')`);
  assert.equal(await move('a', 'lost'), 'desconhecido');
  assert.equal(await move('a', 'paid'), 'pago');
  assert.equal(await move('a', 'cancelled'), null, 'a paid row is not cancelled');
  assert.equal(await move('b', 'paid'), null, 'a cancelled row is not paid');
  const after = await database.query<{ id: string; status: string }>(
    'SELECT id, status FROM toy_rows ORDER BY id',
  );
  assert.deepEqual(after, [
    { id: 'a', status: 'pago' },
    { id: 'b', status: 'cancelado' },
  ]);
});

test('the docs show each event with where it is allowed and where it leads', () => {
  const docs = machineDocs(toy);
  assert.match(docs, /<!-- toy: generated from machine\.test\.ts -->/);
  assert.match(docs, /aberto --> pago: paid/);
  assert.match(
    docs,
    /\| `cancelled` \| a person cancels it \| `aberto` → `cancelado`, `desconhecido` → `cancelado` \|/,
  );
});

test('a whole table: every status reachable, every event allowed somewhere, end states closed', () => {
  assertMachineWhole(toy, ['pago', 'cancelado']);
  const leaky = defineMachine({ ...toy, table: { ...toy.table, pago: { cancelled: 'cancelado' } } });
  assert.throws(() => assertMachineWhole(leaky, ['pago', 'cancelado']), /terminal pago leaves by cancelled/);
});

import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * Every money status has one writer (issue 37): each status column below is declared as a machine
 * and moved only by the one file named here. This reads every production file of the API and fails
 * on a second file that UPDATEs the column, in raw SQL (`UPDATE table ... SET ... column =`) or
 * through drizzle (`.update(tableVar) ... .set(... property:`). A row's first status is written
 * by its INSERT where the row is created: that is not a move, and not counted.
 */
type StatusColumn = {
  table: string;
  column: string;
  /** The drizzle table variable and property, where the table is declared with drizzle. */
  drizzle: { table: string; property: string };
  writer: string;
};

const COLUMNS: StatusColumn[] = [
  {
    table: 'transactions',
    column: 'status',
    drizzle: { table: 'transactions', property: 'status' },
    writer: 'domains/payments/tx-writer.ts',
  },
  {
    table: 'refunds',
    column: 'state',
    drizzle: { table: 'refunds', property: 'state' },
    writer: 'domains/payments/refund-machine.ts',
  },
  {
    table: 'payouts',
    column: 'status',
    drizzle: { table: 'payouts', property: 'status' },
    writer: 'domains/payouts/payout-status.ts',
  },
  {
    table: 'anticipations',
    column: 'status',
    drizzle: { table: 'anticipations', property: 'status' },
    writer: 'domains/anticipation/status.ts',
  },
  {
    table: 'subscriptions',
    column: 'status',
    drizzle: { table: 'subscriptions', property: 'status' },
    writer: 'domains/billing/engine/subscription-status.ts',
  },
  {
    table: 'subscription_charges',
    column: 'status',
    drizzle: { table: 'subscriptionCharges', property: 'status' },
    writer: 'domains/billing/engine/charge-status.ts',
  },
  {
    table: 'subscription_charge_attempts',
    column: 'outcome',
    drizzle: { table: 'chargeAttempts', property: 'outcome' },
    writer: 'domains/billing/engine/attempt-outcome.ts',
  },
  {
    table: 'outbound_webhook_deliveries',
    column: 'status',
    drizzle: { table: 'webhookDeliveries', property: 'status' },
    writer: 'domains/developers/webhooks/delivery-status.ts',
  },
  {
    table: 'mail_outbox',
    column: 'status',
    drizzle: { table: 'mailOutbox', property: 'status' },
    writer: 'domains/mail/outbox-status.ts',
  },
];

const SRC = path.dirname(fileURLToPath(import.meta.url));
const isProduction = (file: string) =>
  file.endsWith('.ts') &&
  !/\.test\.ts$|(^|\/)testing\.ts$|(^|\/)test-[^/]*\.ts$|(^|\/)test\//.test(file) &&
  !file.startsWith('zoop-sandbox/') &&
  !file.startsWith('domains/gateway/lookalike/');

const productionFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .map((f) => f.split(path.sep).join('/'))
  .filter(isProduction)
  .map((f) => ({ file: f, text: readFileSync(path.join(SRC, f), 'utf8') }));

/** Whether `text` moves `c` (an UPDATE that sets the column), as far as a reading can tell. */
export function writesStatus(text: string, c: Omit<StatusColumn, 'writer'>): boolean {
  // An assignment in the SET list (after SET or a comma, before any WHERE): `x.status = ...` in a
  // CASE or a WHERE is a read.
  const raw = new RegExp(
    `UPDATE\\s+${c.table}\\b(?:\\s+(?:AS\\s+)?\\w+)?\\s+(?=SET\\b)(?:(?!\\bWHERE\\b)[\\s\\S]){0,1500}?(?:\\bSET\\s+|,\\s*)${c.column}\\s*=(?!=)`,
    'i',
  );
  const drizzle = new RegExp(
    `\\.update\\(\\s*${c.drizzle.table}\\s*\\)[\\s\\S]{0,200}?\\.set\\([\\s\\S]{0,600}?\\b${c.drizzle.property}\\s*:`,
  );
  return raw.test(text) || drizzle.test(text);
}

for (const c of COLUMNS) {
  test(`${c.table}.${c.column} has one writer, ${c.writer}`, () => {
    const writers = productionFiles.filter((f) => writesStatus(f.text, c)).map((f) => f.file);
    assert.deepEqual(writers, [c.writer], `files that move ${c.table}.${c.column}: ${writers.join(', ')}`);
  });
}

test('the reading finds a second writer (raw SQL and drizzle), and not a read or an insert', () => {
  const c = COLUMNS[0]!;
  assert.ok(writesStatus(`UPDATE ${c.table} SET updated_at = now(), ${c.column} = 'x' WHERE id = $1`, c));
  assert.ok(writesStatus(`db.update(${c.drizzle.table}).set({ ${c.drizzle.property}: 'x' })`, c));
  assert.ok(
    writesStatus(`UPDATE ${c.table} t SET ${c.column} = CASE WHEN t.${c.column} = 'a' THEN 'b' END`, c),
  );
  assert.ok(!writesStatus(`SELECT ${c.column} FROM ${c.table} WHERE ${c.column} = 'x'`, c));
  assert.ok(!writesStatus(`UPDATE ${c.table} SET lease_until = now() WHERE ${c.column} = 'pendente'`, c));
  assert.ok(!writesStatus(`UPDATE ${c.table} SET x = CASE WHEN t.${c.column} = 'a' THEN 1 END`, c));
  assert.ok(!writesStatus(`db.insert(${c.drizzle.table}).values({ ${c.drizzle.property}: 'x' })`, c));
});

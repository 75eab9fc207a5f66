import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { and } from 'drizzle-orm';
import {
  centsToDecimalString,
  formatDateTime,
  paymentMethodLabel,
  transactionStatusLabel,
} from '@pagora/shared';
import type { transactionsContract } from '@pagora/shared/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../accounts';
import { filterWhere } from './filters';
import { findBatch, type Cursor } from './repository';
import { callerScope, narrowScope, scopeWhere } from './scope';
import type { TxWithNames } from './view';

type ExportQuery = z.output<typeof transactionsContract.exportCsv.query>;
export type CsvFormat = 'excel' | 'rfc4180';

const BATCH = 2_000;

const HEADER = [
  'ID',
  'Data',
  'Status',
  'Método',
  'Parcelas',
  'Valor',
  'Valor líquido',
  'Valor estornado',
  'Cliente',
  'E-mail',
  'Telefone',
  'Vendedor',
  'Marketplace',
  'Descrição',
  'ID Zoop',
  'Pago após expiração',
];

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab/CR before one) gets a
 * leading apostrophe (OWASP "CSV injection"). Applied to text cells in both formats: a payer
 * names themselves, and anyone may open either file in a spreadsheet.
 */
export const neutralize = (text: string | null): string =>
  text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? '');

/** Excel pt-BR: decimal comma, dd/mm/aaaa HH:mm, labels; RFC 4180: dot decimals, ISO dates, codes. */
function record(row: TxWithNames, format: CsvFormat): string[] {
  const { tx } = row;
  const excel = format === 'excel';
  const money = (cents: number) =>
    excel ? centsToDecimalString(cents).replace('.', ',') : centsToDecimalString(cents);
  const net = tx.netCents ?? tx.amountCents - tx.feesCents;
  return [
    tx.id,
    excel ? formatDateTime(tx.createdAt) : tx.createdAt.toISOString(),
    excel ? transactionStatusLabel(tx.status) : tx.status,
    excel ? paymentMethodLabel(tx.method) : tx.method,
    String(tx.installments),
    money(tx.amountCents),
    money(net),
    money(tx.refundedCents),
    neutralize(tx.payerName),
    neutralize(tx.payerEmail),
    neutralize(tx.payerPhone),
    neutralize(row.sellerNome),
    neutralize(row.marketplaceNome),
    neutralize(row.linkDescription),
    tx.providerId ?? '',
    tx.latePayment ? (excel ? 'Sim' : 'true') : excel ? 'Não' : 'false',
  ];
}

/**
 * GET /transactions/:userId/export: every matching row, read in keyset batches and written as
 * the client reads (back-pressure), so memory stays flat at any size. The scope is checked before
 * anything is sent, so a foreign id still answers 404.
 */
export async function exportTransactions(
  ctx: AppContext,
  who: Principal,
  userId: string,
  query: ExportQuery,
): Promise<Readable> {
  const scope = await narrowScope(ctx.db, who, callerScope(who, userId), query);
  const where = and(scopeWhere(scope), filterWhere(query));
  const format: CsvFormat = query.format ?? 'excel';
  const sort = query.sort ?? 'desc';
  const csv = stringify({
    header: true,
    columns: HEADER,
    bom: format === 'excel',
    delimiter: format === 'excel' ? ';' : ',',
    record_delimiter: 'windows',
  });
  void pump(csv, async (cursor) => findBatch(ctx.db, where, sort, cursor, BATCH), format);
  return csv;
}

async function pump(
  csv: Stringifier,
  next: (cursor: Cursor | null) => Promise<TxWithNames[]>,
  format: CsvFormat,
) {
  try {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await next(cursor);
      for (const row of rows) {
        if (csv.destroyed) return;
        // A client that goes away closes the stream: stop instead of waiting for a drain.
        if (!csv.write(record(row, format))) await Promise.race([once(csv, 'drain'), once(csv, 'close')]);
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) break;
      cursor = { createdAt: last.tx.createdAt, id: last.tx.id };
    }
    csv.end();
  } catch (err) {
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

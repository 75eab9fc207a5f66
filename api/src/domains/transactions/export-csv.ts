import { Transform, pipeline, type Readable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { and } from 'drizzle-orm';
import {
  centsToDecimalString,
  formatDateTime,
  paymentMethodLabel,
  saoPauloWallClock,
  transactionStatusLabel,
} from '@pagora/shared';
import type { transactionsContract } from '@pagora/shared/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { disputeFiguresOf, netOf } from './figures';
import { filterWhere } from './filters';
import { fieldAnswersText } from './order-view';
import { findExportBatch, type Cursor, type ExportRow } from './repository';
import { callerScope, narrowScope, scopeWhere } from './scope';
import { isPayer } from './view';

type ExportQuery = z.output<typeof transactionsContract.exportCsv.query>;
export type CsvFormat = 'excel' | 'rfc4180';

const BATCH = 5_000;

const HEADER = [
  'ID',
  'Data',
  'Status',
  'Método',
  'Parcelas',
  'Valor',
  'Valor líquido',
  'Valor estornado',
  // Issue 36: the net held by a dispute and taken back by a chargeback, apart from refunds.
  'Valor em disputa',
  'Valor de chargeback',
  'Cliente',
  'Email',
  'Telefone',
  'Vendedor',
  'Marketplace',
  'Descrição',
  'ID Zoop',
  'Pago após expiração',
  // Issue 40, what the payer chose: last, so a sheet that reads the columns above by position still does.
  'Quantidade',
  'Cupom',
  'Desconto',
  'Campos personalizados',
];

/** The seller's side of a sale, which a customer's file leaves out (as their list does). */
const SELLER_ONLY = new Set(['Valor líquido', 'Valor em disputa', 'Valor de chargeback', 'ID Zoop']);

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab/CR before one) gets a
 * leading apostrophe (OWASP "CSV injection"). Applied to text cells in both formats: a payer
 * names themselves, and anyone may open either file in a spreadsheet.
 */
/**
 * The download's name, dated by the São Paulo day: from 21:00 there the UTC date is already
 * tomorrow's, and a merchant exporting in the evening got a file named for a day not yet begun.
 */
export function exportFileName(now: Date): string {
  const { year, month, day } = saoPauloWallClock(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transacoes-${year}-${pad(month)}-${pad(day)}.csv`;
}

export const neutralize = (text: string | null): string =>
  text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? '');

/** Excel pt-BR: decimal comma, dd/mm/aaaa HH:mm, labels; RFC 4180: dot decimals, ISO dates, codes. */
function record(tx: ExportRow, format: CsvFormat): string[] {
  const excel = format === 'excel';
  const money = (cents: number) =>
    excel ? centsToDecimalString(cents).replace('.', ',') : centsToDecimalString(cents);
  const dispute = disputeFiguresOf(tx);
  return [
    tx.id,
    excel ? formatDateTime(tx.createdAt) : tx.createdAt.toISOString(),
    excel ? transactionStatusLabel(tx.status) : tx.status,
    excel ? paymentMethodLabel(tx.method) : tx.method,
    String(tx.installments),
    money(tx.amountCents),
    money(netOf(tx)),
    money(tx.refundedCents),
    money(dispute.heldCents),
    money(dispute.chargebackCents),
    neutralize(tx.payerName),
    neutralize(tx.payerEmail),
    neutralize(tx.payerPhone),
    neutralize(tx.sellerNome),
    neutralize(tx.marketplaceNome),
    neutralize(tx.description),
    tx.providerId ?? '',
    tx.latePayment ? (excel ? 'Sim' : 'true') : excel ? 'Não' : 'false',
    String(tx.quantity),
    neutralize(tx.couponCode),
    money(tx.discountCents),
    neutralize(fieldAnswersText(tx.customFields)),
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
  const keep = HEADER.map((name) => !isPayer(who) || !SELLER_ONLY.has(name));
  const csv = stringify({
    header: true,
    columns: HEADER.filter((_, i) => keep[i]),
    bom: format === 'excel',
    delimiter: format === 'excel' ? ';' : ',',
    record_delimiter: 'windows',
  });
  const cells = (row: ExportRow) => record(row, format).filter((_, i) => keep[i]);
  void pump(csv, async (cursor) => findExportBatch(ctx.db, where, sort, cursor, BATCH), cells);
  // A client that goes away destroys what it reads, and the pipeline the stringifier (the pump stops).
  return pipeline(csv, joinedChunks(), () => undefined);
}

/** About what a socket write or a compressor call takes well at once. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The stringifier emits a chunk per row. Compressed on the way out (a browser accepts gzip or br),
 * each chunk is its own call into zlib: 1,000,000 rows were exported at 13,700 a second
 * (`npm run bench -- scale`). Joined into 64 KB chunks they go out at the rate they are read.
 */
function joinedChunks(): Transform {
  let parts: Buffer[] = [];
  let length = 0;
  const take = (): Buffer => {
    const joined = Buffer.concat(parts, length);
    parts = [];
    length = 0;
    return joined;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      length += chunk.length;
      done(null, length >= CHUNK_BYTES ? take() : undefined);
    },
    flush(done) {
      done(null, length > 0 ? take() : undefined);
    },
  });
}

/** Waits until the client reads on, or goes away (a closed stream never drains). */
function drainOrClose(csv: Stringifier): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      csv.off('drain', done);
      csv.off('close', done);
      resolve();
    };
    csv.on('drain', done);
    csv.on('close', done);
  });
}

async function pump(
  csv: Stringifier,
  next: (cursor: Cursor | null) => Promise<ExportRow[]>,
  cells: (row: ExportRow) => string[],
) {
  try {
    let cursor: Cursor | null = null;
    for (;;) {
      const rows = await next(cursor);
      for (const row of rows) {
        if (csv.destroyed) return;
        if (!csv.write(cells(row))) await drainOrClose(csv);
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) break;
      cursor = { createdAt: last.cursorAt, id: last.id };
    }
    csv.end();
  } catch (err) {
    csv.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

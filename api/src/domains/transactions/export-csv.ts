import { Readable } from 'node:stream';
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
import {
  findExportBatch,
  type Cursor,
  type ExportBatch,
  type ExportRow,
  type SellerNames,
} from './repository';
import { callerScope, narrowScope, scopeWhere } from './scope';
import { isPayer } from './view';

type ExportQuery = z.output<typeof transactionsContract.exportCsv.query>;
export type CsvFormat = 'excel' | 'rfc4180';

/**
 * Rows per keyset query. A batch lives until it is written: 5,000 rows lived through several
 * young-generation collections and were copied into the old generation (442 MB in two exports
 * of 300,000 rows, the API's memory rising through the file); 1,000 rows die young (67 MB),
 * for one more query every 1,000 rows (issue 42).
 */
const BATCH = 1_000;

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
 * The download's name, dated by the São Paulo day: from 21:00 there the UTC date is already
 * tomorrow's, and a merchant exporting in the evening got a file named for a day not yet begun.
 */
export function exportFileName(now: Date): string {
  const { year, month, day } = saoPauloWallClock(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `transacoes-${year}-${pad(month)}-${pad(day)}.csv`;
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab/CR before one) gets a
 * leading apostrophe (OWASP "CSV injection"). Applied to text cells in both formats: a payer
 * names themselves, and anyone may open either file in a spreadsheet.
 */
export const neutralize = (text: string | null): string =>
  text && /^[=+\-@\t\r]/.test(text) ? `'${text}` : (text ?? '');

const excelMoney = (cents: number) => centsToDecimalString(cents).replace('.', ',');

/** Excel pt-BR: decimal comma, dd/mm/aaaa HH:mm, labels; RFC 4180: dot decimals, ISO dates, codes. */
function record(tx: ExportRow, format: CsvFormat): string[] {
  const excel = format === 'excel';
  const money = excel ? excelMoney : centsToDecimalString;
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
 * One CSV line, CRLF-ended, of the cells at `kept`: a cell holding the delimiter, a quote or a line
 * break (CR or LF, alone or paired) is quoted, its quotes doubled; no other is. csv-stringify's
 * rules with the export's options, plus lone CR and LF, which it left bare and a spreadsheet reads
 * as a new row (a custom field's answer may hold one). Written out rather than called: it took 37
 * to 46 µs a row on this loaded machine, these lines 4 to 6 (issue 42, ADR 040; export.test.ts
 * compares the two).
 */
export function csvLine(cells: readonly string[], kept: readonly number[], delimiter: ';' | ','): string {
  const special = delimiter === ';' ? SPECIAL_EXCEL : SPECIAL_RFC4180;
  const quoted = (i: number) => {
    const cell = cells[i]!;
    return special.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
  };
  return `${kept.map(quoted).join(delimiter)}\r\n`;
}
const SPECIAL_EXCEL = /[;"\r\n]/;
const SPECIAL_RFC4180 = /[,"\r\n]/;

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
  const shares = query.q?.trim() ? await ctx.searchShares.get(ctx) : undefined;
  const where = and(scopeWhere(scope), filterWhere(query, new Date(), shares));
  const format: CsvFormat = query.format ?? 'excel';
  const sort = query.sort ?? 'desc';
  const kept = HEADER.flatMap((name, i) => (!isPayer(who) || !SELLER_ONLY.has(name) ? [i] : []));
  const delimiter = format === 'excel' ? ';' : ',';
  const header = (format === 'excel' ? '\ufeff' : '') + csvLine(HEADER, kept, delimiter);
  const sellerNames: SellerNames = new Map();
  const text = csvText(
    header,
    (cursor) => findExportBatch(ctx.db, where, sort, cursor, BATCH, sellerNames),
    (row) => csvLine(record(row, format), kept, delimiter),
  );
  // Text, not objects: the stream holds about CHUNK_BYTES before it stops asking for more (back-
  // pressure). A client that goes away destroys it, which ends the generator (its `finally`).
  return Readable.from(text, { objectMode: false, highWaterMark: CHUNK_BYTES });
}

/** About what a socket write or a compressor call takes well at once. */
const CHUNK_BYTES = 64 * 1024;

/**
 * The file as text, in chunks of about CHUNK_BYTES. One chunk per row was a stream write, a
 * stringifier call and a zlib call each (1,000,000 rows at 13,700 a second, then 8,066 under load,
 * issue 42); a whole batch's text in one chunk lived long enough to be copied into the old
 * generation. The next batch is asked of the database before this one is formatted, so the query
 * runs while this process formats and sends: each side waited for the other before.
 */
async function* csvText(
  header: string,
  next: (cursor: Cursor | null) => Promise<ExportBatch>,
  line: (row: ExportRow) => string,
): AsyncGenerator<string> {
  yield header;
  let pending: Promise<ExportBatch> | null = next(null);
  try {
    while (pending) {
      const batch: ExportBatch = await pending;
      pending = batch.count === BATCH && batch.next ? next(batch.next) : null;
      let lines: string[] = [];
      let length = 0;
      for (const row of batch.rows) {
        const text = line(row);
        lines.push(text);
        length += text.length;
        if (length >= CHUNK_BYTES) {
          yield lines.join('');
          lines = [];
          length = 0;
        }
      }
      if (length > 0) yield lines.join('');
    }
  } finally {
    // Stopped early (the client went away): the batch being read is no longer wanted.
    void pending?.catch(() => undefined);
  }
}

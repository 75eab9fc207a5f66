import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { centsToDecimalString } from '@pagora/shared';
import { STATEMENT_KIND_LABELS } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { lineBatches, type ExportLine } from './line-batches';
import type { LineFilter } from './list';

const HEADER = [
  'Número',
  'Data',
  'Tipo',
  'Descrição',
  'Venda',
  'Saque',
  'Antecipação',
  'Valor',
  'Saldo após',
];

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
const neutral = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

const cells = (l: ExportLine) => [
  String(l.seq),
  l.day,
  STATEMENT_KIND_LABELS[l.kind],
  neutral(l.description),
  l.transactionId ?? '',
  l.payoutId ?? '',
  l.anticipationId ?? '',
  centsToDecimalString(l.amountCents),
  centsToDecimalString(l.balanceAfterCents),
];

/** GET /statement/export.csv: the period's lines oldest first, money as `1234.56`, streamed. */
export function statementCsv(db: Db, filter: LineFilter): Readable {
  async function* text() {
    yield stringify([HEADER]);
    for await (const rows of lineBatches(db, filter)) yield stringify(rows.map(cells));
  }
  return Readable.from(text());
}

export const statementFileName = (sellerId: string, f: { from: string; to: string }, ext: string) =>
  `extrato-${sellerId.slice(0, 8)}-${f.from}-a-${f.to}.${ext}`;

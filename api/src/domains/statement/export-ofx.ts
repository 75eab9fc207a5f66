import { Readable } from 'node:stream';
import { centsToDecimalString } from '@pagora/shared';
import { STATEMENT_KIND_LABELS } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { lineBatches, type ExportLine } from './line-batches';
import { periodBalances, type LineFilter } from './list';

/**
 * OFX 1.0.2 (SGML), what Brazilian accounting tools import: one bank statement (STMTRS) in BRL,
 * each line a STMTTRN whose FITID is the line's number, so a re-import never doubles a line.
 * The account is the seller at Pagora (no bank routing exists for it: BANKID 0000).
 */
const HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
].join('\r\n');

const ofxDate = (day: string) => `${day.replaceAll('-', '')}120000[-3:BRT]`;

/** SGML text: no markup characters, and only what the declared charset holds. */
const ofxText = (text: string) =>
  text
    .replace(/[<>&]/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .slice(0, 255);

const transaction = (l: ExportLine) =>
  [
    '<STMTTRN>',
    `<TRNTYPE>${l.amountCents < 0 ? 'DEBIT' : 'CREDIT'}`,
    `<DTPOSTED>${ofxDate(l.day)}`,
    `<TRNAMT>${centsToDecimalString(l.amountCents)}`,
    `<FITID>${l.seq}`,
    `<MEMO>${ofxText(`${STATEMENT_KIND_LABELS[l.kind]} - ${l.description}`)}`,
    '</STMTTRN>',
  ].join('\r\n');

/** GET /statement/export.ofx: streamed, oldest line first; LEDGERBAL is the period's closing. */
export function statementOfx(db: Db, filter: LineFilter, now = new Date()): Readable {
  async function* text() {
    const { closingBalanceCents } = await periodBalances(db, filter.sellerId, filter.from, filter.to);
    const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
    yield `${HEADER}\r\n${[
      '<OFX>',
      '<SIGNONMSGSRSV1><SONRS>',
      '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      `<DTSERVER>${stamp}[0:GMT]`,
      '<LANGUAGE>POR',
      '</SONRS></SIGNONMSGSRSV1>',
      '<BANKMSGSRSV1>',
      '<STMTTRNRS>',
      '<TRNUID>1',
      '<STATUS><CODE>0<SEVERITY>INFO</STATUS>',
      '<STMTRS>',
      '<CURDEF>BRL',
      `<BANKACCTFROM><BANKID>0000<ACCTID>${filter.sellerId}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
      '<BANKTRANLIST>',
      `<DTSTART>${ofxDate(filter.from)}`,
      `<DTEND>${ofxDate(filter.to)}`,
    ].join('\r\n')}\r\n`;
    for await (const rows of lineBatches(db, filter)) yield `${rows.map(transaction).join('\r\n')}\r\n`;
    yield `${[
      '</BANKTRANLIST>',
      `<LEDGERBAL><BALAMT>${centsToDecimalString(closingBalanceCents)}<DTASOF>${ofxDate(filter.to)}</LEDGERBAL>`,
      '</STMTRS>',
      '</STMTTRNRS>',
      '</BANKMSGSRSV1>',
      '</OFX>',
    ].join('\r\n')}\r\n`;
  }
  return Readable.from(text());
}

import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { formatBRL } from '@pagora/shared';
import { STATEMENT_KIND_LABELS, STATEMENT_KINDS } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { addDays } from './day';
import { lineBatches } from './line-batches';
import { periodBalances } from './list';
import { statementDayTotals } from './tables';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

export function monthPeriod(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

const br = (day: string) => day.split('-').reverse().join('/');

/**
 * The month for the seller's accountant (GET /statement/month.pdf): opening balance, every line
 * oldest first, totals by kind, closing balance. Written as it is read, batch by batch, so a busy
 * month never sits whole in memory. Helvetica covers Portuguese accents (WinAnsi): no font file.
 */
export async function monthPdf(
  db: Db,
  seller: { id: string; nome: string },
  month: string,
): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const { from, to } = monthPeriod(month);
  const [y, m] = month.split('-').map(Number) as [number, number];
  const balances = await periodBalances(db, seller.id, from, to);
  const totals = await db
    .select({ kind: statementDayTotals.kind, cents: sql<string>`sum(${statementDayTotals.amountCents})` })
    .from(statementDayTotals)
    .where(
      and(
        eq(statementDayTotals.sellerId, seller.id),
        gte(statementDayTotals.day, from),
        lte(statementDayTotals.day, to),
      ),
    )
    .groupBy(statementDayTotals.kind);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Extrato ${month} ${seller.nome}`, Producer: 'Pagora', Creator: 'Pagora' },
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Extrato de ${MONTHS[m - 1]} de ${y}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${seller.nome} · ${br(from)} a ${br(to)}`)
    .moveDown();
  doc
    .font('Helvetica-Bold')
    .text(`Saldo inicial: ${formatBRL(balances.openingBalanceCents)}`)
    .moveDown(0.5);
  doc.font('Helvetica').fontSize(9);
  void (async () => {
    try {
      for await (const rows of lineBatches(db, { sellerId: seller.id, from, to }))
        for (const l of rows)
          doc.text(
            `${br(l.day)}  ${STATEMENT_KIND_LABELS[l.kind]}  ${l.description}  ${formatBRL(l.amountCents)}  Saldo: ${formatBRL(l.balanceAfterCents)}`,
          );
      doc.moveDown().font('Helvetica-Bold').fontSize(10).text('Totais por tipo');
      doc.font('Helvetica');
      const byKind = new Map(totals.map((t) => [t.kind, Number(t.cents)]));
      for (const kind of STATEMENT_KINDS)
        if (byKind.has(kind)) doc.text(`${STATEMENT_KIND_LABELS[kind]}: ${formatBRL(byKind.get(kind)!)}`);
      doc
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .text(`Saldo final: ${formatBRL(balances.closingBalanceCents)}`);
      doc.end();
    } catch (err) {
      doc.destroy(err instanceof Error ? err : new Error(String(err)));
    }
  })();
  return doc;
}

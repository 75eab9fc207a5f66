import { formatBRL, formatDateTime, paymentMethodLabel, transactionStatusLabel } from '@pagora/shared';
import type { Receipt } from '@pagora/shared/contracts';
import { rulesOf } from './methods/rules';

/**
 * Only a payment that is 'pago' is called paid (issue 35): a code never paid, an expired one, a
 * refused card or a refunded payment gets a title that says what it is, and the warning that the
 * page proves no payment. A partial refund is still a payment (its refund is a row below).
 */
const UNPAID_TITLES: Partial<Record<Receipt['status'], string>> = {
  pendente: 'Aguardando pagamento',
  pendente_pix: 'Aguardando pagamento',
  expirada: 'Pagamento expirado',
  falha: 'Pagamento recusado',
  rejeitada: 'Pagamento recusado',
  estornada: 'Pagamento estornado',
};

export const receiptPdfTitle = (status: Receipt['status']) =>
  status === 'pago' ? 'Comprovante de pagamento' : (UNPAID_TITLES[status] ?? 'Pagamento não confirmado');

/**
 * The printable receipt: one A4 page in pt-BR, dates in São Paulo time (dd/mm/aaaa HH:mm).
 * The standard Helvetica covers Portuguese accents (WinAnsi), so no font file is shipped.
 */
// pdfkit (and its fonts) loads on the first PDF asked for, not with every process: 0.13 s.
export async function receiptPdf(receipt: Receipt): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const title = receiptPdfTitle(receipt.status);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${title} ${receipt.id}`, Producer: 'Pagora', Creator: 'Pagora' },
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(
    receipt.status === 'pago'
      ? 'Pagamento confirmado.'
      : `Situação: ${transactionStatusLabel(receipt.status)} — este documento não comprova pagamento.`,
  );
  doc.moveDown(1.2).fillColor('#000000');
  for (const [label, value] of rows(receipt)) {
    doc.font('Helvetica-Bold').fontSize(10).text(label);
    doc.font('Helvetica').fontSize(12).text(value).moveDown(0.6);
  }
  doc.moveDown(1).font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(
    receipt.status === 'pago'
      ? 'Pagamento processado pela Pagora. Guarde este comprovante.'
      : 'Documento emitido pela Pagora. Não é comprovante de pagamento.',
  );
  doc.end();
  return doc;
}

function rows(r: Receipt): [string, string][] {
  return [
    ['Vendedor', r.vendedor],
    ['Descrição', r.descricao || '—'],
    [r.status === 'pago' || r.status === 'estornada' ? 'Valor pago' : 'Valor', formatBRL(r.amountCents)],
    ...(r.refundedCents > 0 ? ([['Valor estornado', formatBRL(r.refundedCents)]] as [string, string][]) : []),
    ['Forma de pagamento', paymentMethodLabel(r.paymentMethod)],
    ...(rulesOf(r.paymentMethod)?.receiptLines(r) ?? []),
    ['Data e hora (horário de Brasília)', formatDateTime(r.data_criacao)],
    ['ID da transação', r.id],
  ];
}

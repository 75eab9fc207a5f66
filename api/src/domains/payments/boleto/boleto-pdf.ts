import { centsToInput, formatBRL, formatDate, formatDigitableLine, maskCpfCnpj } from '@pagora/shared';
import { drawInterleaved2of5 } from './barcode-drawing';

/** What the printable boleto shows (boleto-document.ts reads it from the transaction). */
export type BoletoDocument = {
  id: string;
  beneficiario: { nome: string; documento: string };
  pagador: { nome: string; documento: string; endereco: string };
  amountCents: number;
  issuedOn: string;
  dueDate: string;
  paymentLimitDate: string;
  nossoNumero: string;
  description: string;
  lateFeeHundredths: number | null;
  monthlyInterestHundredths: number | null;
  barcode: string;
  digitableLine: string;
};

// Hundredths of a percent share the cents' two decimals: the exact pt-BR text, no float.
const percent = (hundredths: number) => `${centsToInput(hundredths)}%`;

/** The instructions a bank applies after the due date, in the payer's words. */
export function boletoInstructions(b: BoletoDocument): string[] {
  return [
    ...(b.lateFeeHundredths ? [`Após o vencimento, cobrar multa de ${percent(b.lateFeeHundredths)}.`] : []),
    ...(b.monthlyInterestHundredths
      ? [`Após o vencimento, cobrar juros de ${percent(b.monthlyInterestHundredths)} ao mês.`]
      : []),
    `Não receber após ${formatDate(b.paymentLimitDate)}.`,
    ...(b.description ? [b.description] : []),
  ];
}

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * The boleto in its usual layout: the payer's receipt (recibo do pagador) above the cut line, the
 * bank's slip (ficha de compensação) below it, with the linha digitável and the bars. One A4 page,
 * the standard Helvetica (WinAnsi covers Portuguese accents).
 */
// pdfkit (and its fonts) loads on the first PDF asked for, not with every process: 0.13 s.
export async function boletoPdf(b: BoletoDocument): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Boleto ${b.id}`, Producer: 'Pagora', Creator: 'Pagora' },
  });
  const bank = `${b.barcode.slice(0, 3)}`;
  const line = formatDigitableLine(b.digitableLine);
  let y = MARGIN;

  const header = (title: string) => {
    doc.font('Helvetica-Bold').fontSize(14).fillColor('#000000').text(bank, MARGIN, y);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(line, MARGIN + 60, y + 3, { width: WIDTH - 60, align: 'right' });
    y += 22;
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(title, MARGIN, y);
    y += 14;
  };
  /** One row of labelled cells across the width. */
  const cells = (row: [string, string, number][]) => {
    let x = MARGIN;
    for (const [label, value, share] of row) {
      const w = WIDTH * share;
      doc.rect(x, y, w, 28).lineWidth(0.5).strokeColor('#999999').stroke();
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor('#555555')
        .text(label, x + 4, y + 3, { width: w - 8 });
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor('#000000')
        .text(value, x + 4, y + 13, {
          width: w - 8,
          ellipsis: true,
          height: 12,
        });
      x += w;
    }
    y += 28;
  };
  const pagador = `${b.pagador.nome} — CPF/CNPJ ${maskCpfCnpj(b.pagador.documento)}`;
  const beneficiario = b.beneficiario.documento
    ? `${b.beneficiario.nome} — CPF/CNPJ ${maskCpfCnpj(b.beneficiario.documento)}`
    : b.beneficiario.nome;

  header('Recibo do pagador');
  cells([
    ['Beneficiário', beneficiario, 0.7],
    ['Vencimento', formatDate(b.dueDate), 0.3],
  ]);
  cells([
    ['Pagador', pagador, 0.7],
    ['Valor do documento', formatBRL(b.amountCents), 0.3],
  ]);
  cells([
    ['Nosso número', b.nossoNumero, 0.35],
    ['Data do documento', formatDate(b.issuedOn), 0.35],
    ['Número do documento', b.id.slice(0, 8).toUpperCase(), 0.3],
  ]);
  y += 16;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .dash(3, { space: 3 })
    .strokeColor('#999999')
    .stroke();
  doc.undash();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text('Corte na linha pontilhada', MARGIN, y + 3);
  y += 24;

  header('Ficha de compensação');
  cells([
    ['Local de pagamento', 'Pagável em qualquer banco, lotérica ou aplicativo até o vencimento', 0.7],
    ['Vencimento', formatDate(b.dueDate), 0.3],
  ]);
  cells([
    ['Beneficiário', beneficiario, 0.7],
    ['Nosso número', b.nossoNumero, 0.3],
  ]);
  cells([
    ['Data do documento', formatDate(b.issuedOn), 0.35],
    ['Espécie', 'R$', 0.35],
    ['(=) Valor do documento', formatBRL(b.amountCents), 0.3],
  ]);
  const instructions = boletoInstructions(b);
  const boxHeight = 20 + instructions.length * 12;
  doc.rect(MARGIN, y, WIDTH, boxHeight).lineWidth(0.5).strokeColor('#999999').stroke();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text('Instruções', MARGIN + 4, y + 3);
  doc.font('Helvetica').fontSize(9).fillColor('#000000');
  instructions.forEach((text, i) => doc.text(text, MARGIN + 4, y + 14 + i * 12, { width: WIDTH - 8 }));
  y += boxHeight;
  doc.rect(MARGIN, y, WIDTH, 40).lineWidth(0.5).strokeColor('#999999').stroke();
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text('Pagador', MARGIN + 4, y + 3);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#000000')
    .text(pagador, MARGIN + 4, y + 13);
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(b.pagador.endereco, MARGIN + 4, y + 25, { width: WIDTH - 8 });
  y += 52;
  // FEBRABAN's bar height is 13 mm; the width follows the 44 digits.
  drawInterleaved2of5(doc, b.barcode, { x: MARGIN, y, width: 103 * 2.83465, height: 13 * 2.83465 });
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor('#555555')
    .text('Autenticação mecânica', MARGIN, y + 44);
  doc.end();
  return doc;
}

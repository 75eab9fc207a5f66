import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDigitableLine } from '@pagora/shared';
import { boletoInstructions, boletoPdf, type BoletoDocument } from './boleto-pdf';
import { buildBarcode, digitableLine } from '../../../platform/br-codes/febraban';

const barcode = buildBarcode({
  bankCode: '341',
  dueDate: '2026-12-03',
  amountCents: 15_000,
  freeField: '1090000000710001123450000',
});
const doc: BoletoDocument = {
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  beneficiario: { nome: 'Ana Souza Artesanato', documento: '12345678000195' },
  pagador: { nome: 'Joana Lima', documento: '52998224725', endereco: 'Praça da Sé, 100 — Sé, São Paulo/SP' },
  amountCents: 15_000,
  issuedOn: '2026-11-28T12:00:00.000Z',
  dueDate: '2026-12-03',
  paymentLimitDate: '2027-01-01',
  nossoNumero: '00000071',
  description: 'Curso de violão',
  lateFeeHundredths: 200,
  monthlyInterestHundredths: 150,
  barcode,
  digitableLine: digitableLine(barcode),
};

test('the linha digitável is grouped as banks print it', () => {
  const grouped = formatDigitableLine(doc.digitableLine);
  assert.match(grouped, /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  assert.equal(grouped.replace(/\D/g, ''), doc.digitableLine);
});

test('the instructions state the fee, the monthly interest and the last day a bank takes it', () => {
  assert.deepEqual(boletoInstructions(doc), [
    'Após o vencimento, cobrar multa de 2,00%.',
    'Após o vencimento, cobrar juros de 1,50% ao mês.',
    'Não receber após 01/01/2027.',
    'Curso de violão',
  ]);
  assert.deepEqual(boletoInstructions({ ...doc, lateFeeHundredths: null, monthlyInterestHundredths: null }), [
    'Não receber após 01/01/2027.',
    'Curso de violão',
  ]);
});

test('renders one A4 page of PDF', async () => {
  const chunks: Buffer[] = [];
  const pdf = await boletoPdf(doc);
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks).toString('latin1');
  assert.ok(bytes.startsWith('%PDF-'));
  assert.equal(bytes.match(/\/Type \/Page\b/g)?.length, 1);
});

import { render, screen } from '@testing-library/react';
import { formatBRL } from '@pagora/shared/lite';
import type { Receipt } from '../../../lib/receipt';
import { TX_ID } from '../../../test/fixtures';
import { ReceiptDetails } from '../receipt-details';

const PAID: Receipt = {
  id: TX_ID,
  data_criacao: '2026-03-14T18:05:00.000Z',
  paymentMethod: 'pix',
  valor: 150,
  amountCents: 15000,
  parcelas: 1,
  status: 'pago',
};

/** The receipt's lines as the payer reads them, term and value. */
function lines(receipt: Receipt): string[][] {
  render(<ReceiptDetails receipt={receipt} token={null} />);
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

test.each([
  ['pix', 1, [['Método', 'PIX']]],
  ['bank_slip', 1, [['Método', 'Boleto Bancário']]],
  [
    'credit_card',
    1,
    [
      ['Método', 'Cartão de Crédito'],
      ['Parcelas', 'À vista (1x)'],
    ],
  ],
  [
    'credit_card',
    3,
    [
      ['Método', 'Cartão de Crédito'],
      ['Parcelas', '3x'],
    ],
  ],
] as const)('a %s receipt in %s parcela(s) says how it was paid: %j', (paymentMethod, parcelas, expected) => {
  const shown = lines({ ...PAID, paymentMethod, parcelas });
  const from = shown.findIndex(([term]) => term === 'Método');
  expect(shown.slice(from, from + expected.length + 1)).toEqual([
    ...expected,
    ['Valor pago', formatBRL(15000)],
  ]);
});

test("a paid receipt's main action 'Baixar comprovante' is the PDF; the spec's JSON is a secondary 'Baixar dados (JSON)'", () => {
  render(<ReceiptDetails receipt={PAID} token="doc-token" />);
  const [first] = screen.getAllByRole('link');
  expect(first).toHaveAccessibleName('Baixar comprovante');
  expect(first).toHaveAttribute('href', `/api/receipt/${TX_ID}/pdf?t=doc-token`);
  expect(screen.queryByRole('button', { name: 'Baixar comprovante' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Baixar dados (JSON)' })).toBeInTheDocument();
});

test('without its document token a paid receipt offers no JSON as its main download', () => {
  render(<ReceiptDetails receipt={PAID} token={null} />);
  expect(screen.queryByRole('link', { name: 'Baixar comprovante' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Baixar comprovante' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Baixar dados (JSON)' })).toBeInTheDocument();
});

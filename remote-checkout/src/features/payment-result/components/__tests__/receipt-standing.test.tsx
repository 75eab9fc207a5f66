import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import { paymentsContract, type Receipt } from '@pagora/shared/contracts';
import { DOC_TOKEN, TX_ID } from '../../../../test/fixtures';
import { answerOf, installFakeApi } from '../../../../test/fake-api';
import { PaymentSuccessPage } from '../payment-success-page';

/**
 * Issue 35 item 1: `/payment-success?id=` is on Pagora's own domain, so it must never show an
 * unpaid payment as paid (a proof of payment anyone could share). Only 'pago' is 'Pagamento
 * aprovado' with 'Compartilhar'; the others say what they are.
 */
const RECEIPT: Receipt = {
  id: TX_ID,
  data_criacao: '2026-03-14T18:05:00.000Z',
  paymentMethod: 'pix',
  valor: 150,
  amountCents: 15000,
  vendedor: 'Loja da Ana',
  descricao: 'Camiseta Pagora',
  parcelas: 1,
  refundedCents: 0,
  status: 'pago',
};

function openReceipt(receipt: Receipt) {
  const { calls } = installFakeApi({
    'GET /receipt/:id': () => answerOf(paymentsContract.receipt, receipt),
  });
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[`/payment-success?id=${TX_ID}&t=${DOC_TOKEN}`]}>
        <Routes>
          <Route path="/payment-success" element={<PaymentSuccessPage />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
  return calls;
}

test.each([
  ['pendente_pix', 'Aguardando pagamento', 'Este pagamento ainda não foi confirmado.'],
  ['pendente', 'Aguardando pagamento', 'Este pagamento ainda não foi confirmado.'],
  ['expirada', 'Expirado', 'O prazo para pagar terminou sem pagamento'],
  ['falha', 'Recusado', 'O pagamento foi recusado'],
  ['rejeitada', 'Recusado', 'O pagamento foi recusado'],
  ['estornada', 'Estornado', 'O valor deste pagamento foi devolvido.'],
  ['em_disputa', 'Pagamento contestado', 'O banco do pagador contestou este pagamento'],
  ['chargeback', 'Pagamento devolvido pelo banco', 'o valor foi devolvido a ele.'],
] as const)('a %s payment reads %s, never paid, with nothing to share', async (status, title, text) => {
  openReceipt({ ...RECEIPT, status, refundedCents: status === 'estornada' ? 15000 : 0 });
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} — Pagora`);
  expect(screen.getByRole('status')).toHaveTextContent(text);
  expect(screen.getByRole('status')).toHaveTextContent('Esta página não é um comprovante de pagamento.');
  expect(screen.queryByText('Pagamento aprovado')).not.toBeInTheDocument();
  expect(screen.queryByText(/Seu pagamento foi confirmado/)).not.toBeInTheDocument();
  expect(screen.queryByText('✓')).not.toBeInTheDocument();
  for (const action of ['Compartilhar', 'Baixar comprovante', 'Imprimir', 'Baixar dados (JSON)'])
    expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
  // The PDF stays: its own title says the real status.
  expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
    'href',
    `/api/receipt/${TX_ID}/pdf?t=${DOC_TOKEN}`,
  );
});

test('a paid payment keeps the spec’s texts and actions', async () => {
  const calls = openReceipt(RECEIPT);
  expect(await screen.findByRole('heading', { name: 'Pagamento aprovado' })).toBeInTheDocument();
  expect(document.title).toBe('Pagamento aprovado — Pagora');
  expect(screen.getByRole('status')).toHaveTextContent('Seu pagamento foi confirmado. Guarde o comprovante.');
  expect(screen.getByText('Valor pago')).toBeInTheDocument();
  for (const action of ['Compartilhar', 'Imprimir', 'Baixar dados (JSON)'])
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Baixar comprovante' })).toHaveAttribute(
    'href',
    `/api/receipt/${TX_ID}/pdf?t=${DOC_TOKEN}`,
  );
  expect(calls[0]?.query).toEqual({ t: DOC_TOKEN });
});

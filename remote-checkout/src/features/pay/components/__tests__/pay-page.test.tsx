import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LINK } from '../../../../test/fixtures';
import { linksContract, pathOf } from '@pagora/shared/contracts';
import { answerOf, FakeWebSocket, installFakeApi } from '../../../../test/fake-api';
import type { PayerLink } from '../../api/get-payment-link';
import { PayPage } from '../pay-page';

function renderPage(answer: { status?: number; body?: unknown }) {
  const api = installFakeApi({ 'GET /payment-ver/:id': () => answer });
  render(
    <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

test("shows 'Carregando pagamento...', then the link: description, amount, 'Para:' and the marketplace", async () => {
  const { calls } = renderPage(answerOf(linksContract.payerView, { payments: LINK }));
  expect(screen.getByRole('status')).toHaveTextContent('Carregando pagamento...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Camiseta Pagora' })).toBeInTheDocument();
  expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
  expect(screen.getByText('Para:')).toHaveTextContent('Para: ana@example.com');
  expect(screen.getByText('Mercado Central')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveStyle({ '--brand-primary': '#0f766e' });
  expect(calls[0]?.path).toBe(`/payment-ver/${LINK.id}`);
  // get-payment-link.ts writes its path by hand (no contract on the first screen): it must be the contract's.
  expect(calls[0]?.path).toBe(pathOf(linksContract.payerView, { linkId: LINK.id }));
  expect(screen.getByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Cartão/ })).toBeInTheDocument();
});

test('offers only the methods the link accepts', async () => {
  const pixOnly: PayerLink = { ...LINK, paymentMethods: ['pix'], customerEmail: null, installments: [] };
  renderPage(answerOf(linksContract.payerView, { payments: pixOnly }));
  expect(await screen.findByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Cartão/ })).not.toBeInTheDocument();
  expect(screen.queryByText('Para:')).not.toBeInTheDocument();
});

test.each([
  [400, 'Link de pagamento inválido'],
  [404, 'Link de pagamento não encontrado'],
  [410, 'Este link de pagamento expirou ou não está mais ativo.'],
])("a %s shows the error page 'Erro no Pagamento' with '%s' and a way home", async (status, message) => {
  renderPage({ status, body: { message, code: 'x' } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Erro no Pagamento' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  // Back to this link's page, never to the merchants' login.
  expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', `/pay/${LINK.id}`);
});

test('choosing a method opens its panel, which can be closed again', async () => {
  FakeWebSocket.install();
  installFakeApi({
    'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: LINK }),
    'GET /checkout-config': () => new Promise(() => {}),
    'POST /payment/:id': () => new Promise(() => {}),
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole('button', { name: /^Cartão/ }));
  expect(await screen.findByRole('heading', { name: 'Pagar com cartão de crédito' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Trocar forma de pagamento' }));
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  expect(await screen.findByRole('heading', { name: 'Pagar com PIX' })).toBeInTheDocument();
  expect(screen.getByText('Gerando código PIX...')).toBeInTheDocument();
});

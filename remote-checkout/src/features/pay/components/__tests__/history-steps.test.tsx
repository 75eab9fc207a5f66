import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { linksContract } from '@pagora/shared/contracts';
import { LINK } from '../../../../test/fixtures';
import { answerOf, installFakeApi } from '../../../../test/fake-api';
import { PayPage } from '../pay-page';

/**
 * Issue 41: the method choice is a history entry. Back from a method returns to the choice (the
 * payer stays on the link), Forward returns to the method with what was typed, except the card's
 * number and CVV.
 */
// Typing a whole card form is slow when the machine is busy.
jest.setTimeout(30_000);
beforeEach(() => sessionStorage.clear());

/** The browser's own Back and Forward buttons. */
function BrowserButtons() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate(-1)}>Voltar do navegador</button>
      <button onClick={() => void navigate(1)}>Avançar do navegador</button>
    </>
  );
}

function renderPage() {
  installFakeApi({ 'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: LINK }) });
  render(
    <MemoryRouter initialEntries={['/antes', `/pay/${LINK.id}`]} initialIndex={1}>
      <BrowserButtons />
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
        <Route path="/antes" element={<p>Página anterior</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

test('Back from the card form returns to the method choice; Forward returns to it with what was typed, never the card number or CVV', async () => {
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: /^Cartão/ }));
  await user.type(await screen.findByLabelText('Número do cartão'), '4111111111111111');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Nome no cartão'), 'Ana Souza');
  await user.type(screen.getByLabelText('CPF ou CNPJ'), '52998224725');

  await user.click(screen.getByRole('button', { name: 'Voltar do navegador' }));
  expect(await screen.findByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeInTheDocument();
  expect(screen.queryByText('Página anterior')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Avançar do navegador' }));
  expect(await screen.findByRole('heading', { name: 'Pagar com cartão de crédito' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nome no cartão')).toHaveValue('Ana Souza');
  expect(screen.getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  expect(screen.getByLabelText('Número do cartão')).toHaveValue('');
  expect(screen.getByLabelText('CVC')).toHaveValue('');
});

test("'Trocar forma de pagamento' is Back to the choice; a second Back leaves the link", async () => {
  const user = renderPage();
  await user.click(await screen.findByRole('button', { name: /^Cartão/ }));
  await user.click(await screen.findByRole('button', { name: 'Trocar forma de pagamento' }));
  expect(await screen.findByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeInTheDocument();
  // Choosing again opens a fresh form: a new entry, not the one left.
  await user.click(screen.getByRole('button', { name: /^Cartão/ }));
  expect(await screen.findByLabelText('Nome no cartão')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Voltar do navegador' }));
  expect(await screen.findByRole('heading', { name: 'Escolha a forma de pagamento' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Voltar do navegador' }));
  expect(await screen.findByText('Página anterior')).toBeInTheDocument();
});

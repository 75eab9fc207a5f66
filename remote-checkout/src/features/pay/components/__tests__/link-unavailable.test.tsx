import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import { linksContract } from '@pagora/shared/contracts';
import { LINK, TX_ID } from '../../../../test/fixtures';
import { answerOf, installFakeApi } from '../../../../test/fake-api';
import type { PayerLink } from '../../api/get-payment-link';
import { PayPage } from '../pay-page';

/**
 * Issue 35 item 7: a link paid by someone else while this payer typed their card, or gone, is said
 * so in its own words on the payer's page, never as a declined card.
 */

const PAID_MEANWHILE =
  'Este link acabou de ser pago por outra pessoa. O valor cobrado no seu cartão será estornado.';
const paidLink: PayerLink = {
  ...LINK,
  installments: [],
  closed: { reason: 'pago', message: 'Pagamento já realizado', receiptId: TX_ID },
};

function Where() {
  const { pathname } = useLocation();
  return <p>{`em ${pathname}`}</p>;
}

function renderPage(afterCharge: PayerLink, charge: { status: number; body: unknown }) {
  let charged = false;
  installFakeApi({
    'GET /payment-ver/:id': () =>
      answerOf(linksContract.payerView, { payments: charged ? afterCharge : LINK }),
    'POST /payment/:id': () => {
      charged = true;
      return charge;
    },
  });
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
        <Routes>
          <Route path="/pay/:linkId" element={<PayPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

async function payByCard() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Cartão/ }));
  const field = (name: string) => screen.findByLabelText(name);
  await user.type(await field('Número do cartão'), '4111111111111111');
  await user.type(await field('Validade (MM/AA)'), '1240');
  await user.type(await field('CVC'), '123');
  await user.type(await field('Nome no cartão'), 'Ana Souza');
  await user.type(await field('CPF ou CNPJ'), '52998224725');
  await user.selectOptions(await field('Parcelas'), '3');
  await user.click(screen.getByRole('button', { name: /^Pagar/ }));
}

jest.setTimeout(30_000);
beforeEach(() => sessionStorage.clear());

test('a link paid by someone else meanwhile shows that, and the link as paid, not a decline', async () => {
  renderPage(paidLink, { status: 409, body: { message: PAID_MEANWHILE, code: 'link_closed' } });
  await payByCard();
  expect(await screen.findByText(PAID_MEANWHILE)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Pagamento já realizado' })).toBeInTheDocument();
  expect(screen.queryByText(/payment-declined/)).not.toBeInTheDocument();
});

test('a link gone meanwhile (410) says so and offers the methods again, not a decline', async () => {
  const gone = 'Este link de pagamento expirou ou não está mais ativo.';
  renderPage(LINK, { status: 410, body: { message: gone, code: 'link_expired' } });
  await payByCard();
  expect(await screen.findByText(gone)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(screen.queryByText(/payment-declined/)).not.toBeInTheDocument();
});

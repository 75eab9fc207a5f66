import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf } from '@pagora/shared/client/testing';
import { sellersContract } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
import { MarketplaceSellersPage } from '../components/marketplace-sellers-page';
import { clearToasts, demoSeller, listReply, renderPage, rows, sellerPage, serve } from './sellers-harness';

beforeEach(() => signInAs('marketplace'));
afterEach(() => {
  clearToasts();
  signOut();
});

const EXPIRES = '2026-03-08T12:00:00.000Z';

test("issue 41: 'Convite pendente' and 'Reenviar convite' while the seller has not created a password; none once accepted", async () => {
  const user = userEvent.setup();
  const pending = demoSeller(1, { convite: { status: 'pendente', expiraEm: EXPIRES } });
  const expired = demoSeller(2, { convite: { status: 'expirado', expiraEm: EXPIRES } });
  const accepted = demoSeller(3, { convite: { status: 'aceito', expiraEm: EXPIRES } });
  const api = serve(listReply(sellerPage([pending, expired, accepted])), {
    'POST /seller/seller-2/reenviar-convite': () =>
      answerOf(sellersContract.resendInvite, { message: 'Convite reenviado.', dados: pending }),
  });
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  const [first, second, third] = rows();
  expect(within(first!).getByText('Convite pendente')).toBeInTheDocument();
  expect(within(second!).getByText('Convite expirado')).toBeInTheDocument();
  expect(within(third!).queryByText(/Convite/)).not.toBeInTheDocument();
  expect(within(third!).queryByRole('button', { name: /Reenviar convite/ })).not.toBeInTheDocument();
  // The provider in words; its id only for support.
  expect(within(first!).getByLabelText('Cadastro no provedor: Ativo')).toBeInTheDocument();
  expect(within(first!).getByText('ID na Zoop (suporte): zoop-1')).toBeInTheDocument();

  await user.click(within(second!).getByRole('button', { name: 'Reenviar convite para Vendedor 2' }));
  expect(await screen.findByText('Convite reenviado.')).toBeInTheDocument();
  expect(api.callsTo('POST /seller/seller-2/reenviar-convite')).toHaveLength(1);
});

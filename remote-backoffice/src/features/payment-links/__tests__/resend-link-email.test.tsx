import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linkMailContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

const LIST = 'GET /payment/user-seller';

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test("'Reenviar por email' appears for a link with the customer's e-mail and sends it", async () => {
  const user = userEvent.setup();
  const withEmail = demoLink(1, { customerEmail: 'ana@cliente.test' });
  const api = fakeApi({
    [LIST]: ({ params }) => linksPage([withEmail, demoLink(2)], params),
    [`POST /payment-email/${withEmail.id}`]: () =>
      answerOf(linkMailContract.send, { message: 'Link enviado por email para o cliente.' }),
  });
  renderPage('/payments');
  await screen.findByRole('table');
  // Only the link with an e-mail offers it.
  await user.click(screen.getByRole('button', { name: 'Reenviar por email' }));
  expect(await screen.findByText('Link enviado por email para o cliente.')).toBeInTheDocument();
  expect(api.callsTo(`POST /payment-email/${withEmail.id}`)).toHaveLength(1);
});

test("a link a payer can no longer pay (paid, closed) does not offer 'Reenviar por email'", async () => {
  const paid = demoLink(1, {
    customerEmail: 'ana@cliente.test',
    usage: 'unico',
    paidCount: 1,
    closed: { reason: 'pago', message: 'Pagamento já realizado', receiptId: 'tx-1' },
    payable: false,
  });
  const open = demoLink(2, { customerEmail: 'bia@cliente.test' });
  fakeApi({ [LIST]: ({ params }) => linksPage([paid, open], params) });
  renderPage('/payments');
  await screen.findByRole('table');
  // The server's `payable` decides: one button, for the open link only.
  expect(screen.getAllByRole('button', { name: 'Reenviar por email' })).toHaveLength(1);
  expect(screen.getByRole('row', { name: /Pedido 1/ })).not.toHaveTextContent('Reenviar por email');
});

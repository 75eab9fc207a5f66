import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

/** Issue 20: a paid one-payment link is not 'Ativo'; a split to a removed seller is said and fixed. */

const LIST = 'GET /payment/user-seller';
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const WARNING = 'Um recebedor do split deste link foi removido: edite o link para escolher outro vendedor.';
const REMOVED = '30000000-0000-4000-8000-0000000000b2';
const OTHER = '30000000-0000-4000-8000-0000000000c3';

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('a paid one-payment link shows "Pago", a full one "Limite atingido", an open one "Ativo"', async () => {
  const closed = (reason: 'pago' | 'limite') => ({ reason, message: '', receiptId: null });
  fakeApi({
    [LIST]: ({ params }) =>
      linksPage(
        [
          demoLink(3, { usage: 'unico', paidCount: 1, closed: closed('pago'), paymentMethods: ['pix'] }),
          demoLink(2, { maxPayments: 2, paidCount: 2, closed: closed('limite') }),
          demoLink(1),
        ],
        params,
      ),
  });
  renderPage('/payments');
  await screen.findByRole('table');
  const [paid, full, open] = rows();
  expect(paid).toHaveTextContent('Pago');
  expect(paid).not.toHaveTextContent('Ativo');
  expect(within(paid!).getByText('PIX')).toBeInTheDocument();
  expect(full).toHaveTextContent('Limite atingido');
  expect(open).toHaveTextContent('Ativo');
});

test('a link splitting to a removed seller says so in the list and in the edit, where the share is moved', async () => {
  const user = userEvent.setup();
  const split = {
    recipient: REMOVED,
    percentage: 12.5,
    liable: true,
    charge_processing_fee: false,
    recipientRemoved: true,
  };
  const link = demoLink(1, { splitPayments: [split], splitWarning: WARNING });
  const api = fakeApi({
    [LIST]: ({ params }) => linksPage([link, demoLink(2)], params),
    'GET /split-recipients': () =>
      answerOf(linksContract.splitRecipients, { recipients: [{ id: OTHER, nome: 'Carla Doces' }] }),
    'PUT /payment-update/link-001': () =>
      answerOf(linksContract.update, {
        message: 'Link de pagamento atualizado com sucesso!',
        data: { payment: demoLink(1) },
      }),
  });
  renderPage('/payments');
  await screen.findByRole('table');
  const row = rows().find((r) => r.textContent?.includes('Pedido 1'))!;
  expect(within(row).getByRole('note')).toHaveTextContent(WARNING);
  expect(rows().find((r) => r.textContent?.includes('Pedido 2'))).not.toHaveTextContent(WARNING);

  await user.click(within(row).getByRole('button', { name: 'Editar link Pedido 1' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' }));
  expect(dialog.getByRole('alert')).toHaveTextContent(WARNING);
  const recipient = dialog.getByLabelText('Recebedor 1 (12,5%)');
  expect(recipient).toHaveDisplayValue('Vendedor removido: escolha outro');
  await dialog.findByRole('option', { name: 'Carla Doces' });
  await user.selectOptions(recipient, 'Carla Doces');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  expect(await screen.findByText('Link de pagamento atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    splitPayments: [{ recipient: OTHER, percentage: 12.5, liable: true, charge_processing_fee: false }],
  });
});

test('the edit can drop the removed seller’s share instead', async () => {
  const user = userEvent.setup();
  const split = { recipient: REMOVED, percentage: 10, liable: true, charge_processing_fee: false };
  const api = fakeApi({
    [LIST]: ({ params }) =>
      linksPage(
        [demoLink(1, { splitPayments: [{ ...split, recipientRemoved: true }], splitWarning: WARNING })],
        params,
      ),
    'GET /split-recipients': () => answerOf(linksContract.splitRecipients, { recipients: [] }),
    'PUT /payment-update/link-001': () =>
      answerOf(linksContract.update, {
        message: 'Link de pagamento atualizado com sucesso!',
        data: { payment: demoLink(1) },
      }),
  });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Editar link Pedido 1' }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Remover recebedor 1' }));
  expect(dialog.getByText('Sem split: o vendedor recebe o valor todo.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  await screen.findByText('Link de pagamento atualizado com sucesso!');
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ splitPayments: [] });
});

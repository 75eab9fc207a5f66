import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

/** Issue 41: the edit's split names its recipients; a seller id is never the field's text. */

const LIST = 'GET /payment/user-seller';
const CARLA = '30000000-0000-4000-8000-0000000000c3';
const split = { recipient: CARLA, percentage: 10, liable: true, charge_processing_fee: false };

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

async function openEdit(recipients: { id: string; nome: string }[]) {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: ({ params }) => linksPage([demoLink(1, { splitPayments: [split] })], params),
    'GET /split-recipients': () => answerOf(linksContract.splitRecipients, { recipients }),
  });
  renderPage('/payments');
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Editar link Pedido 1' }));
  return within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' }));
}

test("the split's recipient shows the seller's name once the list arrives", async () => {
  const dialog = await openEdit([{ id: CARLA, nome: 'Carla Doces' }]);
  await dialog.findByRole('option', { name: 'Carla Doces' });
  expect(dialog.getByLabelText('Recebedor 1 (10%)')).toHaveDisplayValue('Carla Doces');
});

test('a recipient the list does not hold is named by a word, not by its id', async () => {
  const dialog = await openEdit([]);
  const field = dialog.getByLabelText('Recebedor 1 (10%)');
  expect(field).toHaveDisplayValue('Vendedor atual do split');
  expect(field).toHaveValue(CARLA);
  expect(screen.queryByText(CARLA)).not.toBeInTheDocument();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatBRL } from '@pagora/shared';
import toast from 'react-hot-toast';
import { payoutsContract as c, sellersContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';
import { payout, renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
jest.setTimeout(20_000);

const SELLER = '00000000-0000-4000-8000-0000000005e1';
const inVerification = payout({ status: 'em_verificacao' });
const DECIDE = `POST /payouts/${inVerification.id}/verification`;

beforeEach(() => resetState());
afterEach(() => act(() => toast.remove()));

const history = async () => within(await screen.findByRole('table', { name: 'Histórico de saques' }));

test("the seller sees one payout 'Em verificação', told it will not be sent again, and no decision", async () => {
  signInAs('seller');
  fakeApi(routes({ 'GET /payouts': () => answerOf(c.listPayouts, { data: [inVerification] }) }));
  renderPayouts();
  const table = await history();
  await table.findByText('Em verificação');
  expect(table.getAllByRole('row')).toHaveLength(2); // header and the one payout
  expect(
    table.getByText('O provedor não confirmou o envio; este saque não será enviado de novo.'),
  ).toBeInTheDocument();
  expect(table.queryByRole('button', { name: /Foi enviado|Não foi enviado/ })).not.toBeInTheDocument();
});

test('the admin says it was sent, with the transfer id, or that it was not', async () => {
  signInAs('admin');
  const user = userEvent.setup();
  const decisions: unknown[] = [];
  fakeApi(
    routes({
      'GET /sellers-list': () =>
        answerOf(sellersContract.sellersList, {
          dados: [sellerRecord(SELLER, 'Loja do Zé')],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      'GET /payouts': () => answerOf(c.listPayouts, { data: [inVerification] }),
      [DECIDE]: ({ body }) => {
        decisions.push(body);
        return answerOf(c.decidePayoutVerification, { ...inVerification, status: 'pendente' });
      },
    }),
  );
  renderPayouts();
  const picker = await screen.findByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, SELLER);

  const table = await history();
  await user.click(await table.findByRole('button', { name: `Foi enviado: saque de ${formatBRL(10_000)}` }));
  const sent = await screen.findByRole('dialog', { name: 'Saque enviado' });
  await user.click(within(sent).getByRole('button', { name: 'Confirmar envio' }));
  expect(await within(sent).findByText('Informe o id da transferência no provedor')).toBeInTheDocument();
  await user.type(within(sent).getByLabelText('Id da transferência no provedor'), 'tr-123');
  await user.click(within(sent).getByRole('button', { name: 'Confirmar envio' }));
  expect(await screen.findByText('Saque atualizado')).toBeInTheDocument();

  await user.click(table.getByRole('button', { name: `Não foi enviado: saque de ${formatBRL(10_000)}` }));
  const notSent = await screen.findByRole('dialog', { name: 'Saque não enviado' });
  await user.click(within(notSent).getByRole('button', { name: 'Confirmar: não foi enviado' }));
  await waitFor(() =>
    expect(decisions).toEqual([{ decision: 'sent', transferId: 'tr-123' }, { decision: 'not_sent' }]),
  );
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { payoutsContract as c, sellersContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';
import { renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
jest.setTimeout(20_000);

const SELLER = '00000000-0000-4000-8000-0000000005e1';
const sellersPage = () =>
  answerOf(sellersContract.sellersList, {
    dados: [sellerRecord(SELLER, 'Loja do Zé')],
    total: 1,
    page: 1,
    pageSize: 50,
  });

beforeEach(() => resetState());
afterEach(() => act(() => toast.remove()));

test('a seller sees its own money with every control, and no seller picker', async () => {
  signInAs('seller');
  const api = fakeApi(routes());
  renderPayouts();
  expect(await screen.findByRole('button', { name: 'Sacar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adicionar conta' })).toBeInTheDocument();
  const accounts = within(await screen.findByRole('table', { name: 'Contas bancárias' }));
  expect(accounts.getByRole('button', { name: /^Remover / })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Manual' })).toBeEnabled();
  expect(screen.queryByLabelText('Vendedor')).not.toBeInTheDocument();
  // Its own: no ?sellerId=.
  expect(api.callsTo('GET /balance')[0]?.params).toEqual({});
});

test('a marketplace picks its seller, reads it, and may set only its policy', async () => {
  signInAs('marketplace');
  const user = userEvent.setup();
  const policies: unknown[] = [];
  const api = fakeApi(
    routes({
      'GET /sellers-list': () => sellersPage(),
      'PUT /receiving-policy': ({ body, params }) => {
        policies.push({ body, params });
        return answerOf(c.setReceivingPolicy, {
          policy: 'automatic_daily',
          receivingPolicy: { kind: 'automatic_daily', minimumCents: 0 },
        });
      },
    }),
  );
  renderPayouts();
  expect(await screen.findByText('Selecione um vendedor')).toBeInTheDocument();
  expect(api.callsTo('GET /balance')).toHaveLength(0);
  const picker = screen.getByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, SELLER);

  expect(await screen.findByRole('group', { name: 'Disponível' })).toHaveTextContent('R$ 1.234,56');
  expect(api.callsTo('GET /balance')[0]?.params).toEqual({ sellerId: SELLER });
  expect(api.callsTo('GET /bank-accounts')[0]?.params).toEqual({ sellerId: SELLER });
  await waitFor(() => expect(api.callsTo('GET /payouts')[0]?.params).toEqual({ sellerId: SELLER }));
  await screen.findByRole('table', { name: 'Contas bancárias' });
  expect(screen.queryByRole('button', { name: 'Sacar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar conta' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Remover |^Tornar padrão / })).not.toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Automático diário' }));
  await user.click(screen.getByRole('button', { name: 'Salvar política' }));
  expect(await screen.findByText('Política de recebimento atualizada')).toBeInTheDocument();
  expect(policies).toEqual([
    { body: { policy: 'automatic_daily', minimumCents: 0 }, params: { sellerId: SELLER } },
  ]);
});

test('the admin reads any seller and changes nothing', async () => {
  signInAs('admin');
  const user = userEvent.setup();
  fakeApi(routes({ 'GET /sellers-list': () => sellersPage() }));
  renderPayouts();
  const picker = await screen.findByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, SELLER);
  await screen.findByRole('group', { name: 'Disponível' });
  expect(screen.getByRole('radio', { name: 'Manual' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Salvar política' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sacar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar conta' })).not.toBeInTheDocument();
});

test('a failed sellers list says so and its retry asks again', async () => {
  signInAs('marketplace');
  const user = userEvent.setup();
  let fail = true;
  fakeApi(
    routes({
      'GET /sellers-list': () => (fail ? errorReply(403, 'forbidden', 'Acesso negado') : sellersPage()),
    }),
  );
  renderPayouts();
  // One retry (the data layer's) before the error shows.
  expect(await screen.findByText('Acesso negado', {}, { timeout: 4_000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  const picker = screen.getByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { statementContract as c } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { fixClock, line, page, renderStatement, routes } from './statement-fixtures';

jest.setTimeout(20_000);

/** A keyset cursor as the API sends it (opaque digits). */
const CURSOR = '000000000009000000001';

beforeEach(() => {
  resetState();
  fixClock();
  signInAs('seller');
});
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

const table = () => screen.findByRole('table', { name: 'Movimentos do extrato' });

test('a seller sees this month by default, the balances, and each line with its running balance', async () => {
  const api = fakeApi(routes());
  renderStatement();
  const rows = within(await table()).getAllByRole('row');
  expect(api.callsTo('GET /statement')[0]?.params).toEqual({ from: '2026-03-01', to: '2026-03-15' });
  expect(screen.getByLabelText('Período')).toHaveValue('month');
  expect(screen.getByText('Saldo inicial').nextSibling).toHaveTextContent('R$ 1.000,00');
  expect(screen.getByText('Saldo final').nextSibling).toHaveTextContent('R$ 900,00');
  expect(rows[1]).toHaveTextContent(
    /14\/03\/2026.*Venda.*Camiseta azul.*#1a2b3c4d.*R\$ 150,00.*R\$ 1\.150,00/,
  );
  expect(rows[2]).toHaveTextContent(/Saque.*Saque para Itaú.*#9f8e7d6c/);
  // A seller reads its own: no seller picker, no ?sellerId=.
  expect(screen.queryByLabelText('Vendedor')).not.toBeInTheDocument();
});

test('a debit is shown negative in red, a credit in green', async () => {
  fakeApi(routes());
  renderStatement();
  await table();
  const debit = screen.getByText('-R$ 500,00');
  expect(debit).toHaveClass('debit');
  expect(screen.getByText('R$ 150,00')).toHaveClass('credit');
});

test("'Carregar mais' asks the next page with the cursor and adds it under the first", async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /statement': ({ params }) =>
        params.cursor === CURSOR
          ? answerOf(c.list, page([line({ seq: '8', description: 'Caneca' })]))
          : answerOf(c.list, page([line(), line({ seq: '9', description: 'Boné' })], { nextCursor: CURSOR })),
    }),
  );
  renderStatement();
  await table();
  await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
  expect(await screen.findByText('Caneca')).toBeInTheDocument();
  expect(screen.getByText('Camiseta azul')).toBeInTheDocument();
  expect(api.callsTo('GET /statement')[1]?.params).toEqual({
    from: '2026-03-01',
    to: '2026-03-15',
    cursor: CURSOR,
  });
  // The last page has no cursor: nothing more to load.
  expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
});

test('the period presets, typed dates and the kind go to the server', async () => {
  const user = userEvent.setup();
  const api = fakeApi(routes());
  renderStatement();
  await table();
  const last = () => api.callsTo('GET /statement').at(-1)?.params;

  await user.selectOptions(screen.getByLabelText('Período'), 'Mês passado');
  await waitFor(() => expect(last()).toMatchObject({ from: '2026-02-01', to: '2026-02-28' }));
  await user.selectOptions(screen.getByLabelText('Período'), 'Últimos 7 dias');
  await waitFor(() => expect(last()).toMatchObject({ from: '2026-03-09', to: '2026-03-15' }));

  await user.selectOptions(screen.getByLabelText('Tipo'), 'Saque');
  await waitFor(() => expect(last()).toMatchObject({ from: '2026-03-09', kind: 'saque' }));

  // A date field takes a whole day at once (what a browser's date picker sends).
  fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-01-10' } });
  await waitFor(() => expect(last()).toEqual({ from: '2026-01-10', to: '2026-03-15', kind: 'saque' }));
  expect(screen.getByLabelText('Período')).toHaveValue('custom');
});

test('an empty period says so', async () => {
  fakeApi(routes({ 'GET /statement': () => answerOf(c.list, page([])) }));
  renderStatement();
  expect(await screen.findByText('Nenhum movimento neste período.')).toBeInTheDocument();
});

test('a failed read says why and its retry asks again', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi(
    routes({
      'GET /statement': () =>
        fail
          ? errorReply(400, 'validation_error', 'Data inicial inválida.')
          : answerOf(c.list, page([line()])),
    }),
  );
  renderStatement();
  expect(await screen.findByRole('alert', {}, { timeout: 4_000 })).toHaveTextContent(
    'Data inicial inválida.',
  );
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await table()).toBeInTheDocument();
});

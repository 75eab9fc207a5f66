import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { statementContract as c } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, type FakeReply } from '@pagora/shared/client/testing';
import { demoUser, resetState } from '../../../testing/render-page';
import { useSession } from '@pagora/shared/client';
import {
  SELLER,
  dayDivergence,
  feeDivergence,
  fixClock,
  renderStatement,
  routes,
} from './statement-fixtures';

jest.setTimeout(20_000);

/** A seller whose session names its seller id (what 'Conferir agora' sends). */
function signInAsSeller() {
  useSession
    .getState()
    .signIn({ user: { ...demoUser('seller'), sellerId: SELLER }, token: 'token-seller', settings: null });
}

beforeEach(() => {
  resetState();
  fixClock();
  signInAsSeller();
});
afterEach(() => {
  jest.useRealTimers();
  act(() => toast.remove());
});

const openTab = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(await screen.findByRole('tab', { name: 'Divergências' }));

test('the divergences tab shows both figures of a day and the fee contracted against the fee charged', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /statement/divergences': () =>
        answerOf(c.divergences, { data: [dayDivergence(), feeDivergence()] }),
    }),
  );
  renderStatement();
  await openTab(user);
  const days = await screen.findByRole('table', { name: 'Divergências de conciliação' });
  expect(within(days).getAllByRole('row')[0]).toHaveTextContent(
    /Dia.*Nosso extrato.*Zoop.*Diferença.*Status/,
  );
  expect(within(days).getAllByRole('row')[1]).toHaveTextContent(
    /10\/03\/2026.*R\$ 100,00.*R\$ 90,00.*-R\$ 10,00.*Aberta/,
  );
  const fees = screen.getByRole('table', { name: 'Divergência de taxa' });
  expect(within(fees).getAllByRole('row')[0]).toHaveTextContent(
    /Venda.*Método.*Parcelas.*Taxa contratada.*Taxa cobrada/,
  );
  expect(within(fees).getAllByRole('row')[1]).toHaveTextContent(
    /12\/03\/2026.*#1a2b3c4d.*Cartão de Crédito.*3.*R\$ 11,97.*R\$ 15,00/,
  );
  expect(api.callsTo('GET /statement/divergences')[0]?.params).toEqual({
    from: '2026-03-01',
    to: '2026-03-15',
  });
});

test('no divergence in the period says so', async () => {
  const user = userEvent.setup();
  fakeApi(routes());
  renderStatement();
  await openTab(user);
  expect(await screen.findByText('Nenhuma divergência neste período.')).toBeInTheDocument();
});

test("'Conferir agora' checks the shown period, shows progress, says the result and lists again", async () => {
  const user = userEvent.setup();
  let answer: (reply: FakeReply) => void = () => undefined;
  const api = fakeApi(
    routes({
      'GET /statement/divergences': () =>
        answerOf(c.divergences, {
          data: api.callsTo('POST /statement/reconcile').length ? [dayDivergence()] : [],
        }),
      'POST /statement/reconcile': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    }),
  );
  renderStatement();
  await openTab(user);
  await screen.findByText('Nenhuma divergência neste período.');
  await user.click(screen.getByRole('button', { name: 'Conferir agora' }));
  expect(await screen.findByRole('button', { name: 'Conferindo...' })).toBeDisabled();
  expect(api.callsTo('POST /statement/reconcile')[0]?.body).toEqual({
    sellerId: SELLER,
    from: '2026-03-01',
    to: '2026-03-15',
  });
  await act(async () =>
    answer(
      answerOf(c.reconcile, {
        sellerId: SELLER,
        from: '2026-03-01',
        to: '2026-03-15',
        daysChecked: 15,
        open: [dayDivergence()],
        resolvedCount: 0,
      }),
    ),
  );
  expect(await screen.findByText('Extrato conferido: 1 dia com divergência em 15 dias.')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Divergências de conciliação' })).toBeInTheDocument();
  expect(api.callsTo('GET /statement/divergences')).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Conferir agora' })).toBeEnabled();
});

test('a refused check says why in a toast', async () => {
  const user = userEvent.setup();
  fakeApi(
    routes({ 'POST /statement/reconcile': () => errorReply(404, 'not_found', 'Vendedor não encontrado.') }),
  );
  renderStatement();
  await openTab(user);
  await user.click(await screen.findByRole('button', { name: 'Conferir agora' }));
  expect(await screen.findByText('Vendedor não encontrado.')).toBeInTheDocument();
});

test('a marketplace sees all its divergences but checks only a picked seller', async () => {
  resetState();
  useSession.getState().signIn({ user: demoUser('marketplace'), token: 'token-marketplace', settings: null });
  const user = userEvent.setup();
  fakeApi(routes({ 'GET /sellers-list': () => errorReply(403, 'forbidden', 'Acesso negado') }));
  renderStatement();
  await openTab(user);
  expect(await screen.findByText('Nenhuma divergência neste período.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Conferir agora' })).toBeDisabled();
  expect(screen.getByText('Selecione um vendedor para conferir.')).toBeInTheDocument();
});

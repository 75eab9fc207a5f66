import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sellerDashAnswer } from '../../../testing/dashboard-fixtures';
import { fakeApi, serverError } from '@pagora/shared/client/testing';
import { signInAs, signInAsMember, signOut } from '../../../testing/session';
import { card, DASH, MONTHLY, monthlyReply, renderDashboard, serve } from './dashboard-harness';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);

afterEach(signOut);

test('a seller sees the greeting, the create-link button and every card with formatted values', async () => {
  signInAs('seller');
  serve('seller');
  renderDashboard();
  expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.getByText('Bem-vindo, Demo seller.')).toBeInTheDocument();
  expect(screen.getByText('Carregando dashboard...')).toBeInTheDocument();

  expect(await screen.findByRole('group', { name: 'Receita Total' })).toHaveTextContent('R$ 1.234,56');
  // The API's figures (what 'Sacar' allows; what is to come), not the provider's raw current
  // balance (R$ 100,50, money to come included) or account balance (payouts included).
  expect(card('Saldo Disponível')).toHaveTextContent('R$ 40,25');
  expect(card('Saldo Futuro')).toHaveTextContent('R$ 60,25');
  // The count cards add up: 12 = 6 + 3 + 1 + 2 refunded.
  expect(card('Total de Transações')).toHaveTextContent('12');
  expect(card('Aprovadas')).toHaveTextContent('6');
  expect(card('Pendentes')).toHaveTextContent('3');
  expect(card('Recusadas')).toHaveTextContent('1');
  expect(card('Estornadas')).toHaveTextContent('2');

  const create = screen.getByRole('link', { name: /Criar Link de Pagamento/ });
  expect(create).toHaveAttribute('href', '/create-payment-link');
  // Both labels are in the page; CSS shows 'Novo Link' below 1024 px.
  expect(within(create).getByText('Novo Link')).toBeInTheDocument();
});

test('a seller whose balance the provider could not give sees a dash and the hint', async () => {
  signInAs('seller');
  serve('seller', sellerDashAnswer({ cliente: null }));
  renderDashboard();
  expect(await screen.findByRole('group', { name: 'Saldo Disponível' })).toHaveTextContent(
    '—Saldo indisponível no momento',
  );
  expect(card('Saldo Futuro')).toHaveTextContent('—Saldo indisponível no momento');
});

test('a marketplace sees no balance cards and no create-link button', async () => {
  signInAs('marketplace');
  serve('marketplace', sellerDashAnswer({ cliente: null }));
  renderDashboard();
  expect(await screen.findByRole('group', { name: 'Receita Total' })).toBeInTheDocument();
  expect(screen.getByText('Bem-vindo, Demo marketplace.')).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Saldo Disponível' })).not.toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Saldo Futuro' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Criar Link de Pagamento/ })).not.toBeInTheDocument();
});

test('a failed load shows the server message and retries', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  let fail = true;
  const api = fakeApi({
    [DASH('seller')]: () =>
      fail ? serverError('Falha ao carregar transações') : { status: 200, data: sellerDashAnswer() },
    [MONTHLY]: monthlyReply,
  });
  renderDashboard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao carregar transações');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('group', { name: 'Receita Total' })).toHaveTextContent('R$ 1.234,56');
  expect(api.callsTo(DASH('seller'))).toHaveLength(2);
});

test('a failed monthly report keeps the dashboard and offers its own retry', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  let fail = true;
  fakeApi({
    [DASH('seller')]: () => ({ status: 200, data: sellerDashAnswer() }),
    [MONTHLY]: () => (fail ? { status: 503, data: {} } : monthlyReply()),
  });
  renderDashboard();
  expect(await screen.findByText('Não foi possível carregar o relatório mensal.')).toBeInTheDocument();
  expect(card('Receita Total')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table', { name: 'Relatório mensal' })).toBeInTheDocument();
});

test('Recarregar Dados asks the server again and shows the fresh figures in place', async () => {
  const user = userEvent.setup();
  signInAs('seller');
  let revenue = 123456;
  let release: () => void = () => {};
  const api = fakeApi({
    [DASH('seller')]: async () => {
      if (revenue !== 123456) await new Promise<void>((resolve) => (release = resolve));
      return {
        status: 200,
        data: sellerDashAnswer({
          stats: {
            totalTransactions: 10,
            completed: 6,
            pending: 3,
            declined: 1,
            refunded: 0,
            disputed: 0,
            chargeback: 0,
            disputedCents: 0,
            chargebackCents: 0,
            totalAmount: revenue / 100,
            totalAmountCents: revenue,
          },
        }),
      };
    },
    [MONTHLY]: monthlyReply,
  });
  renderDashboard();
  expect(await screen.findByRole('group', { name: 'Receita Total' })).toHaveTextContent('R$ 1.234,56');
  revenue = 999999;
  await user.click(screen.getByRole('button', { name: 'Recarregar Dados' }));
  // While the server answers, the button says so and the old figures stay on screen.
  expect(await screen.findByRole('button', { name: 'Atualizando' })).toBeDisabled();
  expect(card('Receita Total')).toHaveTextContent('R$ 1.234,56');
  release();
  await waitFor(() => expect(card('Receita Total')).toHaveTextContent('R$ 9.999,99'));
  expect(api.callsTo(DASH('seller'))).toHaveLength(2);
  expect(api.callsTo(MONTHLY)).toHaveLength(2);
  expect(await screen.findByRole('button', { name: 'Recarregar Dados' })).toBeEnabled();
});

test("a seller's support member (no 'sell') sees the dashboard without the create-link button", async () => {
  signInAsMember('seller', 'support');
  serve('seller');
  renderDashboard();
  expect(await screen.findByRole('group', { name: 'Receita Total' })).toHaveTextContent('R$ 1.234,56');
  expect(screen.getByText('Bem-vindo, Demo seller.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Criar Link de Pagamento/ })).not.toBeInTheDocument();
});

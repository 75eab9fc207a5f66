import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import { recurrencePlansContract, type RecurrencePlan } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
import { PlansPage } from '../components/plans-page';

/** Issue 24: a plan whose subscriptions may be charged by boleto, and its settings. */

const LIST = 'GET /planos/cliente/user-seller';

function plan(patch: Partial<RecurrencePlan> = {}): RecurrencePlan {
  return {
    id: 'plano-1',
    id_zoop_plano_assinatura: '',
    nome: 'Clube do Café',
    description: '',
    amount: 4990,
    frequency: 'mensal',
    interval: 1,
    payment_methods: ['credit'],
    boleto: null,
    status: 'ativo',
    createdAt: '2026-03-01T12:00:00.000Z',
    cliente_id: 'user-seller',
    marketplaceId: 'mk-1',
    proprio: true,
    ...patch,
  };
}
const list = (dados: RecurrencePlan[]) => () =>
  answerOf(recurrencePlansContract.list, { dados, total: dados.length, page: 1, pageSize: 10 });
const saved = () => answerOf(recurrencePlansContract.create, { message: 'ok', dados: plan() });

function render(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  renderWithData(
    <MemoryRouter initialEntries={['/planos']}>
      <PlansPage />
      <Toaster />
    </MemoryRouter>,
  );
  return api;
}

jest.setTimeout(30_000);
beforeEach(() => signInAs('seller'));
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test("'Formas de pagamento': card by default, 'Boleto Bancário' opens its settings (5 days), at least one method, the floor on the amount", async () => {
  const user = userEvent.setup();
  const api = render({ [LIST]: list([]), 'POST /planos': saved });
  await user.click(await screen.findByRole('button', { name: 'Criar Plano' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Plano de Recorrência' }));
  const group = modal.getByRole('group', { name: 'Formas de pagamento' });
  const methods = within(group);
  const card = methods.getByRole('checkbox', { name: 'Cartão de crédito' });
  const boleto = methods.getByRole('checkbox', { name: 'Boleto Bancário' });
  expect(card).toBeChecked();
  expect(boleto).not.toBeChecked();
  expect(modal.queryByLabelText('Emitir o boleto (dias antes do vencimento)')).not.toBeInTheDocument();

  await user.type(modal.getByLabelText('Nome *'), 'Clube do Café');
  await user.type(modal.getByLabelText('Valor (R$) *'), '2,00');
  await user.click(card);
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await methods.findByText('Escolha ao menos uma forma de pagamento.')).toBeInTheDocument();
  expect(group).toHaveAccessibleDescription('Escolha ao menos uma forma de pagamento.');

  await user.click(boleto);
  expect(modal.getByLabelText('Emitir o boleto (dias antes do vencimento)')).toHaveValue(5);
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await modal.findByText('O valor mínimo do boleto é R$ 3,00.')).toBeInTheDocument();
  expect(modal.getByLabelText('Valor (R$) *')).toHaveAccessibleDescription(
    'O valor mínimo do boleto é R$ 3,00.',
  );

  await user.type(modal.getByLabelText('Multa (%)'), '2,5');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(
    await modal.findByText('Com multa ou juros, o valor mínimo do boleto é R$ 30,00.'),
  ).toBeInTheDocument();

  await user.clear(modal.getByLabelText('Valor (R$) *'));
  await user.type(modal.getByLabelText('Valor (R$) *'), '49,90');
  const days = modal.getByLabelText('Emitir o boleto (dias antes do vencimento)');
  await user.clear(days);
  await user.type(days, '7');
  await user.type(modal.getByLabelText('Juros ao mês (%)'), '1');
  await user.click(card);
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Plano adicionado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('POST /planos')[0]?.body).toMatchObject({
    amount: 4990,
    payment_methods: ['credit', 'bank_slip'],
    boleto: { issueDaysBefore: 7, multa: '2,50', juros: '1,00' },
  });
});

test("the server's message on a boleto setting shows under that field", async () => {
  const user = userEvent.setup();
  const message = 'O boleto deve ser emitido de 1 a 30 dias antes do vencimento';
  render({
    [LIST]: list([]),
    'POST /planos': () => ({
      status: 400,
      data: { message, code: 'validation_error', field: 'boleto.issueDaysBefore' },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Criar Plano' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Plano de Recorrência' }));
  await user.type(modal.getByLabelText('Nome *'), 'Mensal');
  await user.type(modal.getByLabelText('Valor (R$) *'), '49,90');
  await user.click(modal.getByRole('checkbox', { name: 'Boleto Bancário' }));
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  const days = modal.getByLabelText('Emitir o boleto (dias antes do vencimento)');
  await screen.findAllByText(message);
  expect(days).toHaveAccessibleDescription(expect.stringContaining(message));
});

test('the list names the methods; editing a boleto plan shows its settings, and dropping the boleto sends none', async () => {
  const user = userEvent.setup();
  const boletoPlan = plan({
    payment_methods: ['credit', 'bank_slip'],
    boleto: { issueDaysBefore: 3, lateFeeHundredths: 250, monthlyInterestHundredths: null },
  });
  const api = render({
    [LIST]: list([boletoPlan, plan({ id: 'plano-2', nome: 'Só cartão' })]),
    'PUT /planos/plano-1': () => answerOf(recurrencePlansContract.update, { message: 'ok', dados: plan() }),
  });
  const table = within(await screen.findByRole('table'));
  const rows = table.getAllByRole('row');
  expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Formas de pagamento');
  expect(rows[1]).toHaveTextContent('Cartão de crédito, Boleto Bancário');
  expect(rows[2]).toHaveTextContent('Cartão de crédito');
  expect(rows[2]).not.toHaveTextContent('Boleto');

  await user.click(table.getByRole('button', { name: 'Editar Clube do Café' }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Plano' }));
  expect(modal.getByRole('checkbox', { name: 'Boleto Bancário' })).toBeChecked();
  expect(modal.getByLabelText('Emitir o boleto (dias antes do vencimento)')).toHaveValue(3);
  expect(modal.getByLabelText('Multa (%)')).toHaveValue('2,50');
  expect(modal.getByLabelText('Juros ao mês (%)')).toHaveValue('');
  // A setting left wrong and then hidden does not block the save: unchecked, the boleto is dropped.
  await user.type(modal.getByLabelText('Multa (%)'), 'x');
  await user.click(modal.getByRole('checkbox', { name: 'Boleto Bancário' }));
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Plano atualizado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('PUT /planos/plano-1')[0]?.body).toMatchObject({
    payment_methods: ['credit'],
    boleto: null,
  });
});

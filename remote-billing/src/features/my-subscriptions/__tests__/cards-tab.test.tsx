import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { answerOf } from '@pagora/shared/client/testing';
import { CARD_MESSAGES, billingContract } from '@pagora/shared/contracts';
import { signOut } from '../../../testing/session';
import {
  CARDS,
  card,
  cardsAnswer,
  renderMySubscriptions,
  signInAsCustomer,
  tableOf,
} from './render-my-subscriptions';

jest.setTimeout(30_000);
beforeEach(signInAsCustomer);
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

const openCardsTab = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('tab', { name: 'Cartões' }));
  expect(screen.getByRole('heading', { name: 'Métodos de Pagamento' })).toBeInTheDocument();
};
const table = tableOf('Cartões salvos');

test("the saved cards: brand, holder, masked number, 'Válido até', the 'Principal' badge", async () => {
  const user = userEvent.setup();
  renderMySubscriptions({
    [CARDS]: cardsAnswer([
      card(1, { principal: true }),
      card(2, { bandeira: 'Mastercard', validade: '01/29' }),
    ]),
  });
  await openCardsTab(user);
  await screen.findByRole('table', { name: 'Cartões salvos' });
  const [first, second] = table().getAllByRole('row').slice(1);
  expect(first).toHaveTextContent('Visa Principal');
  expect(first).toHaveTextContent('ANA SOUZA');
  expect(first).toHaveTextContent('•••• •••• •••• 1001');
  expect(first).toHaveTextContent('Válido até 12/30');
  expect(within(first!).queryByRole('button', { name: /Definir Principal/ })).not.toBeInTheDocument();
  expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent(/^Mastercard$/);
  expect(within(second!).getByRole('button', { name: /Definir Principal/ })).toBeInTheDocument();
  expect(second).toHaveTextContent('Válido até 01/29');
});

test("'Adicionar Cartão' masks what is typed and posts the register payload", async () => {
  const user = userEvent.setup();
  const api = renderMySubscriptions({
    'POST /cadastrar-cartao/user-customer': () =>
      answerOf(billingContract.registerCard, { message: CARD_MESSAGES.tokenized, dados: card(1) }),
  });
  await openCardsTab(user);
  expect(await screen.findByText('Nenhum cartão cadastrado')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Adicionar Cartão' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Cartão' }));
  const number = modal.getByLabelText('Número do Cartão');
  await user.type(number, '4111111111111111');
  expect(number).toHaveValue('4111 1111 1111 1111');
  await user.type(modal.getByLabelText('Nome do Titular'), 'Ana Souza');
  const expiry = modal.getByLabelText('Validade (MM/AA)');
  await user.type(expiry, '1230');
  expect(expiry).toHaveValue('12/30');
  await user.type(modal.getByLabelText('CVC'), '123');
  await user.click(modal.getByRole('checkbox', { name: 'Definir como cartão principal' }));
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Cartão salvo com sucesso.')).toBeInTheDocument();
  expect(api.callsTo('POST /cadastrar-cartao/user-customer')[0]?.body).toEqual({
    card_number: '4111111111111111',
    holder_name: 'Ana Souza',
    expiration_month: '12/30',
    expiration_year: '12/30',
    security_code: '123',
    principal: true,
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(api.callsTo(CARDS)).toHaveLength(2));
});

test("an expired card is said to be expired, a mistyped date 'Data inválida (MM/AA)', before anything is sent", async () => {
  const user = userEvent.setup();
  const api = renderMySubscriptions({});
  await openCardsTab(user);
  await user.click(screen.getByRole('button', { name: 'Adicionar Cartão' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Cartão' }));
  // One word for the security code on every card form: the spec's 'CVC'.
  expect(modal.queryByLabelText('CVV')).not.toBeInTheDocument();
  await user.type(modal.getByLabelText('Número do Cartão'), '4111111111111111');
  await user.type(modal.getByLabelText('Nome do Titular'), 'Ana Souza');
  const expiry = modal.getByLabelText('Validade (MM/AA)');
  await user.type(expiry, '0120');
  await user.type(modal.getByLabelText('CVC'), '123');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(expiry).toHaveAccessibleDescription('Cartão vencido: a validade já passou'));
  await user.clear(expiry);
  await user.type(expiry, '1330');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(expiry).toHaveAccessibleDescription('Data inválida (MM/AA)'));
  expect(api.callsTo('POST /cadastrar-cartao/user-customer')).toHaveLength(0);
});

test("a refused card shows the server's message, or 'Erro ao tokenizar cartão.'", async () => {
  const user = userEvent.setup();
  let answer = {
    status: 422,
    data: {
      message: 'Seu cadastro ainda não está habilitado para salvar cartões.',
      code: 'buyer_not_onboarded',
    },
  };
  renderMySubscriptions({ 'POST /cadastrar-cartao/user-customer': () => answer });
  await openCardsTab(user);
  await user.click(screen.getByRole('button', { name: 'Adicionar Cartão' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Cartão' }));
  await user.type(modal.getByLabelText('Número do Cartão'), '5555555555554444');
  await user.type(modal.getByLabelText('Nome do Titular'), 'Ana Souza');
  await user.type(modal.getByLabelText('Validade (MM/AA)'), '1230');
  await user.type(modal.getByLabelText('CVC'), '123');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText(answer.data.message)).toBeInTheDocument();
  answer = { status: 500, data: { message: '', code: 'internal' } };
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Erro ao tokenizar cartão.')).toBeInTheDocument();
});

test("'Definir Principal' sends PUT; removing asks first, and a 409 shows the server's message", async () => {
  const user = userEvent.setup();
  const principal = card(1, { principal: true });
  const other = card(2);
  const inUse = CARD_MESSAGES.principalInUse;
  const api = renderMySubscriptions({
    [CARDS]: cardsAnswer([principal, other]),
    [`PUT /cartoes/${other.id}/principal`]: () =>
      answerOf(billingContract.setPrincipal, {
        message: CARD_MESSAGES.principalSet,
        dados: [
          { ...other, principal: true },
          { ...principal, principal: false },
        ],
      }),
    [`DELETE /cartoes/${principal.id}`]: () => ({
      status: 409,
      data: { message: inUse, code: 'principal_card_in_use' },
    }),
  });
  await openCardsTab(user);
  await screen.findByRole('table', { name: 'Cartões salvos' });
  await user.click(table().getByRole('button', { name: 'Definir Principal: cartão final 1002' }));
  expect(await screen.findByText('Cartão principal definido.')).toBeInTheDocument();
  expect(api.callsTo(`PUT /cartoes/${other.id}/principal`)).toHaveLength(1);
  await user.click(table().getByRole('button', { name: 'Remover cartão final 1001' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Remover Cartão' }));
  expect(
    confirm.getByText(/Tem certeza que deseja remover o cartão •••• •••• •••• 1001\?/),
  ).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Remover Cartão' }));
  expect(await screen.findByText(inUse)).toBeInTheDocument();
  expect(api.callsTo(`DELETE /cartoes/${principal.id}`)).toHaveLength(1);
});

test('the cards tab has its own loading and error states', async () => {
  const user = userEvent.setup();
  let fail = true;
  renderMySubscriptions({ [CARDS]: () => (fail ? { status: 500, data: {} } : cardsAnswer([card(1)])()) });
  await openCardsTab(user);
  const panel = within(screen.getByRole('tabpanel', { name: 'Cartões' }));
  expect(await panel.findByText('Erro ao buscar cartões')).toBeInTheDocument();
  fail = false;
  await user.click(panel.getByRole('button', { name: 'Tentar novamente' }));
  expect(await panel.findByRole('table', { name: 'Cartões salvos' })).toBeInTheDocument();
});

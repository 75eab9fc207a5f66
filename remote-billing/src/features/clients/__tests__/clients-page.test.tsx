import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { AxiosHeaders } from 'axios';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { buyersContract, type BuyerRecord } from '@pagora/shared/contracts';
import { signInAs, signInAsMember, signOut } from '../../../testing/session';
import { ClientsPage } from '../components/clients-page';

const LIST = 'GET /customers/user-seller';

function buyer(n: number, patch: Partial<BuyerRecord> = {}): BuyerRecord {
  return {
    id: `buyer-${n}`,
    id_comprador: `zoop-buyer-${n}`,
    nome: `Comprador ${n}`,
    email: `comprador${n}@example.com`,
    cpf_cnpj: '52998224725',
    id_juros: null,
    taxa_repasse_juros: 0,
    contactPerson: '',
    phone: '',
    website: '',
    address: {
      street: 'Rua A',
      number: '',
      complement: '',
      neighborhood: '',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01001000',
      country: 'Brasil',
    },
    cliente: { id: `user-buyer-${n}` },
    seller_id_comprador: 'seller-1',
    seller: { id: 'seller-1', nome: 'Ana' },
    marketplaceId: 'mk-1',
    createdAt: '2026-03-01T12:00:00.000Z',
    ...patch,
  };
}
const page =
  (dados: BuyerRecord[], total = dados.length) =>
  () =>
    answerOf(buyersContract.list, { dados, total, page: 1, pageSize: 10 });

function render(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  renderWithData(
    <MemoryRouter initialEntries={['/clients']}>
      <ClientsPage />
      <Toaster />
    </MemoryRouter>,
  );
  return api;
}
const table = () => within(screen.getByRole('table'));

jest.setTimeout(30_000);
beforeEach(() => signInAs('seller'));
afterEach(() => {
  act(() => toast.remove());
  signOut();
});

test('loading, the table with the registration at the provider in words, the count line, and no pagination up to 10', async () => {
  render({ [LIST]: page([buyer(1), buyer(2, { id_comprador: '' })]) });
  expect(screen.getByText('Carregando Comprador')).toBeInTheDocument();
  await screen.findByRole('table');
  expect(screen.getByText('2 comprador(es)')).toBeInTheDocument();
  const rows = table().getAllByRole('row').slice(1);
  // Issue 41: names, not machinery; the provider's id only in a detail for support, labelled as its.
  expect(rows[0]).toHaveTextContent('Comprador 1Cadastro no provedor: concluído');
  expect(rows[1]).toHaveTextContent('Cadastro no provedor: pendente');
  expect(screen.queryByText(/ID Zoop|Sem ID Zoop/)).not.toBeInTheDocument();
  expect(within(rows[0]!).getByText('Detalhes para suporte')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('ID na Zoop (suporte): zoop-buyer-1')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: /pagina/i })).not.toBeInTheDocument();
});

test('both empty states with their buttons, and the error with a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  render({
    [LIST]: () => (fail ? serverError('Falha') : page([])()),
  });
  expect(await screen.findByText('Falha', {}, { timeout: 4000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Nenhum comprador cadastrado')).toBeInTheDocument();
  expect(
    screen.getByText('Comece adicionando seu primeiro comprador para gerenciar suas vendas.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adicionar Primeiro Comprador' })).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'zzz');
  expect(await screen.findByText('Nenhum comprador encontrado')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Limpar Busca' }));
  expect(await screen.findByText('Nenhum comprador cadastrado')).toBeInTheDocument();
});

test("add: 'Enviar cadastro ao provedor' ticked by default; unticked, 'ID do Comprador é obrigatório'; no password asked; a double click is one buyer, under one key", async () => {
  const user = userEvent.setup();
  const keys: unknown[] = [];
  const api = render({
    [LIST]: page([buyer(1)]),
    'POST /create-comprador': ({ config }) => {
      keys.push(AxiosHeaders.from(config.headers).get('Idempotency-Key'));
      return answerOf(buyersContract.create, { message: 'ok', dados: buyer(3) });
    },
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Adicionar Comprador' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Comprador' }));
  expect(modal.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Informações Pessoais',
    'Contato',
    'Endereço',
  ]);
  // Registering at the provider is the default: no id to type.
  const atZoop = modal.getByRole('checkbox', { name: 'Enviar cadastro ao provedor' });
  expect(atZoop).toBeChecked();
  expect(modal.queryByLabelText('ID na Zoop (já cadastrado) *')).not.toBeInTheDocument();
  expect(modal.getByText('O cadastro será enviado ao provedor de pagamentos ao salvar.')).toBeInTheDocument();
  // Issue 41: nobody types the buyer's password; the buyer is invited by e-mail to create it.
  expect(modal.queryByLabelText(/Senha/)).not.toBeInTheDocument();
  expect(
    modal.getByText('O comprador receberá um email de convite para criar a própria senha.'),
  ).toBeInTheDocument();
  await user.type(modal.getByLabelText('Nome Completo *'), 'Rui Reis');
  await user.type(modal.getByLabelText('CPF ou CNPJ *'), '52998224725');
  await user.type(modal.getByLabelText('Email *'), 'rui@example.com');
  // The exception, an existing provider id, is asked for once the box is unticked.
  await user.click(atZoop);
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await modal.findByText('ID do Comprador é obrigatório')).toBeInTheDocument();
  expect(api.callsTo('POST /create-comprador')).toHaveLength(0);
  await user.click(atZoop);
  await user.dblClick(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Comprador adicionado com sucesso!')).toBeInTheDocument();
  // However fast the answer, every request of this one form carries its one key: one buyer.
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Set(keys).size).toBe(1);
  expect(api.callsTo('POST /create-comprador')[0]?.body).toMatchObject({
    cadastrar_na_zoop: true,
    nome: 'Rui Reis',
    email: 'rui@example.com',
    cpf_cnpj: '52998224725',
  });
  expect(api.callsTo('POST /create-comprador')[0]?.body).not.toHaveProperty('password');
});

test('the count line reads \'encontrado(s) para "…"\' while searching; the term goes to the server', async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: ({ params }) =>
      (params as { q?: string }).q === 'ana'
        ? page([buyer(7, { nome: 'Ana Prado' })])()
        : page([buyer(1), buyer(2)])(),
  });
  expect(await screen.findByText('2 comprador(es)')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'ana');
  expect(await screen.findByText('1 comprador(es) encontrado(s) para "ana"')).toBeInTheDocument();
  expect(table().getAllByRole('row')).toHaveLength(2);
  expect(api.callsTo(LIST).at(-1)?.params).toMatchObject({ q: 'ana', page: 1 });
});

test('pagination shows only past 10 buyers; a page button asks the server for that page', async () => {
  const user = userEvent.setup();
  const all = Array.from({ length: 12 }, (_, i) => buyer(i + 1));
  const api = render({
    [LIST]: ({ params }) => {
      const n = Number((params as { page?: string }).page ?? 1);
      return page(all.slice((n - 1) * 10, n * 10), all.length)();
    },
  });
  await screen.findByRole('table');
  const nav = screen.getByRole('navigation', { name: 'Paginação' });
  expect(table().getAllByRole('row')).toHaveLength(11);
  await user.click(within(nav).getByRole('button', { name: '2' }));
  await waitFor(() => expect(table().getAllByRole('row')).toHaveLength(3));
  expect(api.callsTo(LIST).at(-1)?.params).toMatchObject({ page: 2, pageSize: 10 });
  expect(table().getAllByRole('row')[1]).toHaveTextContent('Comprador 11');
});

test("reload reads 'Atualizando' and is disabled while the list is asked again", async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  let hold = false;
  render({
    [LIST]: async () => {
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return page([buyer(1)])();
    },
  });
  await screen.findByRole('table');
  hold = true;
  await user.click(screen.getByRole('button', { name: 'Recarregar' }));
  expect(await screen.findByRole('button', { name: 'Atualizando' })).toBeDisabled();
  act(() => release());
  expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeEnabled();
});

test('an admin reads every buyer and changes none: no add, edit or delete', async () => {
  signInAs('admin');
  render({ 'GET /customers/user-admin': page([buyer(1)]) });
  await screen.findByRole('table');
  expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Comprador' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
});

test('an admin with no buyers gets the empty state without its add button', async () => {
  signInAs('admin');
  render({ 'GET /customers/user-admin': page([]) });
  expect(await screen.findByText('Nenhum comprador cadastrado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Primeiro Comprador' })).not.toBeInTheDocument();
});

test('the error toasts of spec 001 section 8 when the server gives no message', async () => {
  const user = userEvent.setup();
  const failing = () => ({ status: 500, data: {} });
  render({
    [LIST]: page([buyer(1)]),
    'POST /create-comprador': failing,
    'PUT /customer-update/buyer-1': failing,
    'DELETE /customer-delete/buyer-1': failing,
  });
  await screen.findByRole('table');

  await user.click(screen.getByRole('button', { name: 'Adicionar Comprador' }));
  const add = within(screen.getByRole('dialog', { name: 'Adicionar Comprador' }));
  await user.type(add.getByLabelText('Nome Completo *'), 'Rui Reis');
  await user.type(add.getByLabelText('CPF ou CNPJ *'), '52998224725');
  await user.type(add.getByLabelText('Email *'), 'rui@example.com');
  await user.click(add.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Erro ao adicionar comprador')).toBeInTheDocument();
  await user.click(add.getByRole('button', { name: 'Cancelar' }));

  await user.click(table().getByRole('button', { name: 'Editar Comprador 1' }));
  const edit = within(screen.getByRole('dialog', { name: 'Editar Comprador' }));
  await user.click(edit.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Erro ao atualizar Comprador')).toBeInTheDocument();
  await user.click(edit.getByRole('button', { name: 'Cancelar' }));

  await user.click(table().getByRole('button', { name: 'Excluir Comprador 1' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Confirmar Exclusão' }));
  await user.click(confirm.getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Erro ao remover comprador')).toBeInTheDocument();
});

test("edit fills every missing value with 'S/N' (not the phone or CEP) and offers 'Nova Senha (opcional)'", async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([buyer(1)]),
    'PUT /customer-update/buyer-1': () => answerOf(buyersContract.update, { message: 'ok', dados: buyer(1) }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Comprador 1' }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Comprador' }));
  expect(modal.getByLabelText('Nova Senha (opcional)')).toHaveValue('');
  expect(modal.getByLabelText('Pessoa de Contato')).toHaveValue('S/N');
  await user.click(modal.getByRole('tab', { name: 'Contato' }));
  expect(modal.getByLabelText('Website')).toHaveValue('S/N');
  expect(modal.getByLabelText('Telefone')).toHaveValue('');
  await user.click(modal.getByRole('tab', { name: 'Endereço' }));
  // Spec 001 2.4: Logradouro, Número, Complemento, Bairro, Cidade, Estado, CEP, País.
  expect(modal.getByLabelText('Logradouro')).toHaveValue('Rua A');
  for (const label of ['Número', 'Complemento', 'Bairro'])
    expect(modal.getByLabelText(label)).toHaveValue('S/N');
  expect(modal.getByLabelText('Cidade')).toHaveValue('São Paulo');
  expect(modal.getByLabelText('Estado')).toHaveValue('SP');
  expect(modal.getByLabelText('País')).toHaveValue('Brasil');
  expect(modal.getByLabelText('CEP')).not.toHaveValue('S/N');
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Comprador atualizado com sucesso!')).toBeInTheDocument();
  const sent = api.callsTo('PUT /customer-update/buyer-1')[0]?.body;
  expect(sent).not.toHaveProperty('password');
  expect(sent).toMatchObject({ contactPerson: 'S/N', website: 'S/N', address: { number: 'S/N' } });
});

test("delete asks 'Tem certeza que deseja remover este comprador?' and says 'Comprador removido com sucesso!'", async () => {
  const user = userEvent.setup();
  let buyers = [buyer(1)];
  render({
    [LIST]: () => page(buyers)(),
    'DELETE /customer-delete/buyer-1': () => {
      buyers = [];
      return answerOf(buyersContract.remove, { message: 'ok' });
    },
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Comprador 1' }));
  const confirm = within(screen.getByRole('dialog', { name: 'Confirmar Exclusão' }));
  expect(confirm.getByText('Tem certeza que deseja remover este comprador?')).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Comprador removido com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Nenhum comprador cadastrado')).toBeInTheDocument());
});

test("a support member (no 'sell') reads the buyers and both empty states, with no add, edit or delete", async () => {
  signInAsMember('seller', 'support');
  const user = userEvent.setup();
  let buyers = [buyer(1)];
  render({ [LIST]: () => page(buyers)() });
  await screen.findByRole('table');
  expect(table().getByText('Comprador 1')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Comprador' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  buyers = [];
  await user.click(screen.getByRole('button', { name: 'Recarregar' }));
  expect(await screen.findByText('Nenhum comprador cadastrado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Primeiro Comprador' })).not.toBeInTheDocument();
});

test("'Convite pendente' with 'Reenviar convite' while the buyer has not created a password; none once accepted", async () => {
  const user = userEvent.setup();
  const pending = buyer(1, { convite: { status: 'pendente', expiraEm: '2026-03-08T12:00:00.000Z' } });
  const accepted = buyer(2, { convite: { status: 'aceito', expiraEm: '2026-03-08T12:00:00.000Z' } });
  const api = render({
    [LIST]: page([pending, accepted]),
    'POST /customer-invite/buyer-1': () =>
      answerOf(buyersContract.resendInvite, { message: 'Convite reenviado.', dados: pending }),
  });
  const rows = (await screen.findByRole('table')) && table().getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText('Convite pendente')).toBeInTheDocument();
  expect(within(rows[1]!).queryByText(/Convite/)).not.toBeInTheDocument();
  expect(within(rows[1]!).queryByRole('button', { name: /Reenviar convite/ })).not.toBeInTheDocument();
  await user.click(within(rows[0]!).getByRole('button', { name: 'Reenviar convite para Comprador 1' }));
  expect(await screen.findByText('Convite reenviado.')).toBeInTheDocument();
  expect(api.callsTo('POST /customer-invite/buyer-1')).toHaveLength(1);
});

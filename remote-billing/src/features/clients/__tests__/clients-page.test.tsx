import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import toast, { Toaster } from 'react-hot-toast';
import { renderWithData } from '@pagora/shared/data/testing';
import { answerOf, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { buyersContract, type BuyerRecord } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
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

test('loading, the table with the provider id, the count line, and no pagination up to 10', async () => {
  render({ [LIST]: page([buyer(1), buyer(2, { id_comprador: '' })]) });
  expect(screen.getByText('Carregando Comprador')).toBeInTheDocument();
  await screen.findByRole('table');
  expect(screen.getByText('2 comprador(es)')).toBeInTheDocument();
  const rows = table().getAllByRole('row').slice(1);
  expect(rows[0]).toHaveTextContent('Comprador 1ID Zoop #zoop-buyer-1');
  expect(rows[1]).toHaveTextContent('Sem ID Zoop');
  expect(screen.queryByRole('navigation', { name: /pagina/i })).not.toBeInTheDocument();
});

test('both empty states with their buttons, and the error with a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  render({
    [LIST]: ({ params }) => (fail ? serverError('Falha') : page((params as { q?: string }).q ? [] : [])()),
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

test("add: 'ID do Comprador é obrigatório' unless 'Cadastrar na Zoop'; the body sent and the toast", async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([buyer(1)]),
    'POST /create-comprador': () => answerOf(buyersContract.create, { message: 'ok', dados: buyer(3) }),
  });
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Adicionar Comprador' }));
  const modal = within(screen.getByRole('dialog', { name: 'Adicionar Comprador' }));
  expect(modal.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Informações Pessoais',
    'Contato',
    'Endereço',
  ]);
  await user.type(modal.getByLabelText('Nome Completo *'), 'Rui Reis');
  await user.type(modal.getByLabelText('CPF ou CNPJ *'), '52998224725');
  await user.type(modal.getByLabelText('Email *'), 'rui@example.com');
  await user.type(modal.getByLabelText('Senha *'), 'abc123');
  await user.type(modal.getByLabelText('Confirmação de senha *'), 'abc123');
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await modal.findByText('ID do Comprador é obrigatório')).toBeInTheDocument();
  expect(api.callsTo('POST /create-comprador')).toHaveLength(0);
  await user.click(modal.getByRole('checkbox', { name: 'Cadastrar na Zoop' }));
  await user.click(modal.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Comprador adicionado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('POST /create-comprador')[0]?.body).toMatchObject({
    cadastrar_na_zoop: true,
    nome: 'Rui Reis',
    email: 'rui@example.com',
    cpf_cnpj: '52998224725',
    password: 'abc123',
  });
});

test("edit fills a missing number with 'S/N' and offers 'Nova Senha (opcional)'", async () => {
  const user = userEvent.setup();
  const api = render({
    [LIST]: page([buyer(1)]),
    'PUT /customer-update/buyer-1': () => answerOf(buyersContract.update, { message: 'ok', dados: buyer(1) }),
  });
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Editar Comprador 1' }));
  const modal = within(screen.getByRole('dialog', { name: 'Editar Comprador' }));
  expect(modal.getByLabelText('Nova Senha (opcional)')).toHaveValue('');
  await user.click(modal.getByRole('tab', { name: 'Endereço' }));
  expect(modal.getByLabelText('Número')).toHaveValue('S/N');
  // Spec 001 2.4: Logradouro, Número, Complemento, Bairro, Cidade, Estado, CEP, País.
  for (const label of ['Logradouro', 'Complemento', 'Bairro', 'Cidade', 'Estado', 'CEP', 'País'])
    expect(modal.getByLabelText(label)).toBeInTheDocument();
  await user.click(modal.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Comprador atualizado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('PUT /customer-update/buyer-1')[0]?.body).not.toHaveProperty('password');
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

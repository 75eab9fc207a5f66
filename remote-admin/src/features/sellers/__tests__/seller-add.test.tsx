import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosHeaders } from 'axios';
import { answerOf, errorReply, type FakeReply } from '@pagora/shared/client/testing';
import { sellersContract } from '@pagora/shared/contracts';
import { MARKETPLACE_IDS } from '../../../testing/report-fixtures';
import { signInAs, signOut } from '../../../testing/session';
import { AdminSellersPage } from '../components/admin-sellers-page';
import { SellersPage } from '../components/sellers-page';
import {
  CPF,
  LIST,
  clearToasts,
  demoSeller,
  dialog,
  listReply,
  renderPage,
  sellerPage,
  serve,
} from './sellers-harness';

const REGISTER = 'POST /register-seller-to-marketplace';
const created = () => answerOf(sellersContract.registerSeller, { message: 'ok', dados: demoSeller(9) });

afterEach(() => {
  clearToasts();
  signOut();
});

type User = ReturnType<typeof userEvent.setup>;

async function openAdd(user: User) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Adicionar Vendedor' }));
  return dialog('Adicionar Vendedor');
}

/** The exception: a seller that already has a provider id, typed once 'Enviar cadastro ao provedor' is unticked. */
async function typeExistingId(user: User, m: ReturnType<typeof dialog>, id: string) {
  await user.click(m.getByRole('checkbox', { name: 'Enviar cadastro ao provedor' }));
  await user.type(m.getByLabelText('ID na Zoop (já cadastrado) *'), id);
}

async function fillPersonal(user: User, m: ReturnType<typeof dialog>, id = 'zoop-new') {
  if (id) await typeExistingId(user, m, id);
  await user.type(m.getByLabelText('Nome *'), 'Ana Souza');
  await user.type(m.getByLabelText('CPF/CNPJ *'), CPF);
  await user.type(m.getByLabelText('Email *'), 'Ana@Pagora.demo');
}

test('admin add: the spec message on a bad field, no password asked (an invitation instead), the body sent, the toast and the list reloaded', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply(sellerPage([demoSeller(1)])), { [REGISTER]: created });
  renderPage(AdminSellersPage);
  const m = await openAdd(user);
  expect(m.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Informações Pessoais',
    'Contato',
    'Endereço',
    'Taxas',
  ]);
  await waitFor(() => expect(m.getAllByRole('option', { name: 'Loja Beta' })).toHaveLength(1));
  await user.selectOptions(m.getByLabelText('Marketplace *'), 'Loja Beta');
  await typeExistingId(user, m, 'zoop-new');
  await user.type(m.getByLabelText('Nome *'), 'A');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await m.findByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  expect(api.callsTo(REGISTER)).toHaveLength(0);

  await user.clear(m.getByLabelText('Nome *'));
  await fillPersonal(user, m, '');
  // Issue 41: nobody types the seller's password; the seller is invited by e-mail to create it.
  expect(m.queryByLabelText(/Senha/)).not.toBeInTheDocument();
  expect(
    m.getByText('O vendedor receberá um email de convite para criar a própria senha.'),
  ).toBeInTheDocument();
  expect(m.getByLabelText('CPF/CNPJ *')).toHaveValue('529.982.247-25');
  await user.click(m.getByRole('tab', { name: 'Contato' }));
  expect(m.getByLabelText('Website')).toHaveValue('https://');
  await user.type(m.getByLabelText('Telefone'), '11987654321');
  expect(m.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
  const listCalls = api.callsTo(LIST).length;
  await user.click(m.getByRole('button', { name: 'Adicionar' }));

  expect(await screen.findByText('Vendedor adicionado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({
    id_seller: 'zoop-new',
    cadastrar_na_zoop: false,
    nome: 'Ana Souza',
    email: 'ana@pagora.demo',
    cpf_cnpj: CPF,
    marketplaceId: MARKETPLACE_IDS[1],
    phone: '(11) 98765-4321',
    website: '',
    taxa_padrao: 0,
    taxa_repasse_juros: 0,
    address: { country: 'Brasil', zipCode: '' },
  });
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
  expect(screen.queryByRole('dialog', { name: 'Adicionar Vendedor' })).not.toBeInTheDocument();
});

test("a double-clicked 'Adicionar' is one seller: one request under one Idempotency-Key, locked while it runs", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const keys: unknown[] = [];
  const answers: ((reply: FakeReply) => void)[] = [];
  serve(listReply(sellerPage([demoSeller(1)])), {
    [REGISTER]: ({ config }) => {
      keys.push(AxiosHeaders.from(config.headers).get('Idempotency-Key'));
      return new Promise<FakeReply>((resolve) => answers.push(resolve));
    },
  });
  renderPage(AdminSellersPage);
  const m = await openAdd(user);
  await waitFor(() => expect(m.getAllByRole('option', { name: 'Loja Alfa' })).toHaveLength(1));
  await user.selectOptions(m.getByLabelText('Marketplace *'), 'Loja Alfa');
  await fillPersonal(user, m);
  await user.dblClick(m.getByRole('button', { name: 'Adicionar' }));
  await waitFor(() => expect(keys).toHaveLength(1));
  expect(m.getByRole('button', { name: 'Adicionando...' })).toBeDisabled();
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  act(() => answers[0]!(created()));
  expect(await screen.findByText('Vendedor adicionado com sucesso!')).toBeInTheDocument();
  expect(keys).toHaveLength(1);
});

test('admin add without a marketplace is refused with the spec messages', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply(sellerPage([demoSeller(1)])), { [REGISTER]: created });
  renderPage(AdminSellersPage);
  const m = await openAdd(user);
  await fillPersonal(user, m);
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await m.findByText('Marketplace é obrigatório')).toBeInTheDocument();
  expect(await screen.findByText('Selecione o Marketplace!')).toBeInTheDocument();
  expect(api.callsTo(REGISTER)).toHaveLength(0);
});

test("a server refusal shows the server's message and keeps the modal open", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  serve(listReply(sellerPage([demoSeller(1)])), {
    [REGISTER]: () => errorReply(409, 'id_in_use', 'Este ID já está em uso', 'id_seller'),
  });
  renderPage(AdminSellersPage);
  const m = await openAdd(user);
  await fillPersonal(user, m);
  await user.selectOptions(m.getByLabelText('Marketplace *'), 'Loja Alfa');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findAllByText('Este ID já está em uso')).toHaveLength(2);
  expect(m.getByLabelText('ID na Zoop (já cadastrado) *')).toHaveAccessibleDescription(
    'Este ID já está em uso',
  );
});

test("owner add: no marketplace selector, 'Enviar cadastro ao provedor' sends no id and the own marketplace", async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  const api = serve(listReply(sellerPage([demoSeller(1)])), { [REGISTER]: created });
  renderPage(SellersPage, '/sellers');
  const m = await openAdd(user);
  expect(m.queryByLabelText('Marketplace *')).not.toBeInTheDocument();
  // Registering at the provider is the default (issue 20): no id to type.
  expect(m.getByRole('checkbox', { name: 'Enviar cadastro ao provedor' })).toBeChecked();
  expect(m.queryByLabelText('ID na Zoop (já cadastrado) *')).not.toBeInTheDocument();
  await fillPersonal(user, m, '');
  // Zoop reviews a new seller with its category, phone and address: without them, no submit.
  await user.selectOptions(m.getByLabelText('Categoria *'), 'Roupas e acessórios');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findAllByText('Para cadastrar na Zoop, informe o telefone com DDD.')).not.toHaveLength(
    0,
  );
  expect(api.callsTo(REGISTER)).toHaveLength(0);
  await user.click(m.getByRole('tab', { name: 'Contato' }));
  await user.type(m.getByLabelText('Telefone'), '11988887777');
  await user.click(m.getByRole('tab', { name: 'Endereço' }));
  for (const [label, value] of [
    ['Logradouro', 'Rua A'],
    ['Número', '10'],
    ['Bairro', 'Centro'],
    ['Cidade', 'São Paulo'],
    ['Estado', 'SP'],
  ] as const)
    await user.type(m.getByLabelText(label), value);
  await user.type(m.getByLabelText('CEP'), '01001000');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Vendedor adicionado com sucesso!')).toBeInTheDocument();
  const body = api.callsTo(REGISTER)[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({ cadastrar_na_zoop: true, marketplaceId: 'mk-1', website: '', mcc: '5691' });
  expect(body).not.toHaveProperty('id_seller');
  expect(api.callsTo('GET /marketplaces')).toHaveLength(0);
  // Typing the whole address takes a while on a loaded machine.
}, 30_000);

test('the CEP fills the address through the API, and says when it does not exist', async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  serve(listReply(sellerPage([demoSeller(1)])), {
    'GET /cep/01001000': () => ({
      status: 200,
      data: {
        cep: '01001-000',
        street: 'Praça da Sé',
        complement: 'lado ímpar',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      },
    }),
  });
  renderPage(SellersPage, '/sellers');
  const m = await openAdd(user);
  await user.click(m.getByRole('tab', { name: 'Endereço' }));
  await user.type(m.getByLabelText('CEP'), '01001000');
  await waitFor(() => expect(m.getByLabelText('Logradouro')).toHaveValue('Praça da Sé'));
  expect(m.getByLabelText('CEP')).toHaveValue('01001-000');
  expect(m.getByLabelText('Cidade')).toHaveValue('São Paulo');
  expect(m.getByLabelText('Estado')).toHaveValue('SP');

  await user.clear(m.getByLabelText('CEP'));
  await user.type(m.getByLabelText('CEP'), '99999999');
  expect(await m.findByText('CEP não encontrado.')).toBeInTheDocument();
});

test("opened from a marketplace's sellers (?novo=1), the add form starts with that marketplace chosen", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply(sellerPage([demoSeller(1)])), { [REGISTER]: created });
  renderPage(AdminSellersPage, `/admin/sellers?marketplaceId=${MARKETPLACE_IDS[1]}&novo=1`);
  const m = dialog('Adicionar Vendedor');
  await waitFor(() => expect(m.getByLabelText('Marketplace *')).toHaveValue(MARKETPLACE_IDS[1]));
  await fillPersonal(user, m);
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Vendedor adicionado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({ marketplaceId: MARKETPLACE_IDS[1] });
  // The list behind it is that marketplace's.
  expect(api.callsTo(LIST)[0]?.params).toMatchObject({ marketplaceId: MARKETPLACE_IDS[1] });
});

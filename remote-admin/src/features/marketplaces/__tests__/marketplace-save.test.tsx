import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf, serverError } from '@pagora/shared/client/testing';
import { accountsContract, marketplacesContract } from '@pagora/shared/contracts';
import { signInAs, signOut } from '../../../testing/session';
import {
  CPF,
  LIST,
  clearToasts,
  dialog,
  listReply,
  record,
  recordReply,
  renderPage,
  serve,
  summary,
  table,
} from './marketplaces-harness';

const REGISTER = 'POST /register';
const UPDATE = 'PUT /marketplace/user-mk-1';
const created = () =>
  answerOf(accountsContract.registerMarketplace, {
    message: 'ok',
    data: { id: 'mk-9', userId: 'user-mk-9', nome: 'Loja Nova', email: 'nova@pagora.demo' },
  });

afterEach(() => {
  clearToasts();
  signOut();
});

test('add: the spec message on a bad field, the body sent, the toast and the list reloaded', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply([summary(1)]), { [REGISTER]: created });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(screen.getByRole('button', { name: 'Adicionar Marketplace' }));
  const m = dialog('Adicionar Marketplace');
  expect(m.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Informações Pessoais',
    'Contato',
    'Endereço',
  ]);
  // Nothing a newcomer cannot know: the provider ids are the exception, behind the checkbox.
  expect(m.queryByLabelText(/ID Zoop/)).not.toBeInTheDocument();
  expect(m.queryByLabelText(/ID Base64/)).not.toBeInTheDocument();
  expect(m.getByText('O marketplace usará a conta Zoop da plataforma.')).toBeInTheDocument();
  await user.type(m.getByLabelText('Nome da Empresa *'), 'Loja Nova');
  await user.type(m.getByLabelText('CPF/CNPJ *'), CPF);
  await user.type(m.getByLabelText('Email *'), 'Nova@Pagora.demo');
  await user.type(m.getByLabelText('Senha *'), '12345');
  await user.type(m.getByLabelText('Confirmar Senha *'), '12345');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await m.findByText('Senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  expect(api.callsTo(REGISTER)).toHaveLength(0);

  await user.type(m.getByLabelText('Senha *'), '6');
  await user.type(m.getByLabelText('Confirmar Senha *'), '6');
  await user.click(m.getByRole('tab', { name: 'Contato' }));
  await user.type(m.getByLabelText('Telefone'), '11987654321');
  const listCalls = api.callsTo(LIST).length;
  await user.click(m.getByRole('button', { name: 'Adicionar' }));

  expect(await screen.findByText('Marketplace adicionado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo(REGISTER)[0]?.body).toMatchObject({
    id: '',
    zpk_id_marketplace: '',
    nome: 'Loja Nova',
    email: 'nova@pagora.demo',
    cpf_cnpj: CPF,
    password: '123456',
    confirmpassword: '123456',
    status: 'active',
    phone: '(11) 98765-4321',
    taxa_padrao: 0,
    taxa_repasse_juros: 0,
    address: { country: 'Brasil' },
  });
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("add refused by the server: 'Erro ao adicionar marketplace'", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  serve(listReply([summary(1)]), { [REGISTER]: () => ({ status: 500 }) });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(screen.getByRole('button', { name: 'Adicionar Marketplace' }));
  const m = dialog('Adicionar Marketplace');
  await user.click(m.getByRole('checkbox', { name: 'Já tem conta própria na Zoop' }));
  await user.type(m.getByLabelText('ID na Zoop (suporte)'), 'zoop-new');
  await user.type(m.getByLabelText('ID Base64 na Zoop (suporte)'), 'base64-new');
  await user.type(m.getByLabelText('Nome da Empresa *'), 'Loja Nova');
  await user.type(m.getByLabelText('CPF/CNPJ *'), CPF);
  await user.type(m.getByLabelText('Email *'), 'nova@pagora.demo');
  await user.type(m.getByLabelText('Senha *'), '123456');
  await user.type(m.getByLabelText('Confirmar Senha *'), '123456');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Erro ao adicionar marketplace')).toBeInTheDocument();
});

test('edit reads the record, is pre-filled and saves without a password', async () => {
  const user = userEvent.setup();
  signInAs('admin');
  const api = serve(listReply([summary(1)]), {
    'GET /cliente/user-mk-1': recordReply,
    [UPDATE]: () => answerOf(marketplacesContract.update, { message: 'ok', dados: record() }),
  });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(table().getByRole('button', { name: 'Editar Loja Alfa' }));
  const field = await screen.findByLabelText('Nome da Empresa *');
  const m = dialog('Editar Marketplace');
  expect(field).toHaveValue('Loja Alfa');
  // The provider's id from the record (never our uuid), labelled as Zoop's, for support (issue 41).
  expect(m.getByLabelText('ID na Zoop (suporte) *')).toHaveValue('zoop-mk-1');
  expect(m.getByLabelText('ID Base64 na Zoop (suporte)')).toHaveValue('base64-mk-1');
  expect(m.queryByLabelText(/^ID Zoop/)).not.toBeInTheDocument();
  expect(m.getByLabelText('CPF/CNPJ *')).toHaveValue('529.982.247-25');
  expect(m.getByLabelText('Nova Senha (opcional)')).toHaveValue('');
  await user.clear(field);
  await user.type(field, 'Loja Alfa Nova');
  const listCalls = api.callsTo(LIST).length;
  await user.click(m.getByRole('button', { name: 'Salvar' }));

  expect(await screen.findByText('Marketplace atualizado com sucesso!')).toBeInTheDocument();
  const body = api.callsTo(UPDATE)[0]?.body as Record<string, unknown>;
  expect(body).toMatchObject({
    id: 'zoop-mk-1',
    zpk_id_marketplace: 'base64-mk-1',
    nome: 'Loja Alfa Nova',
    status: 'active',
    // The stored fees go back as they were: an edit never resets them to 0.
    taxa_padrao: 2.5,
    taxa_repasse_juros: 1.25,
    address: { zipCode: '01001-000', city: 'São Paulo' },
  });
  expect(body).not.toHaveProperty('password');
  await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(listCalls));
});

test("an edit the server refuses: 'Erro ao atualizar marketplace'", async () => {
  const user = userEvent.setup();
  signInAs('admin');
  serve(listReply([summary(1)]), { 'GET /cliente/user-mk-1': recordReply, [UPDATE]: () => serverError('') });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  await user.click(table().getByRole('button', { name: 'Editar Loja Alfa' }));
  await screen.findByLabelText('Nome da Empresa *');
  await user.click(dialog('Editar Marketplace').getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Erro ao atualizar marketplace')).toBeInTheDocument();
});

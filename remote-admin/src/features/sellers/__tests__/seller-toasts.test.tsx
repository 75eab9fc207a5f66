import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import type { FakeHandler, FakeReply } from '@pagora/shared/client/testing';
import { signInAs, signOut } from '../../../testing/session';
import { AdminSellersPage } from '../components/admin-sellers-page';
import { MarketplaceSellersPage } from '../components/marketplace-sellers-page';
import {
  CPF,
  clearToasts,
  demoSeller,
  dialog,
  listReply,
  loginIdOf,
  renderPage,
  sellerPage,
  serve,
  table,
} from './sellers-harness';

// Spec 001 section 8's failure toasts for sellers, each where it belongs: the server's words when
// it gave some, the screen's own when it refused without any, 'inesperado' when nothing answered.

const REGISTER = 'POST /register-seller-to-marketplace';
const REMOVE = `DELETE /marketplace-seller/seller-1/${loginIdOf(1)}`;
const REMOVE_OWNER = `DELETE /marketplace-seller-remove/seller-1/${loginIdOf(1)}`;

/** The request never got an answer (connection refused, offline). */
const noAnswer: FakeHandler = ({ config }) => {
  throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
};
const refusedWithoutText = (): FakeReply => ({ status: 500 });

afterEach(() => {
  clearToasts();
  signOut();
});

type User = ReturnType<typeof userEvent.setup>;

async function submitAdd(user: User) {
  await screen.findByRole('table');
  await user.click(screen.getByRole('button', { name: 'Adicionar Vendedor' }));
  const m = dialog('Adicionar Vendedor');
  await user.selectOptions(await m.findByLabelText('Marketplace *'), 'Loja Alfa');
  await user.click(m.getByRole('checkbox', { name: 'Enviar cadastro ao provedor' }));
  await user.type(m.getByLabelText('ID na Zoop (já cadastrado) *'), 'zoop-new');
  await user.type(m.getByLabelText('Nome *'), 'Ana Souza');
  await user.type(m.getByLabelText('CPF/CNPJ *'), CPF);
  await user.type(m.getByLabelText('Email *'), 'ana@pagora.demo');
  await user.click(m.getByRole('button', { name: 'Adicionar' }));
}

test.each([
  ['the server refused without a message', 'Erro ao adicionar vendedor', refusedWithoutText],
  ['no answer came', 'Erro inesperado ao adicionar vendedor', noAnswer],
])('add: when %s, the toast is %p', async (_case, toast, handler) => {
  const user = userEvent.setup();
  signInAs('admin');
  serve(listReply(sellerPage([demoSeller(1)])), { [REGISTER]: handler });
  renderPage(AdminSellersPage);
  await submitAdd(user);
  expect(await screen.findByText(toast)).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Adicionar Vendedor' })).toBeInTheDocument();
});

test.each([
  [
    'the answer did not confirm it (dados not true)',
    'Erro ao remover vendedor.',
    (): FakeReply => ({ status: 200, data: { message: 'ok', dados: false } }),
  ],
  ['the server refused without a message', 'Erro ao remover vendedor', refusedWithoutText],
  [
    'the server refused with its message',
    'Vendedor não encontrado',
    (): FakeReply => ({ status: 404, data: { message: 'Vendedor não encontrado', code: 'not_found' } }),
  ],
  ['no answer came', 'Erro inesperado', noAnswer],
])('admin remove: when %s, the toast is %p', async (_case, toast, handler) => {
  const user = userEvent.setup();
  signInAs('admin');
  serve(listReply(sellerPage([demoSeller(1)])), { [REMOVE]: handler });
  renderPage(AdminSellersPage);
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Vendedor 1' }));
  await user.click(dialog('Confirmar Exclusão').getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText(toast, { exact: true })).toBeInTheDocument();
  expect(screen.queryByText('Vendedor removido com sucesso!')).not.toBeInTheDocument();
});

test("the owner's removal says the same: 'Erro inesperado' when nothing answered", async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  serve(listReply(sellerPage([demoSeller(1)])), { [REMOVE_OWNER]: noAnswer });
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  await user.click(table().getByRole('button', { name: 'Excluir Vendedor 1' }));
  await user.click(dialog('Confirmar Exclusão').getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Erro inesperado', { exact: true })).toBeInTheDocument();
});

import { screen, within } from '@testing-library/react';
import { signInAs, signInAsMember, signOut } from '../../../testing/session';
import { AdminSellersPage } from '../components/admin-sellers-page';
import { MarketplaceSellersPage } from '../components/marketplace-sellers-page';
import { clearToasts, demoSeller, listReply, renderPage, sellerPage, serve, table } from './sellers-harness';

afterEach(() => {
  clearToasts();
  signOut();
});

test("a marketplace's finance member (no 'manage') reads its sellers and their reports, and may not add, edit or remove", async () => {
  signInAsMember('marketplace', 'finance');
  serve(listReply(sellerPage([demoSeller(1)])));
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  expect(table().getByRole('link', { name: 'Relatório de Vendedor 1' })).toBeInTheDocument();
  expect(table().queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Vendedor' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
});

test('with no sellers, the finance member gets the empty state without its add button', async () => {
  signInAsMember('marketplace', 'finance');
  serve(listReply(sellerPage([])));
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  expect(await screen.findByText('Nenhum vendedor cadastrado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Primeiro Vendedor' })).not.toBeInTheDocument();
});

test("a platform support member reads every seller with no 'Ações' column, and '?novo=1' opens no form", async () => {
  signInAsMember('admin', 'support');
  serve(listReply(sellerPage([demoSeller(1)])));
  renderPage(AdminSellersPage, '/admin/sellers?novo=1');
  const rows = (await screen.findByRole('table')) && table().getAllByRole('row');
  expect(within(rows[1]!).getByText('Vendedor 1')).toBeInTheDocument();
  expect(table().queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Adicionar Vendedor' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Vendedor' })).not.toBeInTheDocument();
});

test("the marketplace's own login still manages its sellers", async () => {
  signInAs('marketplace');
  serve(listReply(sellerPage([demoSeller(1)])));
  renderPage(MarketplaceSellersPage, '/marketplace-sellers');
  await screen.findByRole('table');
  expect(table().getByRole('button', { name: 'Editar Vendedor 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Adicionar Vendedor' })).toBeInTheDocument();
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerOf } from '@pagora/shared/client/testing';
import { sellersContract, type SellerRecord } from '@pagora/shared/contracts';
import { MARKETPLACE_IDS } from '../../../testing/report-fixtures';
import { signInAsMember, signOut } from '../../../testing/session';
import { clearToasts, dialog, listReply, renderPage, serve, summary, table } from './marketplaces-harness';

const seller = (marketplaceId: string): SellerRecord => ({
  id: 'seller-1',
  id_seller: 'zoop-1',
  marketplaceId,
  marketplace: { id: marketplaceId, nome: 'Loja Alfa' },
  cliente: {
    id: 'user-seller-1',
    nome: 'Vendedor 1',
    email: 'v1@pagora.demo',
    cpf_cnpj: '52998224725',
    contactPerson: '',
    phone: '',
    website: '',
    id_juros: null,
    taxa_padrao: 0,
    taxa_repasse_juros: 0,
    address: {
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'Brasil',
    },
  },
  createdAt: '2026-03-01T12:00:00.000Z',
  provider_status: 'active',
});

afterEach(() => {
  clearToasts();
  signOut();
});

test("a platform finance member (no 'manage') reads the marketplaces and their sellers, and changes none", async () => {
  const user = userEvent.setup();
  signInAsMember('admin', 'finance');
  const id = MARKETPLACE_IDS[0]!;
  serve(listReply([summary(1)]), {
    [`GET /marketplace-list-seller/${id}`]: () =>
      answerOf(sellersContract.marketplaceSellers, {
        dados: [seller(id)],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
  });
  renderPage();
  await screen.findByRole('table', { name: 'Marketplaces' });
  expect(screen.queryByRole('button', { name: 'Adicionar Marketplace' })).not.toBeInTheDocument();
  expect(table().queryByRole('button', { name: /Editar|Excluir/ })).not.toBeInTheDocument();

  await user.click(table().getByRole('button', { name: 'Vendedores de Loja Alfa' }));
  const m = dialog('Vendedores de Loja Alfa');
  expect(await m.findByRole('cell', { name: /^Vendedor 1/ })).toBeInTheDocument();
  expect(m.queryByRole('button', { name: 'Adicionar Vendedor' })).not.toBeInTheDocument();
  expect(m.queryByRole('button', { name: /Remover/ })).not.toBeInTheDocument();
  expect(m.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
});

test('with no marketplaces, the finance member gets the empty state without its add button', async () => {
  signInAsMember('admin', 'finance');
  serve(listReply([]));
  renderPage();
  expect(await screen.findByText('Nenhum marketplace cadastrado')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Adicionar Marketplace' })).not.toBeInTheDocument();
});

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

beforeEach(() => {
  resetState();
  signInAs('admin');
});
afterEach(() => act(() => toast.remove()));

test('an admin sees all links, filters them on the server, and has no reload or create buttons', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /payment/user-admin': ({ params }) =>
      linksPage(
        (params as { sellerId?: string }).sellerId === 'seller-2'
          ? [demoLink(2)]
          : [demoLink(2), demoLink(1)],
        params,
      ),
    'GET /payment-filters': () =>
      answerOf(linksContract.filters, {
        marketplaces: [
          { id: 'mk-1', nome: 'Mercado Central' },
          { id: 'mk-2', nome: 'Feira Nordeste' },
        ],
        sellers: [
          { id: 'seller-1', nome: 'Ana Souza Artesanato', marketplaceId: 'mk-1' },
          { id: 'seller-2', nome: 'Bruno Lima Eletrônicos', marketplaceId: 'mk-1' },
          { id: 'seller-3', nome: 'Carla Dias Doces', marketplaceId: 'mk-2' },
        ],
      }),
  });
  renderPage('/payments');
  expect(screen.getByRole('heading', { level: 1, name: 'Todos os Links de Pagamento' })).toBeInTheDocument();
  await screen.findByRole('table');
  expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Criar Link de Pagamento' })).not.toBeInTheDocument();

  await screen.findByRole('option', { name: 'Feira Nordeste' });
  await user.selectOptions(screen.getByLabelText('Marketplace'), 'mk-1');
  expect(screen.queryByRole('option', { name: 'Carla Dias Doces' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Vendedor'), 'seller-2');

  await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  expect(api.calls.at(-1)).toMatchObject({
    url: '/payment/user-admin',
    params: { marketplaceId: 'mk-1', sellerId: 'seller-2' },
  });
});

import { screen, within } from '@testing-library/react';
import { fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAsMember } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

const LIST = 'GET /payment/user-seller';

beforeEach(() => resetState());

test('a finance member (no "sell") sees the links and may resend, but not create, edit or delete', async () => {
  signInAsMember('seller', 'finance');
  fakeApi({
    [LIST]: ({ params }) => linksPage([demoLink(1, { customerEmail: 'ana@cliente.test' })], params),
  });
  renderPage('/payments');
  const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
  expect(row).toHaveTextContent('link-001');
  expect(within(row).getByRole('link', { name: /Visualizar link/ })).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Reenviar por email' })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /Editar link/ })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: /Excluir link/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Criar Link de Pagamento' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
});

test('with no links, the finance member sees the empty state without the create link', async () => {
  signInAsMember('seller', 'finance');
  fakeApi({ [LIST]: ({ params }) => linksPage([], params) });
  renderPage('/payments');
  expect(await screen.findByText('Nenhum link encontrado')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Criar Link de Pagamento' })).not.toBeInTheDocument();
});

test('a developer member (no "resend") is not offered "Reenviar por email"', async () => {
  signInAsMember('seller', 'developer');
  fakeApi({
    [LIST]: ({ params }) => linksPage([demoLink(1, { customerEmail: 'ana@cliente.test' })], params),
  });
  renderPage('/payments');
  const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!;
  expect(within(row).getByRole('button', { name: /Copiar link/ })).toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: 'Reenviar por email' })).not.toBeInTheDocument();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, serverError } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

const LIST = 'GET /payment/user-seller';
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('a seller without links sees the empty state with the create link', async () => {
  fakeApi({ [LIST]: ({ params }) => linksPage([], params) });
  renderPage('/payments');
  expect(screen.getByRole('heading', { level: 1, name: 'Links de Pagamento' })).toBeInTheDocument();
  expect(await screen.findByText('Nenhum link encontrado')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Criar Link de Pagamento' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
});

test('lists links in the table with dd/mm/yyyy dates and BRL amounts, and searches by description or id', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: ({ params }) =>
      linksPage(
        [demoLink(2, { description: 'Bolo de cenoura' }), demoLink(1, { type: 'assinatura' })],
        params,
      ),
  });
  renderPage('/payments');
  await screen.findByRole('table');
  expect(
    within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['ID / Data', 'Tipo Pagamento', 'Descrição', 'Valor', 'Status', 'Ações']);
  expect(rows()[0]).toHaveTextContent('link-002');
  // 'Tipo Pagamento' says how the payer can pay, not a bare 'Pagamento', in two short lines.
  expect(within(rows()[0]!).getByText('PIX')).toBeInTheDocument();
  expect(within(rows()[0]!).getByText('Cartão')).toBeInTheDocument();
  expect(within(rows()[0]!).getByText('até 2x sem juros')).toBeInTheDocument();
  // What the table cuts with an ellipsis is whole in its title.
  expect(within(rows()[0]!).getByTitle('Bolo de cenoura')).toHaveTextContent('Bolo de cenoura');
  expect(within(rows()[0]!).getByTitle('link-002')).toHaveTextContent('link-002');
  expect(rows()[0]).not.toHaveTextContent(/\bPagamento\b/);
  expect(rows()[0]).toHaveTextContent('Ativo');
  expect(rows()[0]).toHaveTextContent('05/03/2026');
  expect(rows()[0]).toHaveTextContent('R$ 2,50');
  expect(rows()[1]).toHaveTextContent('Assinatura');

  // The search runs on the server, once typing pauses.
  await user.type(screen.getByLabelText('Buscar'), 'CENOURA');
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(rows()[0]).toHaveTextContent('Bolo de cenoura');
  expect(api.calls.at(-1)?.params).toMatchObject({ q: 'CENOURA', page: 1, pageSize: 25 });
  await user.clear(screen.getByLabelText('Buscar'));
  await user.type(screen.getByLabelText('Buscar'), 'link-001');
  await waitFor(() => expect(rows()[0]).toHaveTextContent('Pedido 1'));
  expect(rows()).toHaveLength(1);
  await user.type(screen.getByLabelText('Buscar'), 'x');
  expect(await screen.findByText('Nenhum link encontrado')).toBeInTheDocument();
});

test('delete asks for confirmation, removes the link and reloads the list', async () => {
  const user = userEvent.setup();
  let links = [demoLink(2), demoLink(1)];
  const api = fakeApi({
    [LIST]: ({ params }) => linksPage(links, params),
    'DELETE /payment-remove/link-002': () => {
      links = links.filter((l) => l.id !== 'link-002');
      return answerOf(linksContract.remove, { message: 'Link de pagamento excluído com sucesso!' });
    },
  });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Excluir link Pedido 2' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirmar Exclusão' });
  expect(dialog).toHaveTextContent(
    'Tem certeza que deseja excluir este link de pagamento? Esta ação não pode ser desfeita.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Excluir link Pedido 2' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Link de pagamento excluído com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.calls.filter((c) => c.url === '/payment/user-seller')).toHaveLength(2);
});

test('a failed delete reads "Erro ao excluir o link de pagamento" and keeps the link', async () => {
  const user = userEvent.setup();
  fakeApi({
    [LIST]: ({ params }) => linksPage([demoLink(1)], params),
    'DELETE /payment-remove/link-001': () => errorReply(404, 'not_found', 'Não encontrado'),
  });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Excluir link Pedido 1' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
  expect(await screen.findByText('Erro ao excluir o link de pagamento')).toBeInTheDocument();
  expect(rows()).toHaveLength(1);
});

test('edit sends the four fields; save is disabled without a method', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    [LIST]: ({ params }) => linksPage([demoLink(1)], params),
    'PUT /payment-update/link-001': () =>
      answerOf(linksContract.update, {
        message: 'Link de pagamento atualizado com sucesso!',
        data: { payment: demoLink(1, { amount: 99.9, amountCents: 9990, description: 'Pedido revisto' }) },
      }),
  });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Editar link Pedido 1' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' }));
  expect(dialog.getByLabelText('Valor (R$)')).toHaveValue('1,50');
  expect(dialog.getByText('Visa, Mastercard, Elo')).toBeInTheDocument();

  await user.click(dialog.getByRole('checkbox', { name: 'PIX' }));
  await user.click(dialog.getByRole('checkbox', { name: /Cartão de Crédito/ }));
  expect(dialog.getByText('Selecione pelo menos um método de pagamento')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await user.click(dialog.getByRole('checkbox', { name: 'PIX' }));

  await user.clear(dialog.getByLabelText('Valor (R$)'));
  await user.type(dialog.getByLabelText('Valor (R$)'), '99,90');
  await user.clear(dialog.getByLabelText('Descrição'));
  await user.type(dialog.getByLabelText('Descrição'), 'Pedido revisto');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  expect(await screen.findByText('Link de pagamento atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
    amount: 99.9,
    description: 'Pedido revisto',
    paymentMethods: ['pix'],
    parcelasSemJuros: 0,
    // The checkout settings go whole on every edit (issue 40), here as the link had them.
    pricing: 'fixo',
    quantity: null,
    customAmount: null,
    customFields: [],
    afterPayment: { kind: 'nenhum' },
    allowCoupons: false,
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('copy gives "Link copiado!" and the view action opens /pay/:id in a new tab', async () => {
  const user = userEvent.setup();
  fakeApi({ [LIST]: ({ params }) => linksPage([demoLink(1)], params) });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Copiar link Pedido 1' }));
  expect(await screen.findByText('Link copiado!')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/pay/link-001`);
  const view = screen.getByRole('link', { name: 'Visualizar link Pedido 1' });
  expect(view).toHaveAttribute('href', `${window.location.origin}/pay/link-001`);
  expect(view).toHaveAttribute('target', '_blank');
});

test('"Atualizar" asks the server again', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [LIST]: ({ params }) => linksPage([demoLink(1)], params) });
  renderPage('/payments');
  await screen.findByRole('table');
  expect(api.calls).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Atualizar' }));
  await waitFor(() => expect(api.calls).toHaveLength(2));
});

test('pages of 25 with Anterior/Próxima', async () => {
  const user = userEvent.setup();
  const links = Array.from({ length: 30 }, (_, i) => demoLink(30 - i));
  const api = fakeApi({ [LIST]: ({ params }) => linksPage(links, params) });
  renderPage('/payments');
  await screen.findByRole('table');
  expect(rows()).toHaveLength(25);
  expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Próxima' }));
  // Each page is asked of the server.
  await waitFor(() => expect(rows()).toHaveLength(5));
  expect(api.calls.at(-1)?.params).toMatchObject({ page: 2, pageSize: 25 });
  expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
});

test('a load failure shows the error with a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi({
    [LIST]: ({ params }) => (fail ? serverError('Erro interno') : linksPage([demoLink(1)], params)),
  });
  renderPage('/payments');
  // The data layer retries a failed read once before it shows the error.
  expect(await screen.findByText('Erro interno', {}, { timeout: 4000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
});

test('on small screens the links are cards', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: true,
  })) as typeof window.matchMedia;
  try {
    fakeApi({ [LIST]: ({ params }) => linksPage([demoLink(1)], params) });
    renderPage('/payments');
    const cards = await screen.findByRole('list', { name: 'Links de pagamento' });
    expect(within(cards).getByRole('heading', { name: 'Pedido 1' })).toBeInTheDocument();
    expect(within(cards).getByText('R$ 1,50')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  } finally {
    window.matchMedia = original;
  }
});

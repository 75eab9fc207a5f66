import { AxiosHeaders } from 'axios';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import {
  interestPlansContract,
  linkMailContract,
  linksContract,
  sellersContract,
} from '@pagora/shared/contracts';
import { answerOf, fakeApi, type FakeReply } from '@pagora/shared/client/testing';
import { demoLink, linksPage } from '../../../testing/link-fixtures';
import { sellerRecord } from '../../../testing/seller-fixtures';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';

const LINK_ID = 'Zx8_link-id';

/** What the API answers for the created link (only its id matters to the page). */
const created = () =>
  answerOf(linksContract.create, {
    message: 'Link de pagamento criado com sucesso!',
    data: { payment: demoLink(1, { id: LINK_ID }) },
  });

beforeAll(() => {
  // jsdom has no canvas; the QR code then draws nothing, which is all these tests need.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

// The form is long (price, fields, after payment): typing through it takes seconds on a busy CI.
jest.setTimeout(15_000);
beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

const RECIPIENTS = {
  'GET /split-recipients': () =>
    answerOf(linksContract.splitRecipients, { recipients: [{ id: 'seller-bruno', nome: 'Bruno Lima' }] }),
};

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '1.234,50');
  await user.type(screen.getByLabelText('Descrição'), 'Pedido #123');
  await user.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
  await user.selectOptions(screen.getByLabelText('Parcelas sem juros'), '3');
  await user.click(screen.getByRole('button', { name: /Split de Pagamentos/ }));
  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
  const recipient = screen.getByLabelText('Recebedor 1');
  await within(recipient).findByRole('option', { name: 'Bruno Lima' });
  await user.selectOptions(recipient, 'Bruno Lima');
  await user.type(screen.getByLabelText('Porcentagem 1 (%)'), '12.5');
}

test('creates the link, then shows the link, the summary, copy and the QR code', async () => {
  const user = userEvent.setup();
  let answer: (reply: FakeReply) => void = () => undefined;
  const keys: unknown[] = [];
  const api = fakeApi({
    'POST /register-payment': ({ config }) => {
      keys.push(AxiosHeaders.from(config.headers).get('Idempotency-Key'));
      return new Promise<FakeReply>((resolve) => {
        answer = resolve;
      });
    },
    ...RECIPIENTS,
  });
  renderPage('/create-payment-link');
  await fillForm(user);
  await user.dblClick(screen.getByRole('button', { name: 'Gerar link de pagamento' }));

  expect(await screen.findByText('Gerando link...')).toBeInTheDocument();
  // A double click is one link: one request, under the form's Idempotency-Key.
  expect(keys).toHaveLength(1);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(api.callsTo('POST /register-payment')[0]).toMatchObject({
    method: 'POST',
    url: '/register-payment',
    auth: 'Bearer token-seller',
    body: {
      amount: 1234.5,
      description: 'Pedido #123',
      paymentMethods: ['pix', 'credit_card'],
      parcelasSemJuros: 3,
      splitPayments: [
        { recipient: 'seller-bruno', percentage: 12.5, liable: true, charge_processing_fee: false },
      ],
    },
  });
  await act(async () => answer(created()));

  expect(await screen.findByText('Link de pagamento criado com sucesso!')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Link criado com sucesso!' })).toBeInTheDocument();
  const url = `${window.location.origin}/pay/${LINK_ID}`;
  expect(screen.getByLabelText('Link de pagamento')).toHaveTextContent(url);
  const summary = within(screen.getByLabelText('Resumo do link'));
  expect(summary.getByText('R$ 1.234,50')).toBeInTheDocument();
  expect(summary.getByText('Pedido #123')).toBeInTheDocument();
  expect(summary.getByText('PIX, Cartão de Crédito')).toBeInTheDocument();
  // The recipient by name, not by id.
  expect(summary.getByText('Bruno Lima: 12,5%')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Copiar' }));
  expect(await screen.findByText('Link copiado para a área de transferência!')).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(url);

  const view = screen.getByRole('link', { name: 'Visualizar link' });
  expect(view).toHaveAttribute('href', url);
  expect(view).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('img', { name: 'QR Code do link de pagamento' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Baixar QR Code (PNG)' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Criar novo link' }));
  expect(screen.getByLabelText('Valor do pagamento (R$)')).toHaveValue('');
  expect(screen.getByRole('button', { name: /Split de Pagamentos/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('"Voltar para listagem" and the back button go to /payments', async () => {
  const user = userEvent.setup();
  fakeApi({
    'POST /register-payment': created,
    'GET /payment/user-seller': ({ params }) => linksPage([], params),
  });
  renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '10');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  await user.click(await screen.findByRole('button', { name: 'Voltar para listagem' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/payments');
});

test('after a reload the result panel says the link is in the list, with its address', async () => {
  const user = userEvent.setup();
  fakeApi({
    'POST /register-payment': created,
    'GET /payment/user-seller': ({ params }) => linksPage([], params),
  });
  const first = renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '10');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  await screen.findByRole('heading', { name: 'Link criado com sucesso!' });
  await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(`?criado=${LINK_ID}`));
  first.unmount();

  // The reload: the same address, nothing in memory.
  renderPage(`/create-payment-link?criado=${LINK_ID}`);
  expect(screen.getByRole('heading', { name: 'Link criado com sucesso!' })).toBeInTheDocument();
  expect(screen.getByText('O link já está na sua lista de Links de Pagamento.')).toBeInTheDocument();
  expect(screen.getByLabelText('Link de pagamento')).toHaveTextContent(
    `${window.location.origin}/pay/${LINK_ID}`,
  );
  expect(screen.getByRole('link', { name: 'Ver na lista de links' })).toHaveAttribute('href', '/payments');
  await user.click(screen.getByRole('button', { name: 'Criar novo link' }));
  expect(screen.getByLabelText('Valor do pagamento (R$)')).toHaveValue('');
  expect(screen.getByTestId('search')).toBeEmptyDOMElement();
});

test('a refused link shows the server message, next to the field it names', async () => {
  const user = userEvent.setup();
  fakeApi({
    ...RECIPIENTS,
    'POST /register-payment': () => ({
      status: 422,
      data: {
        message: 'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace',
        code: 'split_recipient_unknown',
        field: 'splitPayments.0.recipient',
      },
    }),
  });
  renderPage('/create-payment-link');
  await fillForm(user);
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  const messages = await screen.findAllByText(
    'Recebedor do split não encontrado: informe um vendedor do mesmo marketplace',
  );
  expect(messages).toHaveLength(2); // the toast and the field
  expect(screen.getByLabelText('Recebedor 1')).toHaveAttribute('aria-invalid', 'true');
});

test('a network failure reads "Ocorreu um erro"', async () => {
  const user = userEvent.setup();
  fakeApi({ 'POST /register-payment': () => Promise.reject(new Error('offline')) });
  renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '10');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  expect(await screen.findByText('Ocorreu um erro')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gerar link de pagamento' })).toBeEnabled();
});

test("a marketplace picks the link's seller from its own sellers, searched by name", async () => {
  resetState();
  signInAs('marketplace');
  const user = userEvent.setup();
  const page = (dados: { id: string; nome: string }[]) =>
    answerOf(sellersContract.sellersList, {
      dados: dados.map((d) => sellerRecord(d.id, d.nome)),
      total: dados.length,
      page: 1,
      pageSize: 50,
    });
  const api = fakeApi({
    'GET /sellers-list': ({ params }) =>
      (params as { q?: string } | undefined)?.q === 'ana'
        ? page([{ id: 'seller-ana', nome: 'Ana Doces' }])
        : page([
            { id: 'seller-ana', nome: 'Ana Doces' },
            { id: 'seller-bruno', nome: 'Bruno Lima' },
          ]),
    'POST /register-payment': created,
  });
  renderPage('/create-payment-link');
  expect(screen.queryByLabelText('ID do vendedor')).not.toBeInTheDocument();
  const select = screen.getByLabelText('Vendedor');
  expect(
    await within(select).findByRole('option', { name: 'Bruno Lima (seller-bruno@pagora.demo)' }),
  ).toBeInTheDocument();
  await user.type(screen.getByLabelText('Buscar vendedor'), 'ana');
  await waitFor(() =>
    expect(within(select).queryByRole('option', { name: /Bruno/ })).not.toBeInTheDocument(),
  );
  await user.selectOptions(select, 'seller-ana');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '10,00');
  await user.type(screen.getByLabelText('Descrição'), 'Pedido');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  expect(await screen.findByText('Link de pagamento criado com sucesso!')).toBeInTheDocument();
  expect(api.callsTo('POST /register-payment')[0]?.body).toMatchObject({ seller_id: 'seller-ana' });
});

test('with the card offered, the form says which interest plan prices the installments', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /juros/cliente/user-seller': () =>
      answerOf(interestPlansContract.list, {
        dados: [
          {
            id: 'plan-1',
            id_zoop: '',
            nome: 'Promoção de março',
            description: '',
            status: 'ativo',
            cliente_id: 'user-seller',
            marketplaceId: 'mk-1',
            parcelas: [],
            createdAt: '2026-03-01T12:00:00.000Z',
            updatedAt: '2026-03-01T12:00:00.000Z',
            em_uso: true,
            proprio: true,
            links_abertos: 0,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 1,
      }),
  });
  renderPage('/create-payment-link');
  expect(screen.queryByText(/usam o plano/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
  expect(
    await screen.findByText('As parcelas com juros usam o plano “Promoção de março”.'),
  ).toBeInTheDocument();
  expect(api.callsTo('GET /juros/cliente/user-seller')[0]?.params).toMatchObject({ em_uso: 'true' });
  expect(screen.getByRole('link', { name: 'Ver planos de juros' })).toHaveAttribute('href', '/juros');
});

test("a link for a customer's e-mail says it was sent and offers the resend; one without does not", async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /register-payment': () => created(),
    [`POST /payment-email/${LINK_ID}`]: () =>
      answerOf(linkMailContract.send, { message: 'Link enviado por email para o cliente.' }),
  });
  renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '50');
  await user.type(screen.getByLabelText('Email do cliente (opcional)'), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  await screen.findByText('Link criado com sucesso!');
  // The server sent it with the link (issue 41): the screen says so, and the button is a resend.
  expect(screen.getByText('Enviamos o link para ana@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enviar link por email' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reenviar por email' }));
  expect(await screen.findByText('Link enviado por email para o cliente.')).toBeInTheDocument();
  expect(api.callsTo(`POST /payment-email/${LINK_ID}`)).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Criar novo link' }));
  await user.type(await screen.findByLabelText('Valor do pagamento (R$)'), '50');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  await screen.findByText('Link criado com sucesso!');
  expect(screen.queryByRole('button', { name: 'Reenviar por email' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Enviamos o link/)).not.toBeInTheDocument();
});

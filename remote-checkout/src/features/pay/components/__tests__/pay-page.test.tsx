import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DOC_TOKEN, LINK, TX_ID } from '../../../../test/fixtures';
import { linksContract, pathOf, paymentsContract } from '@pagora/shared/contracts';
import { answerOf, FakeWebSocket, installFakeApi } from '../../../../test/fake-api';
import type { PayerLink } from '../../api/get-payment-link';
import { PayPage } from '../pay-page';

beforeEach(() => sessionStorage.clear());

function renderPage(answer: { status?: number; body?: unknown }) {
  const api = installFakeApi({ 'GET /payment-ver/:id': () => answer });
  const view = render(
    <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...api, unmount: view.unmount };
}

test("shows 'Carregando pagamento...', then the link: description, amount, 'Para:' and the marketplace", async () => {
  const { calls } = renderPage(answerOf(linksContract.payerView, { payments: LINK }));
  expect(screen.getByRole('status')).toHaveTextContent('Carregando pagamento...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Camiseta Pagora' })).toBeInTheDocument();
  expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
  expect(screen.getByText('Para:')).toHaveTextContent('Para: ana@example.com');
  expect(screen.getByText('Mercado Central')).toBeInTheDocument();
  expect(screen.getByRole('main')).toHaveStyle({ '--brand-primary': '#0f766e' });
  expect(calls[0]?.path).toBe(`/payment-ver/${LINK.id}`);
  // get-payment-link.ts writes its path by hand (no contract on the first screen): it must be the contract's.
  expect(calls[0]?.path).toBe(pathOf(linksContract.payerView, { linkId: LINK.id }));
  expect(screen.getByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Cartão/ })).toBeInTheDocument();
});

test('offers only the methods the link accepts', async () => {
  const pixOnly: PayerLink = { ...LINK, paymentMethods: ['pix'], customerEmail: null, installments: [] };
  renderPage(answerOf(linksContract.payerView, { payments: pixOnly }));
  expect(await screen.findByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Cartão/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Boleto/ })).not.toBeInTheDocument();
  expect(screen.queryByText('Para:')).not.toBeInTheDocument();
});

test("a link that offers the boleto shows 'Boleto', which opens its form; a reload comes back to it", async () => {
  const withBoleto: PayerLink = { ...LINK, paymentMethods: ['pix', 'credit_card', 'bank_slip'] };
  const user = userEvent.setup();
  const first = renderPage(answerOf(linksContract.payerView, { payments: withBoleto }));
  await user.click(await screen.findByRole('button', { name: /^Boleto/ }));
  expect(await screen.findByRole('heading', { name: 'Pagar com boleto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gerar boleto' })).toBeInTheDocument();
  expect(first.calls.filter((c) => c.method === 'POST')).toEqual([]);

  first.unmount();
  renderPage(answerOf(linksContract.payerView, { payments: withBoleto }));
  expect(await screen.findByRole('heading', { name: 'Pagar com boleto' })).toBeInTheDocument();
});

// The codes the API sends for them: the route's params schema, AppError.notFound, links/payable-link.ts.
test.each([
  [400, 'Link de pagamento inválido', 'validation_error', 'Confira se o endereço está completo'],
  [404, 'Link de pagamento não encontrado', 'not_found', 'Confira se o endereço está completo'],
  [
    410,
    'Este link de pagamento expirou ou não está mais ativo.',
    'link_expired',
    'não aceita mais pagamentos',
  ],
])(
  "a %s shows 'Erro no Pagamento' with '%s', what to do next, and no link back to the same broken page",
  async (status, message, code, next) => {
    renderPage({ status, body: { message, code } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro no Pagamento' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(next);
    expect(screen.getByRole('alert')).toHaveTextContent('peça um novo link a quem o enviou');
    // Reloading a link that does not exist (or no longer takes payments) changes nothing (issue 41).
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  },
);

test("a read that failed (the server's 5xx) offers 'Tentar novamente', a fresh load of the link", async () => {
  renderPage({ status: 503, body: { message: 'Serviço indisponível', code: 'unavailable' } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Erro no Pagamento' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', `/pay/${LINK.id}`);
  expect(screen.queryByText(/peça um novo link/)).not.toBeInTheDocument();
});

test('choosing a method opens its panel, which can be closed again', async () => {
  FakeWebSocket.install();
  installFakeApi({
    'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: LINK }),
    'GET /checkout-config': () => new Promise(() => {}),
    'POST /payment/:id': () => new Promise(() => {}),
  });
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.click(await screen.findByRole('button', { name: /^Cartão/ }));
  expect(await screen.findByRole('heading', { name: 'Pagar com cartão de crédito' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Trocar forma de pagamento' }));
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  expect(await screen.findByRole('heading', { name: 'Pagar com PIX' })).toBeInTheDocument();
  expect(screen.getByText('Gerando código PIX...')).toBeInTheDocument();
});

test('a reload comes back to the PIX step, where the server answers the same open code', async () => {
  FakeWebSocket.install();
  const pix = {
    barCode: { emv: '00020126-mesmo-codigo' },
    id_transacao: TX_ID,
    id: TX_ID,
    expiresAt: new Date(Date.now() + 200_000).toISOString(),
    expiresInSeconds: 200,
    valor: 150,
    status: 'pendente_pix' as const,
  };
  const mount = () => {
    const api = installFakeApi({
      'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: LINK }),
      'GET /checkout-config': () =>
        answerOf(paymentsContract.checkoutConfig, {
          sandbox: false,
          pixExpirySeconds: 900,
          pixStatusPollMs: 5000,
        }),
      'POST /payment/:id': () => answerOf(paymentsContract.pay, pix),
    });
    const view = render(
      <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
        <Routes>
          <Route path="/pay/:linkId" element={<PayPage />} />
        </Routes>
      </MemoryRouter>,
    );
    return { ...api, ...view };
  };
  const user = userEvent.setup();
  const first = mount();
  await user.click(await screen.findByRole('button', { name: /^PIX/ }));
  expect(await screen.findByLabelText('Código PIX copia e cola')).toHaveValue('00020126-mesmo-codigo');
  const token = first.calls.find((c) => c.method === 'POST')?.headers['X-Payer-Token'];
  first.unmount();

  // The reload: no click, straight to the code, and the same payer token goes along.
  const second = mount();
  expect(await screen.findByLabelText('Código PIX copia e cola')).toHaveValue('00020126-mesmo-codigo');
  expect(screen.getByRole('timer')).toHaveTextContent(/^0[23]:\d\d$/);
  expect(second.calls.find((c) => c.method === 'POST')?.headers['X-Payer-Token']).toBe(token);
  expect(screen.queryByText('Escolha a forma de pagamento')).not.toBeInTheDocument();
});

const PAID_LINK: PayerLink = {
  ...LINK,
  installments: [],
  closed: { reason: 'pago', message: 'Pagamento já realizado', receiptId: TX_ID },
};

function renderPaidLink() {
  const api = installFakeApi({
    'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: PAID_LINK }),
    'GET /receipt/:id': () =>
      answerOf(paymentsContract.receipt, {
        id: TX_ID,
        data_criacao: '2026-03-14T18:05:00.000Z',
        paymentMethod: 'pix',
        valor: 150,
        amountCents: 15000,
        vendedor: 'Loja da Ana',
        descricao: 'Camiseta Pagora',
        parcelas: 1,
        refundedCents: 0,
        status: 'pago',
      }),
  });
  render(
    <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return api;
}

test("a paid one-payment link shows its payer 'Pagamento já realizado' with the receipt, not the methods", async () => {
  // The browser that paid kept the payment's document token (issue 35).
  localStorage.setItem(`pagora:document:${TX_ID}`, DOC_TOKEN);
  const { calls } = renderPaidLink();
  expect(await screen.findByRole('heading', { name: 'Pagamento já realizado' })).toBeInTheDocument();
  expect(await screen.findByText(TX_ID)).toBeInTheDocument();
  expect(screen.getByText('14/03/2026 15:05')).toBeInTheDocument();
  expect(screen.getByText('Loja da Ana', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Baixar comprovante' })).toHaveAttribute(
    'href',
    `/api/receipt/${TX_ID}/pdf?t=${DOC_TOKEN}`,
  );
  expect(calls.find((c) => c.path === `/receipt/${TX_ID}`)?.query).toEqual({ t: DOC_TOKEN });
  expect(screen.queryByText('Escolha a forma de pagamento')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^PIX/ })).not.toBeInTheDocument();
  localStorage.removeItem(`pagora:document:${TX_ID}`);
});

test('anyone else opening a paid link learns it is paid, and gets no receipt', async () => {
  const { calls } = renderPaidLink();
  expect(await screen.findByRole('heading', { name: 'Pagamento já realizado' })).toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual([`/payment-ver/${LINK.id}`]);
  expect(screen.queryByText(TX_ID)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Baixar/ })).not.toBeInTheDocument();
});

test('a link at its limit says so in pt-BR, without a receipt', async () => {
  const full: PayerLink = {
    ...LINK,
    installments: [],
    closed: {
      reason: 'limite',
      message: 'Este link atingiu o limite de pagamentos e não aceita novos pagamentos.',
      receiptId: null,
    },
  };
  const { calls } = renderPage(answerOf(linksContract.payerView, { payments: full }));
  expect(
    await screen.findByRole('heading', { name: 'Este link não aceita mais pagamentos' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/atingiu o limite de pagamentos/)).toBeInTheDocument();
  expect(calls.map((c) => c.path)).toEqual([`/payment-ver/${LINK.id}`]);
});

test('a link of a seller still under review says why it cannot be paid yet, and offers no method', async () => {
  const reason = 'Este vendedor ainda está em análise e não pode receber pagamentos.';
  renderPage(answerOf(linksContract.payerView, { payments: { ...LINK, unavailableReason: reason } }));
  expect(
    await screen.findByRole('heading', { name: 'Este link ainda não pode ser pago' }),
  ).toBeInTheDocument();
  expect(screen.getByText(reason)).toBeInTheDocument();
  expect(screen.queryByText('Escolha a forma de pagamento')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^PIX/ })).not.toBeInTheDocument();
});

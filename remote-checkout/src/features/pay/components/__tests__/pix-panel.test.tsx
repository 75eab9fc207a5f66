import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import { DOC_TOKEN, LINK, TX_ID } from '../../../../test/fixtures';
import { paymentsContract, RECEIPT_EMAIL_MESSAGES, receiptEmailContract } from '@pagora/shared/contracts';
import {
  answerOf,
  FakeWebSocket,
  installFakeApi,
  type FakeCall,
  type FakeRoute,
} from '../../../../test/fake-api';
import { rememberPayer } from '../../../../lib/payer-memory';
import { PixPanel } from '../pix-panel';

const SECOND_TX = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const POLL_MS = 5000;

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`em ${pathname}${search}`}</p>;
}

/** The panel as the pay page mounts it: open until 'Trocar forma de pagamento'. */
function Host() {
  const [open, setOpen] = useState(true);
  return open ? <PixPanel link={LINK} onClose={() => setOpen(false)} /> : <p>painel fechado</p>;
}

/** `expirySeconds`: our configured lifetime; `providerSeconds`: what the provider answered. */
function setup({
  sandbox = false,
  expirySeconds = 900,
  providerSeconds,
  receipt = () => answerOf(receiptEmailContract.set, { message: RECEIPT_EMAIL_MESSAGES.saved }),
}: { sandbox?: boolean; expirySeconds?: number; providerSeconds?: number; receipt?: FakeRoute } = {}) {
  const answered = providerSeconds ?? expirySeconds;
  let n = 0;
  const api = installFakeApi({
    'GET /checkout-config': () =>
      answerOf(paymentsContract.checkoutConfig, {
        sandbox,
        pixExpirySeconds: expirySeconds,
        pixStatusPollMs: POLL_MS,
      }),
    'POST /payment/:id': () => {
      n += 1;
      const id = n === 1 ? TX_ID : SECOND_TX;
      return answerOf(paymentsContract.pay, {
        barCode: { emv: `00020126-codigo-${n}` },
        id_transacao: id,
        id,
        expiresAt: new Date(Date.now() + answered * 1000).toISOString(),
        expiresInSeconds: answered,
        valor: 150,
        status: 'pendente_pix',
        documentToken: `${DOC_TOKEN}-${n}`,
      });
    },
    'POST /sandbox/pay/:id': () => answerOf(paymentsContract.sandboxPay, { id: TX_ID, message: 'ok' }),
    'PUT /receipt/:id/email': receipt,
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[`/pay/${LINK.id}`]}>
        <Routes>
          <Route path="/pay/:linkId" element={<Host />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
  return { ...api, user };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const pixCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith('/payment/'));

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.install();
  sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

test('requests the code when opened and shows a 128 px QR code and the copy-and-paste code', async () => {
  const { calls } = setup();
  expect(screen.getByText('Gerando código PIX...')).toBeInTheDocument();
  const qr = await screen.findByRole('img', { name: 'QR Code PIX' });
  expect(qr).toHaveAttribute('width', '128');
  expect(qr).toHaveAttribute('height', '128');
  expect(screen.getByLabelText('Código PIX copia e cola')).toHaveValue('00020126-codigo-1');
  const [call] = pixCalls(calls);
  expect(call?.path).toBe(`/payment/${LINK.id}`);
  expect(call?.body).toEqual({ valor: 150, paymentMethod: 'pix' });
  expect(call?.headers['Idempotency-Key']).toBeTruthy();
  expect(screen.getByRole('status')).toHaveTextContent('Aguardando pagamento...');
  expect(screen.queryByRole('button', { name: 'Simular pagamento (sandbox)' })).not.toBeInTheDocument();
});

test('a payer who typed a name and e-mail on the card form is named on the PIX too', async () => {
  rememberPayer(LINK.id, { name: 'Maria Pagadora', cpf: '52998224725', email: 'maria@example.com' });
  const { calls } = setup();
  await screen.findByRole('img', { name: 'QR Code PIX' });
  expect(pixCalls(calls)[0]?.body).toEqual({
    valor: 150,
    paymentMethod: 'pix',
    nome: 'Maria Pagadora',
    email: 'maria@example.com',
  });
});

test('counts down from the deadline the provider answered, not from our configured lifetime', async () => {
  const { calls } = setup({ expirySeconds: 900, providerSeconds: 300 });
  expect(await screen.findByRole('timer')).toHaveTextContent('05:00');
  // The payer's browser token goes along, so a reload gets this same code back.
  expect(pixCalls(calls)[0]?.headers['X-Payer-Token']).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
});

test('counts down from 15:00 and announces the minutes to screen readers', async () => {
  setup();
  const timer = await screen.findByRole('timer');
  expect(timer).toHaveTextContent('15:00');
  await advance(1000);
  expect(timer).toHaveTextContent('14:59');
  await advance(59_000);
  expect(timer).toHaveTextContent('14:00');
  expect(screen.getByText('Código válido por mais 14 minutos')).toBeInTheDocument();
});

test('at 00:00 the code expires, the socket closes, and a new code is issued in place', async () => {
  const { calls, user } = setup({ expirySeconds: 3 });
  expect(await screen.findByRole('timer')).toHaveTextContent('00:03');
  const socket = FakeWebSocket.last;
  socket.accept();
  await advance(3000);
  expect(screen.getByRole('alert')).toHaveTextContent('QR Code expirado');
  expect(screen.getByText('Gere um novo código para continuar')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'QR Code PIX' })).not.toBeInTheDocument();
  expect(socket.readyState).toBe(FakeWebSocket.CLOSED);

  await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
  expect(await screen.findByLabelText('Código PIX copia e cola')).toHaveValue('00020126-codigo-2');
  expect(screen.getByRole('timer')).toHaveTextContent('00:03');
  const [first, second] = pixCalls(calls);
  expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
  expect(FakeWebSocket.last).not.toBe(socket);
});

test("subscribes on the socket, polls the status, and 'transaction_success' shows 'Pagamento detectado!' then the success page", async () => {
  setup();
  await screen.findByRole('timer');
  const socket = FakeWebSocket.last;
  expect(socket.url).toBe('ws://localhost/api/ws');
  act(() => socket.accept());
  expect(socket.sent).toEqual([{ type: 'pix', transactionId: TX_ID }]);
  await advance(POLL_MS);
  expect(socket.sent).toEqual([
    { type: 'pix', transactionId: TX_ID },
    { type: 'status', transactionId: TX_ID },
  ]);
  act(() => socket.push({ type: 'transaction_pending', transactionId: TX_ID }));
  act(() => socket.push({ type: 'transaction_success', transactionId: 'someone-else' }));
  expect(screen.getByRole('status')).toHaveTextContent('Aguardando pagamento...');
  act(() => socket.push({ type: 'transaction_success', transactionId: TX_ID }));
  expect(screen.getByRole('status')).toHaveTextContent('Pagamento detectado!');
  expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  await advance(1500);
  expect(
    screen.getByText(`em /payment-success?id=${TX_ID}&t=${DOC_TOKEN}-1&link=${LINK.id}`),
  ).toBeInTheDocument();
});

test("'transaction_failed' refused ('recusada') goes to the declined page", async () => {
  setup();
  await screen.findByRole('timer');
  act(() => FakeWebSocket.last.accept());
  act(() =>
    FakeWebSocket.last.push({ type: 'transaction_failed', transactionId: TX_ID, reason: 'recusada' }),
  );
  expect(await screen.findByText(`em /payment-declined?link=${LINK.id}`)).toBeInTheDocument();
});

test("'transaction_failed' as the code runs out is its expiry: shown in place, with a new code, not a decline", async () => {
  setup({ expirySeconds: 5 });
  expect(await screen.findByRole('timer')).toHaveTextContent('00:05');
  act(() => FakeWebSocket.last.accept());
  // The server voided the code a little before this page's countdown reached 00:00.
  await advance(3500);
  act(() =>
    FakeWebSocket.last.push({ type: 'transaction_failed', transactionId: TX_ID, reason: 'expirada' }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('QR Code expirado');
  expect(screen.getByRole('button', { name: 'Gerar novo código' })).toBeInTheDocument();
  expect(screen.queryByText(/em \/payment-declined/)).not.toBeInTheDocument();
});

test('the server says why, not the countdown: an expiry long before 00:00 is an expiry, a refusal near it a decline', async () => {
  setup({ expirySeconds: 600 });
  expect(await screen.findByRole('timer')).toHaveTextContent('10:00');
  act(() => FakeWebSocket.last.accept());
  // The provider's own clock ran out first (or this device's clock is off): the code has expired.
  act(() =>
    FakeWebSocket.last.push({ type: 'transaction_failed', transactionId: TX_ID, reason: 'expirada' }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('QR Code expirado');
  expect(screen.queryByText(/em \/payment-declined/)).not.toBeInTheDocument();
});

test('a refusal in the last seconds of the countdown is still a decline, not an expiry', async () => {
  setup({ expirySeconds: 5 });
  expect(await screen.findByRole('timer')).toHaveTextContent('00:05');
  act(() => FakeWebSocket.last.accept());
  await advance(3500);
  act(() =>
    FakeWebSocket.last.push({ type: 'transaction_failed', transactionId: TX_ID, reason: 'recusada' }),
  );
  expect(await screen.findByText(`em /payment-declined?link=${LINK.id}`)).toBeInTheDocument();
});

test('closing the panel closes the socket', async () => {
  const { user } = setup();
  await screen.findByRole('timer');
  const socket = FakeWebSocket.last;
  act(() => socket.accept());
  await user.click(screen.getByRole('button', { name: 'Trocar forma de pagamento' }));
  expect(screen.getByText('painel fechado')).toBeInTheDocument();
  expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  await advance(POLL_MS * 2);
  expect(FakeWebSocket.instances).toHaveLength(1);
});

test("the copy button works from the keyboard and says 'Código PIX copiado!'", async () => {
  const { user } = setup();
  // After userEvent.setup, which installs its own clipboard.
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await screen.findByRole('timer');
  const button = screen.getByRole('button', { name: 'Copiar código' });
  button.focus();
  await user.keyboard('{Enter}');
  expect(writeText).toHaveBeenCalledWith('00020126-codigo-1');
  expect(await screen.findByText('Código PIX copiado!')).toBeInTheDocument();
});

test('in sandbox mode a marked button pays the PIX through the API', async () => {
  const { calls, user } = setup({ sandbox: true });
  await screen.findByRole('timer');
  expect(screen.getByText('Ambiente de testes (sandbox):')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Simular pagamento (sandbox)' }));
  expect(calls.some((c) => c.method === 'POST' && c.path === `/sandbox/pay/${TX_ID}`)).toBe(true);
});

test('back to a code that ran out meanwhile: expired in place, and a new code only when asked', async () => {
  sessionStorage.setItem(`pagora:pix-deadline:${LINK.id}`, String(Date.now() - 1000));
  const { calls, user } = setup();
  expect(await screen.findByText('QR Code expirado')).toBeInTheDocument();
  expect(pixCalls(calls)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Gerar novo código' }));
  expect(await screen.findByLabelText('Código PIX copia e cola')).toHaveValue('00020126-codigo-1');
  expect(pixCalls(calls)).toHaveLength(1);
});

test("'Receber comprovante por email': the address goes with this browser's token to this code", async () => {
  const { calls, user } = setup();
  await screen.findByRole('timer');
  const field = screen.getByLabelText('Receber comprovante por email');
  await user.type(field, 'sem-arroba');
  await user.click(screen.getByRole('button', { name: 'Receber comprovante' }));
  expect(await screen.findByText('Email inválido')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  await user.clear(field);
  await user.type(field, ' Lia@Cliente.test');
  await user.click(screen.getByRole('button', { name: 'Receber comprovante' }));
  expect(await screen.findByText(RECEIPT_EMAIL_MESSAGES.saved)).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.path).toBe(`/receipt/${TX_ID}/email`);
  expect(put?.body).toEqual({ email: 'lia@cliente.test' });
  expect(put?.headers['X-Payer-Token']).toBe(pixCalls(calls)[0]?.headers['X-Payer-Token']);
  expect(screen.queryByLabelText('Receber comprovante por email')).not.toBeInTheDocument();
});

test("the server's refusal is shown at the field, which stays to try again", async () => {
  const { user } = setup({
    receipt: () => ({
      status: 409,
      body: { message: RECEIPT_EMAIL_MESSAGES.closed, code: 'receipt_email_closed' },
    }),
  });
  await screen.findByRole('timer');
  await user.type(screen.getByLabelText('Receber comprovante por email'), 'lia@cliente.test');
  await user.click(screen.getByRole('button', { name: 'Receber comprovante' }));
  expect(await screen.findByText(RECEIPT_EMAIL_MESSAGES.closed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Receber comprovante' })).toBeEnabled();
});

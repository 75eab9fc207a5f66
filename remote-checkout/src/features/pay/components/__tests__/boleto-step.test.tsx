import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import { paymentsContract, platformContract, type PayerLink } from '@pagora/shared/contracts';
import { DOC_TOKEN, LINK, TX_ID } from '../../../../test/fixtures';
import {
  answerOf,
  FakeWebSocket,
  installFakeApi,
  type FakeAnswer,
  type FakeCall,
} from '../../../../test/fake-api';
import { rememberPayer } from '../../../../lib/payer-memory';
import { BoletoStep } from '../boleto-step';

const BOLETO_LINK: PayerLink = {
  ...LINK,
  paymentMethods: ['pix', 'bank_slip'],
  boleto: { dueDays: 5, lateFeeHundredths: null, monthlyInterestHundredths: null },
};
const BARCODE = '00193373700000001000500940144816060680935031';
const LINE = '00190500954014481606906809350314337370000000100';
const PDF = `/api/boleto/${TX_ID}/pdf?t=${DOC_TOKEN}`;
const POLL_MS = 5000;

const issued = () =>
  answerOf(paymentsContract.pay, {
    id: TX_ID,
    status: 'pendente',
    boleto: { barcode: BARCODE, digitableLine: LINE, dueDate: '2026-11-29', url: PDF, amountCents: 15000 },
    documentToken: DOC_TOKEN,
  });

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`em ${pathname}${search}`}</p>;
}

function Host() {
  const [open, setOpen] = useState(true);
  return open ? <BoletoStep link={BOLETO_LINK} onClose={() => setOpen(false)} /> : <p>painel fechado</p>;
}

function renderStep() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[`/pay/${BOLETO_LINK.id}`]}>
        <Routes>
          <Route path="/pay/:linkId" element={<Host />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

function setup(pay: (call: FakeCall) => FakeAnswer = issued, { sandbox = false } = {}) {
  const api = installFakeApi({
    'POST /payment/:id': pay,
    'GET /checkout-config': () =>
      answerOf(paymentsContract.checkoutConfig, { sandbox, pixExpirySeconds: 900, pixStatusPollMs: POLL_MS }),
    'GET /cep/:cep': () =>
      answerOf(platformContract.cep, {
        cep: '01001-000',
        street: 'Praça da Sé',
        complement: '',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      }),
    'POST /sandbox/pay/:id': () => answerOf(paymentsContract.sandboxPay, { id: TX_ID, message: 'ok' }),
  });
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderStep();
  return { ...api, user, view };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const field = (label: string) => screen.getByLabelText(label);
const payCalls = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.path.startsWith('/payment/'));

/** Name, CPF and e-mail come back from the card form's memory; the address is typed, the CEP fills most. */
async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('CEP'), '01001000');
  await advance(0);
  expect(field('Rua')).toHaveValue('Praça da Sé');
  await user.type(field('Número'), '100');
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.install();
  sessionStorage.clear();
  rememberPayer(BOLETO_LINK.id, { name: 'Ana Souza', cpf: '529.982.247-25', email: 'ana@example.com' });
});
afterEach(() => {
  jest.useRealTimers();
});

test('an incomplete form shows the API’s own messages, focuses the first and sends nothing', async () => {
  sessionStorage.clear();
  const { calls, user } = setup();
  expect(screen.getByText('O boleto vence 5 dias após a emissão.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
  expect(screen.getByText('CPF ou CNPJ é obrigatório')).toBeInTheDocument();
  expect(field('Nome completo')).toHaveFocus();

  await user.type(field('Nome completo'), 'Ana Souza');
  await user.type(field('CPF ou CNPJ'), '11111111111');
  expect(screen.getByText('CPF ou CNPJ inválido')).toBeInTheDocument();
  await user.clear(field('CPF ou CNPJ'));
  await user.type(field('CPF ou CNPJ'), '52998224725');
  expect(field('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await user.clear(field('Email'));
  await user.type(field('Email'), 'ana@example');
  expect(screen.getByText('Email inválido')).toBeInTheDocument();
  await user.type(field('Email'), '.com');

  // The provider refuses a boleto without the full address: said before any call.
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  expect(
    screen.getByText(
      'Para emitir o boleto, informe o endereço completo (rua, número, bairro, cidade, UF e CEP).',
    ),
  ).toBeInTheDocument();
  expect(field('CEP')).toHaveFocus();
  expect(payCalls(calls)).toEqual([]);
});

test('one intent, one key: a double click sends once, and the locked button says so', async () => {
  let answer: (a: FakeAnswer) => void = () => undefined;
  const { calls, user } = setup(() => new Promise((resolve) => (answer = resolve)));
  await fillAddress(user);
  await user.dblClick(screen.getByRole('button', { name: 'Gerar boleto' }));
  expect(screen.getByRole('button', { name: 'Gerando boleto...' })).toBeDisabled();
  expect(payCalls(calls)).toHaveLength(1);
  expect(payCalls(calls)[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(payCalls(calls)[0]?.body).toEqual({
    paymentMethod: 'bank_slip',
    name: 'Ana Souza',
    cpf: '529.982.247-25',
    email: 'ana@example.com',
    address: {
      street: 'Praça da Sé',
      number: '100',
      complement: '',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01001-000',
      country: 'Brasil',
    },
  });
  await act(async () => answer(issued()));
  expect(await screen.findByText('Linha digitável')).toBeInTheDocument();
});

test('a lost answer is retried with the same key; a refusal, fixed, is a new intent', async () => {
  const replies: FakeAnswer[] = [
    {
      status: 503,
      body: { message: 'Provedor indisponível. Tente novamente.', code: 'provider_unavailable' },
    },
    { status: 422, body: { message: 'O valor mínimo do boleto é R$ 3,00.', code: 'invalid_boleto' } },
    issued(),
  ];
  const { calls, user } = setup(() => replies.shift() ?? issued());
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  expect(await screen.findByText('Provedor indisponível. Tente novamente.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  expect(await screen.findByText('O valor mínimo do boleto é R$ 3,00.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  await screen.findByText('Linha digitável');
  const keys = payCalls(calls).map((c) => c.headers['Idempotency-Key']);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
});

test('the issued boleto: grouped line with copy, the barcode as SVG, amount, due date, print and PDF', async () => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  const { user } = setup();
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));

  const line = await screen.findByRole('status', { name: 'Linha digitável' });
  expect(line).toHaveTextContent('00190.50095 40144.816069 06809.350314 3 37370000000100');
  expect(screen.getByText('R$ 150,00')).toBeInTheDocument();
  expect(screen.getByText('29/11/2026')).toBeInTheDocument();
  expect(screen.getByText('Pagamento aprovado em até 1 dia útil após o pagamento')).toBeInTheDocument();
  expect(screen.getByText('Aguardando pagamento...')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Copiar' }));
  expect(await screen.findByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
  await expect(navigator.clipboard.readText()).resolves.toBe(LINE);
  await advance(2000);
  expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();

  const barcode = await screen.findByRole('img', { name: 'Código de barras do boleto' });
  await advance(0);
  expect(barcode.tagName.toLowerCase()).toBe('svg');
  expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(40);

  await user.click(screen.getByRole('button', { name: 'Imprimir boleto' }));
  expect(print).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute('href', PDF);
});

test("live: 'transaction_success' shows 'Pagamento confirmado!', then the success page", async () => {
  const { user } = setup();
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  await screen.findByText('Linha digitável');
  await advance(0);
  const socket = FakeWebSocket.last;
  act(() => socket.accept());
  expect(socket.sent).toEqual([{ type: 'pix', transactionId: TX_ID }]);
  act(() => socket.push({ type: 'transaction_success', transactionId: TX_ID }));
  expect(screen.getByText('Pagamento confirmado!')).toBeInTheDocument();
  expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  await advance(1500);
  expect(
    screen.getByText(`em /payment-success?id=${TX_ID}&t=${DOC_TOKEN}&link=${BOLETO_LINK.id}`),
  ).toBeInTheDocument();
});

test('a reload shows the same boleto without issuing another; an expired one offers a new one', async () => {
  const { calls, user, view } = setup();
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  await screen.findByText('Linha digitável');
  view.unmount();

  renderStep();
  expect(await screen.findByText('29/11/2026')).toBeInTheDocument();
  expect(payCalls(calls)).toHaveLength(1);
  await advance(0);
  act(() => FakeWebSocket.last.accept());
  act(() =>
    FakeWebSocket.last.push({ type: 'transaction_failed', transactionId: TX_ID, reason: 'expirada' }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Boleto vencido');
  expect(screen.queryByText('Linha digitável')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Gerar novo boleto' }));
  expect(screen.getByRole('button', { name: 'Gerar boleto' })).toBeInTheDocument();
});

test('in the sandbox the payer can simulate the payment', async () => {
  const { calls, user } = setup(issued, { sandbox: true });
  await fillAddress(user);
  await user.click(screen.getByRole('button', { name: 'Gerar boleto' }));
  await user.click(await screen.findByRole('button', { name: 'Simular pagamento (sandbox)' }));
  expect(calls.filter((c) => c.path === `/sandbox/pay/${TX_ID}`)).toHaveLength(1);
});

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { StandaloneProviders } from '@pagora/shared/frame';
import { DOC_TOKEN, LINK, TX_ID } from '../../../../test/fixtures';
import { paymentsContract, platformContract, type CardAnswer } from '@pagora/shared/contracts';
import { answerOf, installFakeApi, replyOf } from '../../../../test/fake-api';
import type { PayerLink } from '../../api/get-payment-link';
import { UNEXPECTED_ANSWER } from '../../../../lib/public-call';
import { CardForm } from '../card-form';

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`em ${pathname}${search}`}</p>;
}

function renderForm(link: PayerLink = LINK, onPriceChanged: () => Promise<void> = async () => {}) {
  const user = userEvent.setup();
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={[`/pay/${link.id}`]}>
        <Routes>
          <Route
            path="/pay/:linkId"
            element={<CardForm link={link} onClose={() => {}} onPriceChanged={onPriceChanged} />}
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StandaloneProviders>,
  );
  return user;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

const cardResult = (status: 'pago' | 'pendente' | 'falha'): CardAnswer['data']['data'] => ({
  status_transacao: status,
  id: TX_ID,
  valor: 153.03,
  parcelas: 3,
  valor_parcela: 51.01,
  bandeira: 'visa',
  final_cartao: '1111',
  documentToken: DOC_TOKEN,
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Número do cartão'), '4111111111111111');
  await user.type(field('Validade (MM/AA)'), '1240');
  await user.type(field('CVC'), '123');
  await user.type(field('Nome no cartão'), 'Ana Souza');
  await user.type(field('CPF ou CNPJ'), '52998224725');
  await user.selectOptions(screen.getByLabelText('Parcelas'), '3');
}

// Typing whole card numbers key by key is slow on a busy 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => {
  // Each test is a new payer: nothing typed on an earlier test's attempt comes back.
  sessionStorage.clear();
  installFakeApi({});
});

test('masks: card number in groups of four, MM/AA, CVC digits only, CPF or CNPJ, CEP and phone', async () => {
  installFakeApi({ 'GET /cep/:cep': () => ({ status: 404, body: { message: 'CEP não encontrado.' } }) });
  const user = renderForm();
  await user.type(field('Número do cartão'), '4111a1111111111119999');
  expect(field('Número do cartão')).toHaveValue('4111 1111 1111 1111');
  expect(field('Número do cartão')).toHaveAttribute('maxLength', '19');
  await user.type(field('Validade (MM/AA)'), '1230');
  expect(field('Validade (MM/AA)')).toHaveValue('12/30');
  await user.type(field('CVC'), '12a345');
  expect(field('CVC')).toHaveValue('1234');
  await user.type(field('CPF ou CNPJ'), '52998224725');
  expect(field('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  await user.clear(field('CPF ou CNPJ'));
  await user.type(field('CPF ou CNPJ'), '11222333000181');
  expect(field('CPF ou CNPJ')).toHaveValue('11.222.333/0001-81');
  await user.type(field('CEP'), '99999999');
  expect(field('CEP')).toHaveValue('99999-999');
  await user.type(field('Telefone'), '11987654321');
  expect(field('Telefone')).toHaveValue('(11) 98765-4321');
  expect(field('País')).toHaveValue('BR');
});

test.each([
  ['4111', 'Visa'],
  ['5555 5555', 'Mastercard'],
  ['2221 00', 'Mastercard'],
  ['3782 8224', 'American Express'],
  ['6011 1111', 'Discover'],
  ['4011 7812', 'Elo'],
  ['5067 0012', 'Elo'],
])('brand from the prefix: %s is %s', async (digits, brand) => {
  const user = renderForm();
  await user.type(field('Número do cartão'), digits);
  expect(screen.getByText(`Bandeira: ${brand}`)).toBeInTheDocument();
});

test('an empty submit shows every required message and the form toast, and stays submittable', async () => {
  const user = renderForm({ ...LINK, customerEmail: null });
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  for (const message of [
    'Número do cartão é obrigatório',
    'Data de validade é obrigatória',
    'CVC é obrigatório',
    'Nome no cartão é obrigatório',
    'CPF é obrigatório',
    'Email é obrigatório',
    'Selecione a quantidade de parcelas desejada.',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(field('Número do cartão')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test('invalid values get their messages as they are typed', async () => {
  const user = renderForm();
  await user.type(field('Número do cartão'), '4111111111111112');
  await user.type(field('Validade (MM/AA)'), '1330');
  await user.type(field('CVC'), '12');
  await user.type(field('Nome no cartão'), 'A');
  await user.type(field('CPF ou CNPJ'), '11111111111');
  await user.clear(field('Email'));
  await user.type(field('Email'), 'ana@');
  expect(screen.getByText('Número do cartão inválido')).toBeInTheDocument();
  expect(screen.getByText('Data inválida (MM/AA)')).toBeInTheDocument();
  expect(screen.getByText('CVC inválido')).toBeInTheDocument();
  expect(screen.getByText('Nome muito curto')).toBeInTheDocument();
  expect(screen.getByText('CPF inválido')).toBeInTheDocument();
  expect(screen.getByText('Email inválido')).toBeInTheDocument();
  // Not yet edited: no message.
  expect(screen.queryByText('Selecione a quantidade de parcelas desejada.')).not.toBeInTheDocument();
  await user.clear(field('Número do cartão'));
  expect(screen.getByText('Número do cartão é obrigatório')).toBeInTheDocument();
  expect(field('Número do cartão')).toHaveAttribute('aria-invalid', 'true');
});

test('the installment select lists the server-priced options: value, and total and rate when with interest', () => {
  renderForm();
  const select = screen.getByLabelText('Parcelas');
  const options = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(options).toEqual([
    'Selecione as parcelas',
    '1x de R$ 150,00 sem juros',
    '2x de R$ 75,00 sem juros',
    '3x de R$ 51,01 (total R$ 153,03, 1% a.m., CET 12,77% a.a.)',
  ]);
});

test('a complete CEP fills street, city and state through the API', async () => {
  const { calls } = installFakeApi({
    'GET /cep/:cep': () =>
      answerOf(platformContract.cep, {
        cep: '01001-000',
        street: 'Praça da Sé',
        complement: '',
        neighborhood: 'Sé',
        city: 'São Paulo',
        state: 'SP',
      }),
  });
  const user = renderForm();
  await user.type(field('CEP'), '01001000');
  await waitFor(() => expect(field('Cidade')).toHaveValue('São Paulo'));
  expect(field('Endereço')).toHaveValue('Praça da Sé');
  expect(field('Estado')).toHaveValue('SP');
  expect(calls.filter((c) => c.path.startsWith('/cep/')).map((c) => c.path)).toEqual(['/cep/01001-000']);
});

// The codes api/src/domains/cep/cep-lookup.ts sends.
test.each([
  [404, 'CEP não encontrado.', 'cep_not_found'],
  [502, 'Erro ao buscar o CEP. Tente novamente.', 'cep_lookup_failed'],
])('a CEP lookup answering %s shows "%s"', async (status, message, code) => {
  installFakeApi({ 'GET /cep/:cep': () => ({ status, body: { message, code } }) });
  const user = renderForm();
  await user.type(field('CEP'), '99999999');
  expect(await screen.findByText(message)).toBeInTheDocument();
});

test("'Pagar' shows 'Processando...', sends the form with an Idempotency-Key, and an approved card goes to success", async () => {
  let answer: (value: { body: unknown }) => void = () => {};
  const { calls } = installFakeApi({
    'POST /payment/:id': () => new Promise((resolve) => (answer = resolve)),
  });
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  const busy = await screen.findByRole('button', { name: 'Processando...' });
  expect(busy).toBeDisabled();
  const call = calls.find((c) => c.method === 'POST')!;
  expect(call.path).toBe(`/payment/${LINK.id}`);
  expect(call.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(call.body).toMatchObject({
    number: '4111 1111 1111 1111',
    expiry: '12/40',
    cvc: '123',
    name: 'Ana Souza',
    cpf: '529.982.247-25',
    email: 'ana@example.com',
    installments: '3',
    country: 'BR',
    paymentMethod: 'credit_card',
    amount: 150,
    // The total the select showed for 3x: the server charges it or refuses.
    quotedTotalCents: 15_303,
  });
  answer(answerOf(paymentsContract.pay, { data: { data: cardResult('pago') } }));
  // The id and the document token: after a reload the page can still open the receipt.
  expect(
    await screen.findByText(`em /payment-success?id=${TX_ID}&t=${DOC_TOKEN}&link=${LINK.id}`),
  ).toBeInTheDocument();
});

test('a pending card goes to /payment-pendente', async () => {
  installFakeApi({
    'POST /payment/:id': () => answerOf(paymentsContract.pay, { data: { data: cardResult('pendente') } }),
  });
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByText(`em /payment-pendente?id=${TX_ID}&link=${LINK.id}`)).toBeInTheDocument();
});

test('a declined card (402) goes to /payment-declined', async () => {
  installFakeApi({
    'POST /payment/:id': () =>
      replyOf(paymentsContract.pay, 402, {
        message: 'Cartão recusado.',
        code: 'card_declined',
        data: { data: cardResult('falha') },
      }),
  });
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByText(`em /payment-declined?link=${LINK.id}`)).toBeInTheDocument();
  cleanup();

  // 'Tentar novamente' comes back to the form: name, CPF and e-mail kept, the card never.
  renderForm();
  expect(field('Nome no cartão')).toHaveValue('Ana Souza');
  expect(field('CPF ou CNPJ')).toHaveValue('529.982.247-25');
  expect(field('Email')).toHaveValue('ana@example.com');
  expect(field('Número do cartão')).toHaveValue('');
  expect(field('Validade (MM/AA)')).toHaveValue('');
  expect(field('CVC')).toHaveValue('');
  expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/4111|1240|123"/);
});

test('a field the server refuses is shown in place and the form can be sent again', async () => {
  installFakeApi({
    'POST /payment/:id': () => ({
      status: 422,
      body: {
        message: 'Quantidade de parcelas indisponível para este link.',
        code: 'installments_unavailable',
        field: 'installments',
      },
    }),
  });
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByText('Quantidade de parcelas indisponível para este link.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
});

test('an answer off its contract is not a verdict: it is shown in place and a retry keeps the Idempotency-Key', async () => {
  const { calls } = installFakeApi({
    'POST /payment/:id': () => ({ body: { data: { data: { id: TX_ID } } } }),
  });
  const user = renderForm();
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(await screen.findByText(UNEXPECTED_ANSWER)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled();
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  const [first, second] = calls.filter((c) => c.method === 'POST');
  expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
});

test('a price that changed since the page loaded (409 quote_changed): says so, reloads the prices, keeps the form, new key', async () => {
  const { calls } = installFakeApi({
    'POST /payment/:id': () => ({
      status: 409,
      body: {
        message:
          'O valor das parcelas mudou desde que a página foi aberta. Confira o novo valor e confirme o pagamento.',
        code: 'quote_changed',
      },
    }),
  });
  const refreshed = jest.fn(async () => {});
  const user = renderForm(LINK, refreshed);
  await fillValid(user);
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  expect(
    await screen.findByText(
      'O valor das parcelas mudou desde que a página foi aberta. Confira o novo valor e confirme o pagamento.',
    ),
  ).toBeInTheDocument();
  expect(refreshed).toHaveBeenCalledTimes(1);
  expect(screen.queryByText(/^em \//)).not.toBeInTheDocument();
  expect(field('Nome no cartão').value).toBe('Ana Souza');
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
  const [first, second] = calls.filter((c) => c.method === 'POST');
  expect(second?.headers['Idempotency-Key']).not.toBe(first?.headers['Idempotency-Key']);
});

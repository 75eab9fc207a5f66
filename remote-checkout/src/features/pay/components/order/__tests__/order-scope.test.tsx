import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { linksContract, paymentsContract, type InstallmentView, type Quote } from '@pagora/shared/contracts';
import { LINK } from '../../../../../test/fixtures';
import { answerOf, FakeWebSocket, installFakeApi, type FakeRoute } from '../../../../../test/fake-api';
import type { PayerLink } from '../../../api/get-payment-link';
import { PayPage } from '../../pay-page';

// Typing a card number key by key is slow on a busy 2-core machine.
jest.setTimeout(30_000);

beforeEach(() => sessionStorage.clear());

const oneTime = (totalCents: number): InstallmentView => ({
  ...LINK.installments[0]!,
  value: totalCents / 100,
  valueCents: totalCents,
  valueFormatted: `R$ ${totalCents / 100},00`,
  total: totalCents / 100,
  totalCents,
  totalFormatted: `R$ ${totalCents / 100},00`,
  label: `1x de R$ ${totalCents / 100},00 sem juros`,
});

const quote = (q: Partial<Quote> & { totalCents: number }) =>
  answerOf(linksContract.quote, {
    quantity: 1,
    unitAmountCents: q.totalCents,
    subtotalCents: q.totalCents,
    discountCents: 0,
    coupon: null,
    installments: [oneTime(q.totalCents)],
    ...q,
  });

const withCheckout = (checkout: Partial<PayerLink['checkout']>, link: PayerLink = LINK): PayerLink => ({
  ...link,
  checkout: { ...link.checkout, ...checkout },
});
const TEN = withCheckout(
  { pricing: 'quantidade', quantity: { min: 1, max: 5, default: 1 } },
  {
    ...LINK,
    amount: 10,
    amountCents: 1000,
    installments: [
      oneTime(1000),
      { ...oneTime(1000), times: 2, parcela: '2x', label: '2x de R$ 5,00 sem juros' },
    ],
  },
);
const COUPONS = withCheckout({ allowCoupons: true });
const FIELDS = withCheckout({
  customFields: [
    { key: 'campo_1', label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M'] },
    { key: 'campo_2', label: 'Observação', type: 'texto', required: false, options: [] },
  ],
});

function mount(link: PayerLink, routes: Record<string, FakeRoute> = {}) {
  FakeWebSocket.install();
  const api = installFakeApi({
    'GET /payment-ver/:id': () => answerOf(linksContract.payerView, { payments: link }),
    'GET /checkout-config': () =>
      answerOf(paymentsContract.checkoutConfig, {
        sandbox: false,
        pixExpirySeconds: 900,
        pixStatusPollMs: 5000,
      }),
    'POST /payment/:id': () => new Promise(() => {}),
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={[`/pay/${link.id}`]}>
      <Routes>
        <Route path="/pay/:linkId" element={<PayPage />} />
      </Routes>
    </MemoryRouter>,
  );
  const posts = (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path.startsWith(path));
  return { ...api, posts, user: userEvent.setup() };
}

const total = () => screen.getByText('Total').parentElement;

test('the quantity changes the total (priced by the server) and every payment body', async () => {
  const { user, posts } = mount(TEN, {
    'POST /payment-quote/:id': ({ body }) =>
      // The server's figure, not the page's: a total the page could not have made up.
      quote({
        ...(body as object),
        quantity: 2,
        unitAmountCents: 1000,
        subtotalCents: 2000,
        discountCents: 10,
        totalCents: 1990,
      }),
  });
  await user.click(await screen.findByRole('button', { name: 'Aumentar quantidade' }));
  expect(screen.getByRole('textbox', { name: 'Quantidade' })).toHaveValue('2');
  expect(screen.getByText('2 × R$ 10,00')).toBeInTheDocument();
  expect(await screen.findByText('Atualizando valor…')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Atualizando valor…')).not.toBeInTheDocument());
  expect(total()).toHaveTextContent('R$ 19,90');
  expect(posts('/payment-quote').map((c) => c.body)).toEqual([{ quantity: 2 }]);

  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  await waitFor(() => expect(posts('/payment/')).toHaveLength(1));
  expect(posts('/payment/')[0]?.body).toMatchObject({ paymentMethod: 'pix', valor: 19.9, quantity: 2 });
});

test('a coupon shows its discount and the new total from the quote; the card offers the quoted installments', async () => {
  const { user, posts } = mount(COUPONS, {
    'POST /payment-quote/:id': () =>
      quote({
        unitAmountCents: 15000,
        subtotalCents: 15000,
        discountCents: 1500,
        totalCents: 13500,
        coupon: { code: 'PROMO10', description: '10% de desconto' },
      }),
  });
  await user.click(await screen.findByRole('button', { name: 'Tem um cupom de desconto?' }));
  await user.type(screen.getByRole('textbox', { name: 'Cupom de desconto' }), 'promo10');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(await screen.findByText('Desconto (PROMO10) − R$ 15,00')).toBeInTheDocument();
  expect(total()).toHaveTextContent('R$ 135,00');
  expect(posts('/payment-quote')[0]?.body).toEqual({ couponCode: 'PROMO10' });
  // 'Remover' goes back to the link's price, without asking; the code can be applied again.
  await user.click(screen.getByRole('button', { name: 'Remover' }));
  expect(screen.queryByText(/Desconto/)).not.toBeInTheDocument();
  expect(total()).toHaveTextContent('R$ 150,00');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await screen.findByText('Desconto (PROMO10) − R$ 15,00');

  await user.click(screen.getByRole('button', { name: /^Cartão/ }));
  const select = await screen.findByRole('combobox', { name: 'Parcelas' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Selecione as parcelas', '1x de R$ 135,00 sem juros']);
});

test('a coupon the server refuses shows its message under the input and changes nothing', async () => {
  const { user } = mount(COUPONS, {
    'POST /payment-quote/:id': () => ({
      status: 422,
      body: { message: 'Cupom inválido ou expirado', code: 'coupon_invalid', field: 'couponCode' },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Tem um cupom de desconto?' }));
  const input = screen.getByRole('textbox', { name: 'Cupom de desconto' });
  await user.type(input, 'NADA');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  expect(await screen.findByText('Cupom inválido ou expirado')).toBeInTheDocument();
  expect(input).toHaveAccessibleDescription('Cupom inválido ou expirado');
  expect(input).toHaveValue('NADA');
  expect(screen.queryByText(/Desconto/)).not.toBeInTheDocument();
  expect(total()).toHaveTextContent('R$ 150,00');
});

test('a coupon used up meanwhile (the payment answers 422) brings the payer back, the message under the coupon', async () => {
  const { user } = mount(COUPONS, {
    'POST /payment-quote/:id': () =>
      quote({
        subtotalCents: 15000,
        discountCents: 1500,
        totalCents: 13500,
        coupon: { code: 'PROMO10', description: '' },
      }),
    'POST /payment/:id': () => ({
      status: 422,
      body: { message: 'Este cupom atingiu o limite de usos', code: 'coupon_used_up', field: 'couponCode' },
    }),
  });
  await user.click(await screen.findByRole('button', { name: 'Tem um cupom de desconto?' }));
  await user.type(screen.getByRole('textbox', { name: 'Cupom de desconto' }), 'PROMO10');
  await user.click(screen.getByRole('button', { name: 'Aplicar' }));
  await screen.findByText('Desconto (PROMO10) − R$ 15,00');
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  expect(await screen.findByText('Este cupom atingiu o limite de usos')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Cupom de desconto' })).toHaveAccessibleDescription(
    'Este cupom atingiu o limite de usos',
  );
  expect(screen.getByRole('button', { name: /^PIX/ })).toBeInTheDocument();
  expect(total()).toHaveTextContent('R$ 150,00');
});

test('a required field blocks paying with its message; its answer then goes in the body', async () => {
  const { user, posts } = mount(FIELDS);
  expect(await screen.findByRole('textbox', { name: 'Observação (opcional)' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  const size = screen.getByRole('combobox', { name: 'Tamanho' });
  expect(size).toHaveAccessibleDescription('Preencha este campo');
  expect(size).toHaveFocus();
  expect(posts('/payment/')).toEqual([]);

  await user.selectOptions(size, 'M');
  expect(screen.queryByText('Preencha este campo')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  await waitFor(() => expect(posts('/payment/')).toHaveLength(1));
  expect(posts('/payment/')[0]?.body).toMatchObject({ valor: 150, fields: { campo_1: 'M' } });
});

test("the server's refusal of a field's answer lands under that field", async () => {
  const { user } = mount(FIELDS, {
    'POST /payment/:id': () => ({
      status: 400,
      body: { message: 'Escolha uma das opções', code: 'validation_error', field: 'fields.campo_1' },
    }),
  });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Tamanho' }), 'P');
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Tamanho' })).toHaveAccessibleDescription(
      'Escolha uma das opções',
    ),
  );
});

test("'Valor livre': the suggestion prefilled, the limits said, an amount outside them refused before asking", async () => {
  const free = withCheckout({ pricing: 'livre', customAmount: { minCents: 1000, maxCents: 50000 } });
  const { user, posts } = mount(free, {
    'POST /payment-quote/:id': () => quote({ totalCents: 2000 }),
  });
  const amount = await screen.findByRole('textbox', { name: 'Quanto você quer pagar?' });
  expect(amount).toHaveValue('150,00');
  expect(screen.getByText('De R$ 10,00 a R$ 500,00')).toBeInTheDocument();
  await user.clear(amount);
  await user.type(amount, '5');
  expect(screen.getByRole('alert')).toHaveTextContent('Informe um valor de R$ 10,00 a R$ 500,00');
  await user.click(screen.getByRole('button', { name: /^PIX/ }));
  expect(posts('/payment')).toEqual([]);

  await user.type(amount, '0');
  await waitFor(() => expect(total()).toHaveTextContent('R$ 20,00'));
  expect(posts('/payment-quote').map((c) => c.body)).toEqual([{ amount: '50.00' }]);
});

test('an answer to an earlier quantity, arriving late, never overwrites the latest', async () => {
  const pending: Array<(answer: { status: number; body: unknown }) => void> = [];
  const { user, posts } = mount(TEN, {
    'POST /payment-quote/:id': () => new Promise((resolve) => pending.push(resolve)),
  });
  const more = await screen.findByRole('button', { name: 'Aumentar quantidade' });
  await user.click(more);
  await waitFor(() => expect(pending).toHaveLength(1));
  await user.click(more);
  await waitFor(() => expect(pending).toHaveLength(2));
  expect(posts('/payment-quote').map((c) => c.body)).toEqual([{ quantity: 2 }, { quantity: 3 }]);
  pending[1]!(quote({ quantity: 3, unitAmountCents: 1000, totalCents: 3000 }));
  await waitFor(() => expect(total()).toHaveTextContent('R$ 30,00'));
  pending[0]!(quote({ quantity: 2, unitAmountCents: 1000, totalCents: 2000 }));
  await new Promise((r) => setTimeout(r, 50));
  expect(total()).toHaveTextContent('R$ 30,00');
});

test('what needs scripts is marked for the no-script page; the amount and the seller are not', async () => {
  mount(TEN);
  const stepper = await screen.findByRole('textbox', { name: 'Quantidade' });
  const interactive = stepper.closest('[data-needs-js]');
  expect(interactive).not.toBeNull();
  expect(interactive).toContainElement(screen.getByRole('button', { name: /^PIX/ }));
  expect(screen.getByText('Vendido por Loja da Ana').closest('[data-needs-js]')).toBeNull();
  expect(screen.getByRole('heading', { level: 1 }).closest('[data-needs-js]')).toBeNull();
});

test('the card pays the quoted total of the chosen quantity, the order keys at the top of its body', async () => {
  const { user, posts } = mount(TEN, {
    'POST /payment-quote/:id': () => quote({ quantity: 2, unitAmountCents: 1000, totalCents: 2000 }),
  });
  await user.click(await screen.findByRole('button', { name: 'Aumentar quantidade' }));
  await waitFor(() => expect(posts('/payment-quote')).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText('Atualizando valor…')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: /^Cartão/ }));
  const field = (name: string) => screen.getByRole('textbox', { name });
  await user.type(await screen.findByRole('textbox', { name: 'Número do cartão' }), '4111111111111111');
  await user.type(field('Validade (MM/AA)'), '1240');
  await user.type(field('CVC'), '123');
  await user.type(field('Nome no cartão'), 'Ana Souza');
  await user.type(field('CPF ou CNPJ'), '52998224725');
  // The quote's only option is chosen for the payer.
  expect(screen.getByRole('combobox', { name: 'Parcelas' })).toHaveValue('1');
  await user.click(screen.getByRole('button', { name: 'Pagar' }));
  await waitFor(() => expect(posts('/payment/')).toHaveLength(1));
  expect(posts('/payment/')[0]?.body).toMatchObject({
    paymentMethod: 'credit_card',
    quantity: 2,
    quotedTotalCents: 2000,
    installments: '1',
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { centsToDecimalString } from '@pagora/shared';
import { linkNetPreviewContract, sellersContract, type NetLineView } from '@pagora/shared/contracts';
import { answerOf, fakeApi, serverError, type FakeRequest } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';

const PREVIEW = 'POST /links/net-preview';
const amountField = () => screen.getByLabelText('Valor do pagamento (R$)');
const submit = () => screen.getByRole('button', { name: 'Gerar link de pagamento' });

/** A line as the API answers it: the payer's total, the provider's fee and the net, in cents. */
function line(metodo: NetLineView['metodo'], parcelas: number, total: number, fee: number): NetLineView {
  const money = (cents: number) => centsToDecimalString(cents);
  return {
    metodo,
    parcelas,
    total_pagador: money(total),
    totalPagadorCents: total,
    taxa_provedor: money(fee),
    taxaProvedorCents: fee,
    taxa_paga_pelo_split: false,
    taxa_marketplace: '0.00',
    taxaMarketplaceCents: 0,
    repasses: '0.00',
    repassesCents: 0,
    voce_recebe: money(total - fee),
    voceRecebeCents: total - fee,
  };
}

/** What the API would answer for R$ 150,00: PIX, and the card up to the interest-free count + 1x with interest. */
function answerFor({ body }: FakeRequest) {
  const sent = body as { paymentMethods: string[]; parcelasSemJuros: number };
  const lines = [line('pix', 1, 15_000, 149)];
  if (sent.paymentMethods.includes('credit_card')) {
    const free = Math.max(1, sent.parcelasSemJuros);
    for (let n = 1; n <= free; n += 1) lines.push(line('credit_card', n, 15_000, 599));
    lines.push(line('credit_card', free + 1, 15_606, 623));
  }
  return answerOf(linkNetPreviewContract.netPreview, { voce_recebe: lines });
}

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test("'Você recebe' per method under the amount, and the card per installment count, following the form", async () => {
  const user = userEvent.setup();
  const api = fakeApi({ [PREVIEW]: answerFor });
  renderPage('/create-payment-link');
  expect(screen.getByText('Informe o valor para ver quanto você recebe.')).toBeInTheDocument();

  await user.type(amountField(), '150,00');
  const box = await screen.findByRole('region', { name: 'Você recebe' });
  expect(within(box).getByText('Você recebe R$ 148,51')).toBeInTheDocument();
  expect(api.callsTo(PREVIEW).at(-1)?.body).toMatchObject({ amount: 150, paymentMethods: ['pix'] });

  await user.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
  await user.selectOptions(screen.getByLabelText('Parcelas sem juros'), '2');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  const rows = within(table).getAllByRole('row');
  expect(rows[1]).toHaveTextContent('1xR$ 150,00R$ 5,99R$ 0,00R$ 0,00R$ 144,01');
  expect(rows[3]).toHaveTextContent('3xR$ 156,06R$ 6,23R$ 0,00R$ 0,00R$ 149,83');
  expect(api.callsTo(PREVIEW).at(-1)?.body).toMatchObject({
    paymentMethods: ['pix', 'credit_card'],
    parcelasSemJuros: 2,
  });
  // Debounced: the typing and the clicks above were a handful of requests, not one per key.
  expect(api.callsTo(PREVIEW).length).toBeLessThanOrEqual(4);
}, 15_000);

test('while it loads it says so; a failed preview says so, offers a retry and never blocks saving', async () => {
  const user = userEvent.setup();
  let fail = true;
  const api = fakeApi({
    [PREVIEW]: (request) => (fail ? serverError() : answerFor(request)),
    'POST /register-payment': () => serverError(),
  });
  renderPage('/create-payment-link');
  await user.type(amountField(), '150,00');
  expect(await screen.findByText('Calculando o valor a receber...')).toBeInTheDocument();
  expect(await screen.findByText('Não foi possível calcular quanto você recebe.')).toBeInTheDocument();
  expect(submit()).toBeEnabled();
  await user.type(screen.getByLabelText('Descrição'), 'Pedido');
  await user.click(submit());
  await waitFor(() => expect(api.callsTo('POST /register-payment')).toHaveLength(1));

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText('Você recebe R$ 148,51')).toBeInTheDocument();
});

test('a marketplace sees the figures once it picks the seller, asked for that seller', async () => {
  const user = userEvent.setup();
  signInAs('marketplace');
  const api = fakeApi({
    [PREVIEW]: answerFor,
    'GET /sellers-list': () =>
      answerOf(sellersContract.sellersList, {
        dados: [sellerRecord('seller-ana', 'Ana Doces')],
        total: 1,
        page: 1,
        pageSize: 50,
      }),
  });
  renderPage('/create-payment-link');
  await user.type(amountField(), '150,00');
  expect(
    await screen.findByText('Escolha o vendedor e informe o valor para ver quanto ele recebe.'),
  ).toBeInTheDocument();
  expect(api.callsTo(PREVIEW)).toHaveLength(0);
  const select = screen.getByLabelText('Vendedor');
  await within(select).findByRole('option', { name: /Ana Doces/ });
  await user.selectOptions(select, 'seller-ana');
  expect(await screen.findByText('O vendedor recebe R$ 148,51')).toBeInTheDocument();
  expect(api.callsTo(PREVIEW).at(-1)?.params).toEqual({ sellerId: 'seller-ana' });
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

const LIST = 'GET /payment/user-seller';

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

async function openEdit(user: ReturnType<typeof userEvent.setup>, amountCents: number) {
  const link = demoLink(1, { amountCents, amount: amountCents / 100 });
  const api = fakeApi({
    [LIST]: ({ params }) => linksPage([link], params),
    'PUT /payment-update/link-001': () =>
      answerOf(linksContract.update, {
        message: 'Link de pagamento atualizado com sucesso!',
        data: { payment: { ...link, paymentMethods: ['pix', 'credit_card', 'bank_slip'] } },
      }),
  });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Editar link Pedido 1' }));
  return { api, dialog: within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' })) };
}

test('the edit modal offers the boleto, checks its floor before saving and sends its settings', async () => {
  const user = userEvent.setup();
  const { api, dialog } = await openEdit(user, 2500);
  expect(dialog.queryByLabelText('Vencimento (dias)')).not.toBeInTheDocument();

  await user.click(dialog.getByRole('checkbox', { name: /Boleto Bancário/ }));
  expect(dialog.getByLabelText('Vencimento (dias)')).toHaveValue(3);
  await user.type(dialog.getByLabelText('Multa (%)'), '2');
  expect(dialog.getByRole('alert')).toHaveTextContent(
    'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
  );
  expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  await user.clear(dialog.getByLabelText('Valor (R$)'));
  await user.type(dialog.getByLabelText('Valor (R$)'), '30');
  await user.clear(dialog.getByLabelText('Vencimento (dias)'));
  await user.type(dialog.getByLabelText('Vencimento (dias)'), '0');
  expect(dialog.getByText('O vencimento deve ser de 1 a 30 dias')).toBeInTheDocument();
  await user.clear(dialog.getByLabelText('Vencimento (dias)'));
  await user.type(dialog.getByLabelText('Vencimento (dias)'), '10');
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  expect(await screen.findByText('Link de pagamento atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
    amount: 30,
    description: 'Pedido 1',
    paymentMethods: ['pix', 'credit_card', 'bank_slip'],
    parcelasSemJuros: 2,
    boleto: { dueDays: 10, multa: 2, juros: null },
    pricing: 'fixo',
    quantity: null,
    customAmount: null,
    customFields: [],
    afterPayment: { kind: 'nenhum' },
    allowCoupons: false,
  });
});

test("a link's saved boleto settings come back in the modal and are sent again as they were", async () => {
  const user = userEvent.setup();
  const link = demoLink(1, {
    amount: 150,
    amountCents: 15000,
    paymentMethods: ['bank_slip'],
    boleto: { dueDays: 7, lateFeeHundredths: 200, monthlyInterestHundredths: 99 },
  });
  const api = fakeApi({
    [LIST]: ({ params }) => linksPage([link], params),
    'PUT /payment-update/link-001': () =>
      answerOf(linksContract.update, {
        message: 'Link de pagamento atualizado com sucesso!',
        data: { payment: link },
      }),
  });
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Editar link Pedido 1' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' }));
  expect(dialog.getByRole('checkbox', { name: /Boleto Bancário/ })).toBeChecked();
  expect(dialog.getByLabelText('Vencimento (dias)')).toHaveValue(7);
  expect(dialog.getByLabelText('Multa (%)')).toHaveValue('2,00');
  expect(dialog.getByLabelText('Juros ao mês (%)')).toHaveValue('0,99');

  await user.click(dialog.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Link de pagamento atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    paymentMethods: ['bank_slip'],
    boleto: { dueDays: 7, multa: 2, juros: 0.99 },
  });
});

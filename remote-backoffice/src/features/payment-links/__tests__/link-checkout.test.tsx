import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { CHECKOUT_MESSAGES } from '@pagora/shared';
import { linksContract, type LinkView } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';
import { demoLink, linksPage } from '../../../testing/link-fixtures';

jest.setTimeout(20_000);

const LIST = 'GET /payment/user-seller';

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

const byQuantity = demoLink(1, {
  amount: 10,
  amountCents: 1000,
  checkout: {
    pricing: 'quantidade',
    quantity: { min: 1, max: 10, default: 2 },
    customAmount: null,
    customFields: [
      { key: 'campo_2', label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M', 'G'] },
    ],
    afterPayment: { kind: 'mensagem', message: 'Obrigado! Enviamos em 2 dias.' },
    allowCoupons: true,
  },
});
const freeAmount = demoLink(2, {
  amount: 20,
  amountCents: 2000,
  checkout: {
    ...byQuantity.checkout,
    pricing: 'livre',
    quantity: null,
    customAmount: { minCents: 500, maxCents: 50000 },
    customFields: [],
    afterPayment: { kind: 'redirecionar', url: 'https://loja.com.br/obrigado' },
    allowCoupons: false,
  },
});

function serve(
  links: LinkView[],
  put = () =>
    answerOf(linksContract.update, {
      message: 'Link de pagamento atualizado com sucesso!',
      data: { payment: byQuantity },
    }),
) {
  return fakeApi({ [LIST]: ({ params }) => linksPage(links, params), 'PUT /payment-update/link-001': put });
}

test("the list shows each link's pricing, its fields and what follows the payment", async () => {
  serve([byQuantity, freeAmount, demoLink(3)]);
  renderPage('/payments');
  expect(await screen.findByText('R$ 10,00 por unidade')).toBeInTheDocument();
  expect(screen.getByText('Valor livre de R$ 5,00 a R$ 500,00')).toBeInTheDocument();
  expect(screen.getByText('R$ 3,50')).toBeInTheDocument();
  expect(screen.getByText('Quantidade de 1 a 10 (padrão 2)')).toBeInTheDocument();
  expect(screen.getByText('Campos: Tamanho (Lista de opções, obrigatório)')).toBeInTheDocument();
  expect(screen.getByText('Mostra a mensagem: “Obrigado! Enviamos em 2 dias.”')).toBeInTheDocument();
  expect(screen.getByText('Aceita cupons de desconto')).toBeInTheDocument();
  expect(screen.getByText('Envia o pagador para https://loja.com.br/obrigado')).toBeInTheDocument();
});

test('edit starts from the saved checkout settings and sends them all together', async () => {
  const user = userEvent.setup();
  const api = serve([byQuantity]);
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Editar link Pedido 1' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' }));
  expect(dialog.getByRole('radio', { name: /Por quantidade/ })).toBeChecked();
  expect(dialog.getByLabelText('Valor por unidade (R$)')).toHaveValue('10,00');
  expect(dialog.getByLabelText('Quantidade padrão')).toHaveValue('2');
  const campo = within(dialog.getByRole('group', { name: 'Campo 1' }));
  expect(campo.getByLabelText('Opções (uma por linha)')).toHaveValue('P\nM\nG');
  expect(dialog.getByLabelText('Mensagem após o pagamento')).toHaveValue('Obrigado! Enviamos em 2 dias.');

  await user.clear(dialog.getByLabelText('Quantidade máxima'));
  await user.type(dialog.getByLabelText('Quantidade máxima'), '20');
  await user.click(dialog.getByRole('checkbox', { name: 'Aceitar cupons de desconto' }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  expect(await screen.findByText('Link de pagamento atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
    amount: 10,
    pricing: 'quantidade',
    quantity: { min: 1, max: 20, default: 2 },
    customAmount: null,
    customFields: [
      { key: 'campo_2', label: 'Tamanho', type: 'lista', required: true, options: ['P', 'M', 'G'] },
    ],
    afterPayment: { kind: 'mensagem', message: 'Obrigado! Enviamos em 2 dias.' },
    allowCoupons: false,
  });
});

test("edit shows the server's refusal of a field under its input, not on top", async () => {
  const user = userEvent.setup();
  serve([byQuantity], () =>
    errorReply(400, 'validation_error', CHECKOUT_MESSAGES.fieldLabel, 'customFields.0.label'),
  );
  renderPage('/payments');
  await user.click(await screen.findByRole('button', { name: 'Editar link Pedido 1' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Editar Link de Pagamento' }));
  await user.click(dialog.getByRole('button', { name: 'Salvar' }));

  const label = within(dialog.getByRole('group', { name: 'Campo 1' })).getByLabelText('Nome do campo');
  expect(await dialog.findByText(CHECKOUT_MESSAGES.fieldLabel)).toBeInTheDocument();
  expect(label).toHaveAccessibleDescription(CHECKOUT_MESSAGES.fieldLabel);
  expect(dialog.getAllByRole('alert')).toHaveLength(1);
});

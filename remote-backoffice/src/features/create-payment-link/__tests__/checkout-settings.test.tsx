import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { CHECKOUT_MESSAGES, QUANTITY_TOTAL_TOO_HIGH } from '@pagora/shared';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { demoLink } from '../../../testing/link-fixtures';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';

// The form is long (price, fields, after payment): typing through it takes seconds on a busy CI.
jest.setTimeout(20_000);

beforeAll(() => {
  // jsdom has no canvas; the created link's QR code then draws nothing.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

const created = () =>
  answerOf(linksContract.create, {
    message: 'Link de pagamento criado com sucesso!',
    data: { payment: demoLink(1) },
  });
const submit = () => screen.getByRole('button', { name: 'Gerar link de pagamento' });

test('a link sold by quantity, with a field, a page after payment and coupons, sends them all', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'POST /register-payment': () => created() });
  renderPage('/create-payment-link');

  await user.click(screen.getByRole('radio', { name: /Por quantidade/ }));
  expect(screen.queryByLabelText('Valor do pagamento (R$)')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Valor por unidade (R$)'), '10');
  await user.clear(screen.getByLabelText('Quantidade mínima'));
  await user.type(screen.getByLabelText('Quantidade mínima'), '2');
  await user.clear(screen.getByLabelText('Quantidade máxima'));
  await user.type(screen.getByLabelText('Quantidade máxima'), '5');
  await user.clear(screen.getByLabelText('Quantidade padrão'));
  await user.type(screen.getByLabelText('Quantidade padrão'), '9');
  expect(screen.getByText(CHECKOUT_MESSAGES.quantityDefault)).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await user.clear(screen.getByLabelText('Quantidade padrão'));
  await user.type(screen.getByLabelText('Quantidade padrão'), '3');

  await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
  const campo = within(screen.getByRole('group', { name: 'Campo 1' }));
  await user.type(campo.getByLabelText('Nome do campo'), 'Nome na camiseta');
  await user.click(campo.getByRole('checkbox', { name: 'Obrigatório' }));

  await user.click(screen.getByRole('radio', { name: 'Enviar o pagador para uma página' }));
  expect(screen.getByText(/transaction_id/)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Endereço da página (https://)'), 'http://loja.com.br');
  expect(screen.getByText(CHECKOUT_MESSAGES.afterUrl)).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Endereço da página (https://)'));
  await user.type(screen.getByLabelText('Endereço da página (https://)'), 'https://loja.com.br/obrigado');
  await user.click(screen.getByRole('checkbox', { name: 'Aceitar cupons de desconto' }));
  expect(screen.getByRole('link', { name: 'Cupons' })).toHaveAttribute('href', '/cupons');

  await user.click(submit());
  await screen.findByText('Link de pagamento criado com sucesso!');
  expect(api.callsTo('POST /register-payment')[0]?.body).toMatchObject({
    amount: 10,
    pricing: 'quantidade',
    quantity: { min: 2, max: 5, default: 3 },
    customAmount: null,
    customFields: [{ key: 'campo_1', label: 'Nome na camiseta', type: 'texto', required: true, options: [] }],
    afterPayment: { kind: 'redirecionar', url: 'https://loja.com.br/obrigado' },
    allowCoupons: true,
  });
  const summary = within(screen.getByLabelText('Resumo do link'));
  expect(summary.getByText('R$ 10,00 por unidade')).toBeInTheDocument();
  expect(summary.getByText('de 2 a 5 (padrão 3)')).toBeInTheDocument();
});

test("'Valor livre' sends its limits in reais and the suggestion must sit between them", async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'POST /register-payment': () => created() });
  renderPage('/create-payment-link');

  await user.click(screen.getByRole('radio', { name: /Valor livre/ }));
  await user.type(screen.getByLabelText('Valor sugerido (R$)'), '600');
  await user.type(screen.getByLabelText('Valor mínimo (R$)'), '5');
  await user.type(screen.getByLabelText('Valor máximo (R$)'), '500');
  await user.click(submit());
  expect(await screen.findByText(CHECKOUT_MESSAGES.amountDefault)).toBeInTheDocument();
  expect(api.callsTo('POST /register-payment')).toEqual([]);

  await user.clear(screen.getByLabelText('Valor sugerido (R$)'));
  await user.type(screen.getByLabelText('Valor sugerido (R$)'), '20');
  await user.click(submit());
  await screen.findByText('Link de pagamento criado com sucesso!');
  expect(api.callsTo('POST /register-payment')[0]?.body).toMatchObject({
    amount: 20,
    pricing: 'livre',
    quantity: null,
    customAmount: { min: 5, max: 500 },
  });
  expect(screen.getByText('Valor livre de R$ 5,00 a R$ 500,00')).toBeInTheDocument();
});

test('a list field needs 2 options, and no more than 3 fields can be added', async () => {
  const user = userEvent.setup();
  const api = fakeApi({});
  renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '50');

  await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
  const campo = within(screen.getByRole('group', { name: 'Campo 1' }));
  await user.type(campo.getByLabelText('Nome do campo'), 'Tamanho');
  await user.selectOptions(campo.getByLabelText('Tipo'), 'Lista de opções');
  await user.type(campo.getByLabelText('Opções (uma por linha)'), 'P');
  expect(campo.getByText(CHECKOUT_MESSAGES.fieldOptions)).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await user.type(campo.getByLabelText('Opções (uma por linha)'), '{Enter}M');
  expect(campo.queryByText(CHECKOUT_MESSAGES.fieldOptions)).not.toBeInTheDocument();
  expect(submit()).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar campo' }));
  expect(screen.getAllByRole('group', { name: /^Campo \d$/ })).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Adicionar campo' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remover campo 2' }));
  expect(screen.getByRole('button', { name: 'Adicionar campo' })).toBeInTheDocument();
  expect(api.callsTo('POST /register-payment')).toEqual([]);
});

test("the server's refusal of 'quantity.max' shows under 'Quantidade máxima' until it changes", async () => {
  const user = userEvent.setup();
  fakeApi({
    'POST /register-payment': () =>
      errorReply(400, 'validation_error', QUANTITY_TOTAL_TOO_HIGH, 'quantity.max'),
  });
  renderPage('/create-payment-link');
  await user.click(screen.getByRole('radio', { name: /Por quantidade/ }));
  await user.type(screen.getByLabelText('Valor por unidade (R$)'), '100');
  await user.click(submit());

  const max = screen.getByLabelText('Quantidade máxima');
  await screen.findAllByText(QUANTITY_TOTAL_TOO_HIGH);
  expect(max).toHaveAccessibleDescription(QUANTITY_TOTAL_TOO_HIGH);
  expect(max).toHaveAttribute('aria-invalid', 'true');
  await user.clear(max);
  await user.type(max, '5');
  expect(max).not.toHaveAccessibleDescription(QUANTITY_TOTAL_TOO_HIGH);
});

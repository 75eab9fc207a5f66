import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Gerar link de pagamento' });

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('shows the spec messages as the user types and disables submit while any is shown', async () => {
  const user = userEvent.setup();
  fakeApi({});
  renderPage('/create-payment-link');

  await user.type(field('Valor do pagamento (R$)'), '0');
  expect(screen.getByText('O valor deve ser maior que zero')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await user.clear(field('Valor do pagamento (R$)'));
  expect(screen.getByText('O valor é obrigatório')).toBeInTheDocument();
  await user.type(field('Valor do pagamento (R$)'), '0,001');
  expect(screen.getByText('O valor mínimo é R$ 0,01')).toBeInTheDocument();
  await user.clear(field('Valor do pagamento (R$)'));
  await user.type(field('Valor do pagamento (R$)'), '1000000');
  expect(screen.getByText('O valor máximo é R$ 999.999,99')).toBeInTheDocument();
  await user.clear(field('Valor do pagamento (R$)'));
  await user.type(field('Valor do pagamento (R$)'), '150,50');

  await user.click(field('Descrição'));
  await user.paste('x'.repeat(101));
  expect(screen.getByText('A descrição deve ter no máximo 100 caracteres')).toBeInTheDocument();
  await user.type(field('Descrição'), '{Backspace}');

  await user.type(field('Email do cliente (opcional)'), 'nao-e-email');
  expect(screen.getByText('Digite um email válido')).toBeInTheDocument();
  await user.clear(field('Email do cliente (opcional)'));

  await user.click(screen.getByRole('checkbox', { name: 'PIX' }));
  expect(screen.getByText('Selecione pelo menos um método de pagamento')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  await user.click(screen.getByRole('checkbox', { name: 'PIX' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(submit()).toBeEnabled();
});

test('offers PIX (default), card and boleto; installments 0 to 21 only with the card', async () => {
  const user = userEvent.setup();
  fakeApi({});
  renderPage('/create-payment-link');

  expect(screen.getByRole('checkbox', { name: 'PIX' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Cartão de Crédito' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Boleto Bancário/ })).not.toBeChecked();
  expect(screen.queryByLabelText('Parcelas sem juros')).not.toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Cartão de Crédito' }));
  const options = within(field('Parcelas sem juros')).getAllByRole('option');
  expect(options).toHaveLength(22);
  expect(options.at(-1)).toHaveTextContent('21x');
});

test('an untouched form submitted shows every error and the correction toast, and sends nothing', async () => {
  const user = userEvent.setup();
  const api = fakeApi({});
  renderPage('/create-payment-link');
  await user.click(submit());
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  expect(screen.getByText('O valor é obrigatório')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  expect(api.callsTo('POST /register-payment')).toEqual([]);
});

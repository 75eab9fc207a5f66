import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { demoLink } from '../../../testing/link-fixtures';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';

beforeAll(() => {
  // jsdom has no canvas; the created link's QR code then draws nothing.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
// The form is long (price, fields, after payment): typing through it takes seconds on a busy CI.
jest.setTimeout(15_000);
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
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(name) });

test('a link for a customer is one payment by default; a product link may have a limit and a date', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'POST /register-payment': () => created() });
  renderPage('/create-payment-link');
  expect(radio('Vários pagamentos')).toBeChecked();
  expect(screen.getByLabelText('Limite de pagamentos (opcional)')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '50');
  await user.type(screen.getByLabelText('Email do cliente (opcional)'), 'ana@example.com');
  expect(radio('Pagamento único')).toBeChecked();
  expect(screen.queryByLabelText('Limite de pagamentos (opcional)')).not.toBeInTheDocument();

  await user.click(radio('Vários pagamentos'));
  await user.type(screen.getByLabelText('Limite de pagamentos (opcional)'), '0');
  expect(
    screen.getByText('O limite de pagamentos deve ser um número inteiro de 1 a 100000'),
  ).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Limite de pagamentos (opcional)'));
  await user.type(screen.getByLabelText('Limite de pagamentos (opcional)'), '10');
  await user.type(screen.getByLabelText('Válido até (opcional)'), '2020-01-31');
  expect(screen.getByText('A data de validade não pode estar no passado')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Válido até (opcional)'));
  await user.type(screen.getByLabelText('Válido até (opcional)'), '2099-12-31');

  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  await screen.findByText('Link de pagamento criado com sucesso!');
  expect(api.callsTo('POST /register-payment')[0]?.body).toMatchObject({
    customerEmail: 'ana@example.com',
    usage: 'multiplo',
    maxPayments: 10,
    expiresAt: '2099-12-31',
  });
});

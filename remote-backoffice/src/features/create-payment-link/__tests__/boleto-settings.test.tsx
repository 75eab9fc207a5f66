import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { demoLink } from '../../../testing/link-fixtures';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Gerar link de pagamento' });
const boleto = () => screen.getByRole('checkbox', { name: /Boleto Bancário/ });

beforeAll(() => {
  // jsdom has no canvas; the success view's QR code then draws nothing, which is all these need.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('checking the boleto shows its settings, 3 days by default, and hides them again', async () => {
  const user = userEvent.setup();
  fakeApi({});
  renderPage('/create-payment-link');
  expect(screen.queryByLabelText('Vencimento (dias)')).not.toBeInTheDocument();

  await user.click(boleto());
  expect(within(boleto().closest('label')!).getByText('Pagamento aprovado em até 1 dia')).toBeVisible();
  expect(field('Vencimento (dias)')).toHaveValue(3);
  expect(field('Multa (%)')).toHaveValue('');
  expect(field('Juros ao mês (%)')).toHaveValue('');
  expect(screen.getByText(/Valor mínimo do boleto: R\$ 3,00/)).toBeInTheDocument();

  await user.click(boleto());
  expect(screen.queryByLabelText('Vencimento (dias)')).not.toBeInTheDocument();
});

test('the shared schema’s messages, and the floor (R$ 3,00; R$ 30,00 with fee or interest) before submitting', async () => {
  const user = userEvent.setup();
  const api = fakeApi({});
  renderPage('/create-payment-link');
  await user.click(boleto());

  await user.type(field('Valor do pagamento (R$)'), '2,99');
  expect(screen.getByRole('alert')).toHaveTextContent('O valor mínimo do boleto é R$ 3,00.');
  expect(submit()).toBeDisabled();
  await user.clear(field('Valor do pagamento (R$)'));
  await user.type(field('Valor do pagamento (R$)'), '29,99');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(submit()).toBeEnabled();

  await user.type(field('Juros ao mês (%)'), '1');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
  );
  await user.clear(field('Valor do pagamento (R$)'));
  await user.type(field('Valor do pagamento (R$)'), '30');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.clear(field('Vencimento (dias)'));
  await user.type(field('Vencimento (dias)'), '31');
  expect(screen.getByText('O vencimento deve ser de 1 a 30 dias')).toBeInTheDocument();
  await user.type(field('Multa (%)'), '2,555');
  expect(screen.getByText('Informe a multa com até 2 casas decimais')).toBeInTheDocument();
  await user.clear(field('Multa (%)'));
  await user.type(field('Multa (%)'), '11');
  expect(screen.getByText('A multa pode ser no máximo 10%')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
  expect(api.callsTo('POST /register-payment')).toEqual([]);
});

test('sends the settings with the link: `boleto: { dueDays, multa, juros }`', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /register-payment': () =>
      answerOf(linksContract.create, {
        message: 'Link de pagamento criado com sucesso!',
        data: { payment: demoLink(1, { paymentMethods: ['pix', 'bank_slip'] }) },
      }),
  });
  renderPage('/create-payment-link');
  await user.type(field('Valor do pagamento (R$)'), '150');
  await user.click(boleto());
  await user.clear(field('Vencimento (dias)'));
  await user.type(field('Vencimento (dias)'), '5');
  await user.type(field('Multa (%)'), '2');
  await user.type(field('Juros ao mês (%)'), '0,99');
  await user.click(submit());

  expect(await screen.findByRole('heading', { name: 'Link criado com sucesso!' })).toBeInTheDocument();
  expect(api.callsTo('POST /register-payment')[0]?.body).toMatchObject({
    amount: 150,
    paymentMethods: ['pix', 'bank_slip'],
    boleto: { dueDays: 5, multa: 2, juros: 0.99 },
  });
  expect(
    within(screen.getByLabelText('Resumo do link')).getByText(
      'vence em 5 dias, multa de 2%, juros de 0,99% ao mês',
    ),
  ).toBeInTheDocument();
});

test('without the boleto nothing of it is sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /register-payment': () =>
      answerOf(linksContract.create, {
        message: 'Link de pagamento criado com sucesso!',
        data: { payment: demoLink(1) },
      }),
  });
  renderPage('/create-payment-link');
  await user.type(field('Valor do pagamento (R$)'), '1');
  await user.click(boleto());
  await user.type(field('Multa (%)'), 'x');
  await user.click(boleto());
  await user.click(submit());
  await screen.findByRole('heading', { name: 'Link criado com sucesso!' });
  expect(api.callsTo('POST /register-payment')[0]?.body).not.toHaveProperty('boleto');
});

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderPage, resetState, signInAs } from '../../../testing/render-page';

const toggle = () => screen.getByRole('button', { name: /Split de Pagamentos/ });
const RECIPIENTS = {
  'GET /split-recipients': () =>
    answerOf(linksContract.splitRecipients, {
      recipients: [
        { id: 'seller-b', nome: 'Bruno Lima' },
        { id: 'seller-c', nome: 'Carla Doces' },
      ],
    }),
};
/** Picks a recipient by name, once the list has arrived. */
async function pick(user: ReturnType<typeof userEvent.setup>, n: number, nome: string) {
  const field = screen.getByLabelText(`Recebedor ${n}`);
  await within(field).findByRole('option', { name: nome });
  await user.selectOptions(field, nome);
}

// The form is long (price, fields, after payment): typing through it takes seconds on a busy CI.
jest.setTimeout(15_000);
beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('starts collapsed, adds and removes recipients and shows the total', async () => {
  const user = userEvent.setup();
  fakeApi(RECIPIENTS);
  renderPage('/create-payment-link');

  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('button', { name: 'Adicionar recebedor' })).not.toBeInTheDocument();
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
  const percentage = screen.getByLabelText('Porcentagem 1 (%)');
  expect(percentage).toHaveAttribute('step', '0.01');
  expect(percentage).toHaveAttribute('min', '0.01');
  expect(percentage).toHaveAttribute('max', '100');

  await pick(user, 1, 'Bruno Lima');
  await user.type(percentage, '30');
  await pick(user, 2, 'Carla Doces');
  await user.type(screen.getByLabelText('Porcentagem 2 (%)'), '10.5');
  expect(screen.getByText('Total: 40,5%')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remover recebedor 1' }));
  expect(screen.getByLabelText('Recebedor 1')).toHaveValue('seller-c');
  expect(screen.getByText('Total: 10,5%')).toBeInTheDocument();
});

test('split rows follow the spec rules, and a submit with errors reopens the section', async () => {
  const user = userEvent.setup();
  const api = fakeApi(RECIPIENTS);
  renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '100');
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));

  await user.type(screen.getByLabelText('Porcentagem 1 (%)'), '0');
  expect(screen.getByText('Todas as porcentagens devem ser maiores que 0')).toBeInTheDocument();
  // Collapsed, the section still says why the submit is disabled.
  await user.click(toggle());
  expect(screen.getByText('Todas as porcentagens devem ser maiores que 0')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gerar link de pagamento' })).toBeDisabled();

  // An empty row nobody touched: the submit reveals it and reopens the section.
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: 'Remover recebedor 1' }));
  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
  await user.click(toggle());
  expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  expect(toggle()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Todos os campos de recebedor devem ser preenchidos')).toBeInTheDocument();
  expect(screen.getByText('Todas as porcentagens devem ser maiores que 0')).toBeInTheDocument();

  await pick(user, 1, 'Bruno Lima');
  await user.type(screen.getByLabelText('Porcentagem 1 (%)'), '80');
  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
  await pick(user, 2, 'Carla Doces');
  await user.type(screen.getByLabelText('Porcentagem 2 (%)'), '30');
  expect(screen.getByText('A soma das porcentagens do split não pode ultrapassar 100%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Gerar link de pagamento' })).toBeDisabled();
  expect(api.callsTo('POST /register-payment')).toEqual([]);
});

test('a recipient is picked and shown by name; the form sends its id (issue 41)', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    ...RECIPIENTS,
    'POST /register-payment': () => {
      throw new Error('stop here');
    },
  });
  renderPage('/create-payment-link');
  await user.type(screen.getByLabelText('Valor do pagamento (R$)'), '100');
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: 'Adicionar recebedor' }));
  const field = screen.getByLabelText('Recebedor 1');
  await pick(user, 1, 'Bruno Lima');
  // What the field shows is the name; no id appears anywhere on the form.
  expect(field).toHaveDisplayValue('Bruno Lima');
  expect(screen.queryByDisplayValue('seller-b')).not.toBeInTheDocument();
  expect(
    within(field)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Selecione o vendedor', 'Bruno Lima', 'Carla Doces']);
  await user.type(screen.getByLabelText('Porcentagem 1 (%)'), '10');
  await user.click(screen.getByRole('button', { name: 'Gerar link de pagamento' }));
  expect(api.callsTo('POST /register-payment')[0]?.body).toMatchObject({
    splitPayments: [{ recipient: 'seller-b', percentage: 10 }],
  });
});

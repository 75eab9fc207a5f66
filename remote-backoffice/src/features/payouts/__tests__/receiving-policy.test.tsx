import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { payoutsContract as c, type ReceivingPolicy } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { balance, renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
jest.setTimeout(20_000);

const withPolicy = (receivingPolicy: ReceivingPolicy, sent: unknown[] = []) =>
  fakeApi(
    routes({
      'GET /balance': () => answerOf(c.balance, balance({ policy: receivingPolicy.kind, receivingPolicy })),
      'PUT /receiving-policy': ({ body }) => {
        sent.push(body);
        return answerOf(c.setReceivingPolicy, { policy: receivingPolicy.kind, receivingPolicy });
      },
    }),
  );

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('a weekly policy reads as what it is, never as manual', async () => {
  withPolicy({ kind: 'automatic_weekly', transferDay: 1, minimumCents: 5_000 });
  renderPayouts();
  expect(
    await screen.findByText(
      'Automático semanal (toda segunda-feira), a partir de R$ 50,00',
      {},
      { timeout: 5_000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Automático semanal' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Manual' })).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Dia da semana' })).toHaveValue('1');
  expect(screen.getByLabelText('Valor mínimo para transferir (R$)')).toHaveValue('50,00');
});

test('a monthly policy names its day; the daily and manual ones their plain labels', async () => {
  withPolicy({ kind: 'automatic_monthly', transferDay: 5, minimumCents: 0 });
  const { unmount } = renderPayouts();
  expect(await screen.findByText('Automático mensal (dia 5)')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Dia do mês' })).toHaveValue('5');
  unmount();
  withPolicy({ kind: 'automatic_daily', minimumCents: 0 });
  renderPayouts();
  expect(await screen.findByText('Automático diário')).toBeInTheDocument();
});

test('sets a monthly policy with its day and minimum in cents', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  withPolicy({ kind: 'manual' }, sent);
  renderPayouts();
  expect(await screen.findByText('Manual', { selector: 'strong' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Automático mensal' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Dia do mês' }), '10');
  await user.type(screen.getByLabelText('Valor mínimo para transferir (R$)'), '100,00');
  await user.click(screen.getByRole('button', { name: 'Salvar política' }));
  expect(await screen.findByText('Política de recebimento atualizada')).toBeInTheDocument();
  expect(sent).toEqual([{ policy: 'automatic_monthly', minimumCents: 10_000, transferDay: 10 }]);
});

test('an unreadable minimum is refused in pt-BR before anything is sent', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  withPolicy({ kind: 'manual' }, sent);
  renderPayouts();
  await user.click(await screen.findByRole('radio', { name: 'Automático diário' }));
  await user.type(screen.getByLabelText('Valor mínimo para transferir (R$)'), 'cinquenta');
  await user.click(screen.getByRole('button', { name: 'Salvar política' }));
  expect(await screen.findByText('Valor mínimo inválido (ex: 50,00)')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

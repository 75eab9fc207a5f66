import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { AxiosHeaders } from 'axios';
import {
  anticipationContract as a,
  payoutsContract as c,
  sellersContract,
  type Anticipation,
} from '@pagora/shared/contracts';
import { answerOf, fakeApi, serverError, type FakeReply } from '@pagora/shared/client/testing';
import { resetState, signInAs } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';
import { UUID, balance, renderPayouts, routes } from './payouts-fixtures';

jest.mock('react-chartjs-2', () => jest.requireActual('@pagora/shared/ui/testing').fakeReactChartjs2);
jest.setTimeout(20_000);

const QUOTE = {
  sellerId: 'seller-1',
  grossCents: 19202,
  feeCents: 1274,
  netCents: 17928,
  prepaymentDate: '2026-11-27',
  receivables: [
    {
      receivableId: 'r1',
      transactionId: 't1',
      installment: 1,
      amountCents: 9601,
      expectedOn: '2026-12-26',
      feeCents: 185,
    },
    {
      receivableId: 'r2',
      transactionId: 't1',
      installment: 2,
      amountCents: 9601,
      expectedOn: '2027-01-25',
      feeCents: 1089,
    },
  ],
};
const anticipation = (over: Partial<Anticipation> = {}): Anticipation => ({
  ...QUOTE,
  id: '00000000-0000-4000-8000-0000000000c1',
  status: 'aprovada',
  refusalReason: null,
  valor: 20000,
  de: null,
  ate: null,
  createdAt: '2026-11-26T15:00:00.000Z',
  paidAt: null,
  ...over,
});
const SELLER = '00000000-0000-4000-8000-0000000005e1';
const sellersPage = () =>
  answerOf(sellersContract.sellersList, {
    dados: [sellerRecord(SELLER, 'Loja do Zé')],
    total: 1,
    page: 1,
    pageSize: 50,
  });
const section = () => within(screen.getByRole('region', { name: 'Antecipação' }));

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

async function simulate(user: ReturnType<typeof userEvent.setup>, reais: string) {
  const form = await screen.findByRole('form', { name: 'Simular antecipação' });
  await user.type(within(form).getByLabelText('Valor a antecipar (R$)'), reais);
  await user.click(within(form).getByRole('button', { name: 'Simular antecipação' }));
}

test('a quote shows gross, fee, net and the day; a double click confirms once under one key', async () => {
  const user = userEvent.setup();
  const sent: { body: unknown; key: unknown }[] = [];
  const answers: ((reply: FakeReply) => void)[] = [];
  const api = fakeApi(
    routes({
      'GET /balance': () =>
        answerOf(c.balance, balance({ receivables: [{ date: '2026-12-26', amountCents: 28803 }] })),
      'POST /anticipations/quote': () => answerOf(a.quote, QUOTE),
      'POST /anticipations': ({ body, config }) => {
        sent.push({ body, key: AxiosHeaders.from(config.headers).get('Idempotency-Key') });
        return new Promise<FakeReply>((resolve) => answers.push(resolve));
      },
    }),
  );
  renderPayouts();
  expect(await screen.findByRole('group', { name: 'Antecipável' })).toHaveTextContent('R$ 288,03');
  await simulate(user, '200,00');
  expect(api.callsTo('POST /anticipations/quote')[0]?.body).toEqual({ valor: 20000 });
  expect(await section().findByRole('group', { name: 'Valor antecipado' })).toHaveTextContent('R$ 192,02');
  expect(section().getByRole('group', { name: 'Taxa de antecipação' })).toHaveTextContent('R$ 12,74');
  expect(section().getByRole('group', { name: 'Você recebe' })).toHaveTextContent('R$ 179,28');
  expect(section().getByText('O dinheiro chega em 27/11/2026')).toBeInTheDocument();

  await user.dblClick(section().getByRole('button', { name: 'Confirmar antecipação' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(section().getByRole('button', { name: 'Confirmando...' })).toBeDisabled();
  expect(sent[0]).toEqual({ body: { valor: 20000 }, key: expect.stringMatching(UUID) });
  act(() => answers[0]!(answerOf(a.create, anticipation())));
  expect(await screen.findByText('Antecipação solicitada')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
});

test('a marketplace Zoop has not enabled reads a clear notice, not an error to retry', async () => {
  const user = userEvent.setup();
  const message = 'A antecipação não está habilitada para este marketplace na Zoop.';
  fakeApi(
    routes({
      'POST /anticipations/quote': () => ({
        status: 422,
        data: { message, code: 'anticipation_not_enabled' },
      }),
    }),
  );
  renderPayouts();
  await simulate(user, '10,00');
  expect(await section().findByRole('status')).toHaveTextContent(message);
  expect(section().queryByRole('button', { name: 'Confirmar antecipação' })).not.toBeInTheDocument();
});

test('the history shows each status, a refusal with its reason; the calendar marks what was anticipated', async () => {
  fakeApi(
    routes({
      'GET /balance': () =>
        answerOf(
          c.balance,
          balance({ anticipated: [{ date: '2026-12-26', amountCents: 9416, feeCents: 185 }] }),
        ),
      'GET /anticipations': () =>
        answerOf(a.list, {
          data: [
            anticipation({ status: 'paga' }),
            anticipation({
              id: '00000000-0000-4000-8000-0000000000c2',
              status: 'recusada',
              refusalReason: 'Limite excedido',
            }),
          ],
        }),
    }),
  );
  renderPayouts();
  const table = await screen.findByRole('table', { name: 'Histórico de antecipações' });
  expect(within(table).getByText('Paga')).toBeInTheDocument();
  expect(within(table).getByText('Recusada')).toBeInTheDocument();
  expect(within(table).getByText('Limite excedido')).toBeInTheDocument();
  const marked = within(screen.getByRole('list', { name: 'Recebíveis antecipados' }));
  expect(marked.getByText('Antecipado').closest('li')).toHaveTextContent('R$ 94,16');
  expect(marked.getByText('Taxa R$ 1,85')).toBeInTheDocument();
});

test('a history that fails to load says so', async () => {
  fakeApi(routes({ 'GET /anticipations': () => serverError('Falhou a leitura') }));
  renderPayouts();
  // One retry (the data layer's) before the error shows.
  expect(await screen.findByText('Falhou a leitura', {}, { timeout: 4_000 })).toBeInTheDocument();
});

async function pickSeller(user: ReturnType<typeof userEvent.setup>) {
  const picker = await screen.findByLabelText('Vendedor');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, SELLER);
}

test('a marketplace quotes for the seller it picked', async () => {
  signInAs('marketplace');
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /sellers-list': () => sellersPage(),
      'POST /anticipations/quote': () => answerOf(a.quote, QUOTE),
    }),
  );
  renderPayouts();
  await pickSeller(user);
  await simulate(user, '200,00');
  await section().findByRole('group', { name: 'Você recebe' });
  expect(api.callsTo('POST /anticipations/quote')[0]?.body).toEqual({ sellerId: SELLER, valor: 20000 });
  await waitFor(() => expect(api.callsTo('GET /anticipations')[0]?.params).toEqual({ sellerId: SELLER }));
});

test('the admin reads the section without the form', async () => {
  signInAs('admin');
  const user = userEvent.setup();
  fakeApi(routes({ 'GET /sellers-list': () => sellersPage() }));
  renderPayouts();
  await pickSeller(user);
  expect(await section().findByRole('group', { name: 'Antecipável' })).toBeInTheDocument();
  expect(section().queryByRole('form', { name: 'Simular antecipação' })).not.toBeInTheDocument();
});

test('an empty history says so', async () => {
  fakeApi(routes());
  renderPayouts();
  expect(await screen.findByText('Nenhuma antecipação ainda')).toBeInTheDocument();
});

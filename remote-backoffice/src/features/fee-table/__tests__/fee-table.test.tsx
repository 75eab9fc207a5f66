import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { FEE_TABLE_MESSAGES, STANDARD_FEE_RATES, brasiliaToday } from '@pagora/shared';
import {
  feeTableContract as c,
  marketplacesContract,
  sellersContract,
  type FeeTableView,
} from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import { resetState, signInAs, signInAsMember } from '../../../testing/render-page';
import { sellerRecord } from '../../../testing/seller-fixtures';
import FeeTablePage from '../../../app/routes/fee-table-page';

jest.setTimeout(20_000);

const MARKETPLACE = '00000000-0000-4000-8000-00000000aa01';
const BRUNO = '00000000-0000-4000-8000-0000000005e2';

const table = (over: Partial<FeeTableView> = {}): FeeTableView => ({
  marketplaceId: MARKETPLACE,
  current: { id: null, validFrom: null, rates: STANDARD_FEE_RATES, feeRecipient: null, createdAt: null },
  scheduled: [],
  ...over,
});

const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /fee-table': () => answerOf(c.get, table()),
  'GET /fee-table/history': () => answerOf(c.history, { dados: [] }),
  'GET /sellers-list': () =>
    answerOf(sellersContract.sellersList, {
      dados: [sellerRecord(BRUNO, 'Bruno Lima')],
      total: 1,
      page: 1,
      pageSize: 100,
    }),
  ...over,
});

const renderTable = () =>
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/tabela-de-taxas']}>
        <FeeTablePage />
      </MemoryRouter>
    </StandaloneProviders>,
  );

const rateOf = (name: string) =>
  within(screen.getByRole('table', { name: 'Taxas em vigor' })).getByRole('row', {
    name: new RegExp(`^${name}`),
  });

beforeEach(() => resetState());
afterEach(() => act(() => toast.remove()));

test('a marketplace sees its rates in force, nothing scheduled, and no history yet', async () => {
  signInAs('marketplace');
  fakeApi(routes());
  renderTable();
  expect(screen.getByText('Carregando tabela de taxas...')).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Taxas em vigor' })).toBeInTheDocument();
  expect(screen.getByText('Taxas padrão')).toBeInTheDocument();
  expect(rateOf('PIX')).toHaveTextContent('0,99 %');
  expect(rateOf('Boleto')).toHaveTextContent('R$ 2,50');
  expect(rateOf('Cartão 2-6x')).toHaveTextContent('3,99 %');
  expect(rateOf('Antecipação')).toHaveTextContent('1,99 %');
  expect(rateOf('Taxa do marketplace')).toHaveTextContent('0 %');
  expect(screen.getByText('Nenhuma vigência agendada')).toBeInTheDocument();
  expect(await screen.findByText('Nenhuma alteração ainda')).toBeInTheDocument();
});

test("'Nova vigência' shows each field's message, then sends the rates", async () => {
  signInAs('marketplace');
  const user = userEvent.setup();
  const sent: unknown[] = [];
  fakeApi(
    routes({
      'POST /fee-table': ({ body }) => {
        sent.push(body);
        return answerOf(c.add, { message: 'Nova vigência salva.', dados: table() });
      },
    }),
  );
  renderTable();
  const form = within(await screen.findByRole('form', { name: 'Nova vigência' }));
  await user.type(form.getByLabelText('PIX (%)'), '101');
  await user.type(form.getByLabelText('Taxa do marketplace (%)'), '{backspace}2');
  await user.click(form.getByRole('button', { name: 'Salvar vigência' }));
  await waitFor(() =>
    expect(form.getByLabelText('PIX (%)')).toHaveAccessibleDescription(FEE_TABLE_MESSAGES.rate),
  );
  expect(form.getByLabelText('Boleto (R$ por boleto pago)')).toHaveAccessibleDescription(
    FEE_TABLE_MESSAGES.boleto,
  );
  expect(sent).toEqual([]);

  await user.clear(form.getByLabelText('PIX (%)'));
  await user.type(form.getByLabelText('PIX (%)'), '0,89');
  await user.type(form.getByLabelText('Boleto (R$ por boleto pago)'), '2,00');
  for (const label of ['Cartão 1x (%)', 'Cartão 2-6x (%)', 'Cartão 7-12x (%)', 'Cartão 13-21x (%)'])
    await user.type(form.getByLabelText(label), '3,49');
  await user.type(form.getByLabelText('Antecipação (% ao mês)'), '1,5');
  // An own fee with nobody to receive it.
  await user.click(form.getByRole('button', { name: 'Salvar vigência' }));
  const recipient = form.getByLabelText('Vendedor que recebe a taxa do marketplace');
  await waitFor(() => expect(recipient).toHaveAccessibleDescription(FEE_TABLE_MESSAGES.recipient));
  expect(sent).toEqual([]);
  await waitFor(() => expect(within(recipient).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(form.getByLabelText('Vendedor que recebe a taxa do marketplace'), BRUNO);
  await user.click(form.getByRole('button', { name: 'Salvar vigência' }));
  expect(await screen.findByText('Nova vigência salva')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      valid_from: brasiliaToday(),
      pix: '0,89',
      boleto: '2,00',
      card_1x: '3,49',
      card_2_6x: '3,49',
      card_7_12x: '3,49',
      card_13_21x: '3,49',
      anticipation_month: '1,5',
      own_fee: '2',
      fee_recipient_seller_id: BRUNO,
    },
  ]);
});

test('a seller reads what it pays, without the form or the history', async () => {
  signInAs('seller');
  const api = fakeApi(
    routes({
      'GET /fee-table': () =>
        answerOf(
          c.get,
          table({
            current: {
              id: 'v1',
              validFrom: '2026-11-01',
              rates: { ...STANDARD_FEE_RATES, ownHundredths: 250 },
              feeRecipient: null,
              createdAt: null,
            },
          }),
        ),
    }),
  );
  renderTable();
  expect(await screen.findByRole('heading', { name: 'As taxas que você paga' })).toBeInTheDocument();
  expect(screen.getByText('Em vigor desde 01/11/2026')).toBeInTheDocument();
  expect(rateOf('Taxa do marketplace')).toHaveTextContent('2,5 %');
  expect(screen.queryByRole('form', { name: 'Nova vigência' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Histórico' })).not.toBeInTheDocument();
  expect(api.callsTo('GET /fee-table/history')).toHaveLength(0);
});

test('the admin picks a marketplace first; a failed read says so and retries', async () => {
  signInAs('admin');
  const user = userEvent.setup();
  // The data layer asks once more before it shows an error.
  let failures = 2;
  const api = fakeApi(
    routes({
      'GET /marketplaces': () =>
        answerOf(marketplacesContract.list, {
          dados: [
            {
              id: MARKETPLACE,
              cliente: { id: 'u1', nome: 'Mercado Central', email: 'm@x.com', status: 'ativo' },
              quantidade_vendedores: 2,
              total_faturado: 0,
              total_faturado_cents: 0,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 500,
        } as never),
      'GET /fee-table': () => {
        if (failures > 0) {
          failures -= 1;
          return errorReply(403, 'forbidden', 'Acesso negado');
        }
        return answerOf(c.get, table());
      },
    }),
  );
  renderTable();
  expect(await screen.findByText('Selecione um marketplace')).toBeInTheDocument();
  expect(api.callsTo('GET /fee-table')).toHaveLength(0);
  const picker = screen.getByLabelText('Marketplace');
  await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
  await user.selectOptions(picker, MARKETPLACE);
  expect(await screen.findByText('Acesso negado', {}, { timeout: 4_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table', { name: 'Taxas em vigor' })).toBeInTheDocument();
  expect(api.callsTo('GET /fee-table')[0]?.params).toEqual({ marketplaceId: MARKETPLACE });
});

test("a marketplace's finance member (no 'settings') reads the rates, the scheduled and the history, without the form", async () => {
  signInAsMember('marketplace', 'finance');
  fakeApi(routes());
  renderTable();
  expect(await screen.findByRole('table', { name: 'Taxas em vigor' })).toBeInTheDocument();
  expect(screen.getByText('Nenhuma vigência agendada')).toBeInTheDocument();
  expect(await screen.findByText('Nenhuma alteração ainda')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Nova vigência' })).not.toBeInTheDocument();
});

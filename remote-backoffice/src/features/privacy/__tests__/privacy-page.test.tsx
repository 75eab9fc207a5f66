import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { privacyContract as c, type PrivacyRequest, type PrivacySummary } from '@pagora/shared/contracts';
import { answerOf, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import PrivacyRoute from '../../../app/routes/privacy-page';
import { resetState, signInAs } from '../../../testing/render-page';

jest.setTimeout(20_000);

const request = (over: Partial<PrivacyRequest> = {}): PrivacyRequest => ({
  id: '00000000-0000-4000-8000-000000000001',
  tipo: 'payer_erasure',
  status: 'aberto',
  origem: 'pagador',
  documento: '86288366757',
  email: 'diego@cliente.test',
  vendedor: 'Ana Souza Artesanato',
  transacaoId: '00000000-0000-4000-8000-0000000000aa',
  solicitadoEm: '2026-03-10T15:00:00.000Z',
  prazo: '2026-03-25',
  diasRestantes: 3,
  concluidoEm: null,
  concluidoPor: null,
  ...over,
});
const summary: PrivacySummary = {
  titular: { documento: '86288366757', email: null },
  geradoEm: '2026-03-15T15:00:00.000Z',
  totais: { cadastros: 1, transacoes: 1, assinaturas: 0, cartoes: 1, emails: 2, links: 0 },
  cadastros: [],
  transacoes: [
    {
      id: 'tx-1',
      vendedor: 'Ana Souza Artesanato',
      status: 'pago',
      metodo: 'credit_card',
      valorCents: 12_345,
      estornadoCents: 0,
      nome: 'Diego Cliente',
      email: 'diego@cliente.test',
      documento: '86288366757',
      telefone: null,
      cartao: 'Visa final 4242',
      criadoEm: '2026-03-01T15:00:00.000Z',
      pagoEm: '2026-03-01T15:00:00.000Z',
    },
  ],
  assinaturas: [],
  cartoes: [],
  emails: [],
  links: [],
};
const anonymized = {
  message: 'Dados do titular anonimizados.',
  alterado: true,
  alterados: { cadastros: 1, transacoes: 1, logins: 0, cartoes: 1, emails: 2, links: 0 },
  pedidoId: '00000000-0000-4000-8000-000000000009',
};

function renderPrivacy(routes: Record<string, FakeHandler>) {
  const api = fakeApi(routes);
  render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/privacidade']}>
        <PrivacyRoute />
      </MemoryRouter>
    </StandaloneProviders>,
  );
  return api;
}

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test("lists the payers' requests with days left, the overdue ones flagged", async () => {
  renderPrivacy({
    'GET /privacidade/pedidos': () =>
      answerOf(c.requests, {
        data: [
          request(),
          request({ id: '00000000-0000-4000-8000-000000000002', diasRestantes: -2, tipo: 'payer_access' }),
          request({
            id: '00000000-0000-4000-8000-000000000003',
            status: 'atendido',
            diasRestantes: null,
            origem: 'equipe',
            tipo: 'export',
          }),
        ],
      }),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Privacidade (LGPD)' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Pedidos dos titulares' });
  const [open, overdue, done] = within(table).getAllByRole('row').slice(1);
  expect(open).toHaveTextContent('Exclusão dos dados');
  expect(open).toHaveTextContent('862.883.667-57');
  expect(open).toHaveTextContent('Vence em 3 dias');
  expect(within(overdue!).getByText('Vencido há 2 dias').className).toMatch(/danger/);
  expect(done).toHaveTextContent('Atendido');
  expect(within(done!).queryByRole('button', { name: 'Marcar como atendido' })).not.toBeInTheDocument();
});

test('shows the empty state of the requests', async () => {
  renderPrivacy({ 'GET /privacidade/pedidos': () => answerOf(c.requests, { data: [] }) });
  expect(await screen.findByText('Nenhum pedido de titular')).toBeInTheDocument();
});

test('a request list that fails says so and retries', async () => {
  renderPrivacy({
    'GET /privacidade/pedidos': () => ({
      status: 403,
      data: { message: 'Você não tem permissão.', code: 'forbidden' },
    }),
  });
  expect(await screen.findByText('Você não tem permissão.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});

test('searches a person by CPF with the mask, shows the summary and downloads the JSON', async () => {
  const user = userEvent.setup();
  let clicked = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pagora/titular'), revokeObjectURL: jest.fn() });
  const click = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => void (clicked += 1));
  const api = renderPrivacy({
    'GET /privacidade/pedidos': () => answerOf(c.requests, { data: [] }),
    'GET /privacidade/titular': () => answerOf(c.subject, summary),
    'GET /privacidade/titular/export.json': () => ({ status: 200, data: new Blob(['{}']) }),
  });
  const field = screen.getByLabelText('CPF/CNPJ ou email do titular');
  await user.type(field, '12345678900');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText('CPF ou CNPJ inválido')).toBeInTheDocument();
  await user.clear(field);
  await user.type(field, '86288366757');
  expect(field).toHaveValue('862.883.667-57');
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
  expect(await screen.findByText(/R\$\s*123,45/)).toBeInTheDocument();
  expect(screen.getByText(/Visa final 4242/)).toBeInTheDocument();
  expect(api.callsTo('GET /privacidade/titular')[0]?.params).toEqual({ documento: '86288366757' });
  await user.click(screen.getByRole('button', { name: 'Baixar JSON' }));
  await waitFor(() => expect(clicked).toBe(1));
  expect(api.callsTo('GET /privacidade/titular/export.json')[0]?.params).toEqual({
    documento: '86288366757',
  });
  click.mockRestore();
});

test('anonymizes only once ANONIMIZAR is typed, explaining what is kept', async () => {
  const user = userEvent.setup();
  const api = renderPrivacy({
    'GET /privacidade/pedidos': () => answerOf(c.requests, { data: [request()] }),
    'GET /privacidade/titular': () => answerOf(c.subject, summary),
    'POST /privacidade/anonimizar': () => answerOf(c.anonymize, anonymized),
  });
  const table = await screen.findByRole('table', { name: 'Pedidos dos titulares' });
  await user.click(within(table).getByRole('button', { name: 'Ver dados' }));
  await user.click(await screen.findByRole('button', { name: 'Anonimizar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Anonimizar titular' });
  expect(dialog).toHaveTextContent('CPF/CNPJ');
  expect(dialog).toHaveTextContent('5 anos');
  const confirm = within(dialog).getByRole('button', { name: 'Anonimizar' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Digite ANONIMIZAR para confirmar'), 'ANONIMIZAR');
  await user.click(confirm);
  expect(await screen.findByText('Dados do titular anonimizados.')).toBeInTheDocument();
  expect(api.callsTo('POST /privacidade/anonimizar')[0]?.body).toEqual({
    documento: '86288366757',
    confirmacao: 'ANONIMIZAR',
    requestId: '00000000-0000-4000-8000-000000000001',
  });
});

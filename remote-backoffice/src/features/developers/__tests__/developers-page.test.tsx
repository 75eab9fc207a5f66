import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import {
  developerKeysContract as keys,
  developerWebhooksContract as hooks,
  type ApiKeyView,
  type WebhookDelivery,
  type WebhookEndpointView,
} from '@pagora/shared/contracts';
import { answerOf, fakeApi, serverError, type FakeHandler } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import DevelopersPage from '../../../app/routes/developers-page';
import { resetState, signInAs } from '../../../testing/render-page';

const KEY_ID = '00000000-0000-4000-8000-000000000001';
const ENDPOINT_ID = '00000000-0000-4000-8000-0000000000e1';
const DELIVERY_ID = '00000000-0000-4000-8000-0000000000d1';
const SECRET = `pgr_test_AbCdEf12_${'x'.repeat(43)}`;

const apiKey = (over: Partial<ApiKeyView> = {}): ApiKeyView => ({
  id: KEY_ID,
  name: 'Loja virtual',
  prefix: 'pgr_test_AbCdEf12',
  mode: 'test',
  scopes: ['links:read', 'refunds:write'],
  createdAt: '2026-03-05T15:30:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  owner: { nome: 'Loja do Zé', cargo: 'seller' },
  ...over,
});
const endpoint: WebhookEndpointView = {
  id: ENDPOINT_ID,
  url: 'https://loja.example.com/webhooks',
  description: 'Produção',
  events: ['payment.paid'],
  createdAt: '2026-03-05T15:30:00.000Z',
  disabledAt: null,
  owner: { nome: 'Loja do Zé', cargo: 'seller' },
};
const delivery: WebhookDelivery = {
  id: DELIVERY_ID,
  eventId: 'msg_1',
  type: 'payment.paid',
  status: 'falhou',
  attempts: 2,
  lastStatusCode: 500,
  createdAt: '2026-03-05T15:31:00.000Z',
  deliveredAt: null,
  nextAttemptAt: null,
  payload: '{}',
  tries: [{ at: '2026-03-05T15:31:00.000Z', statusCode: 500, durationMs: 12, response: 'erro no receptor' }],
};

const routes = (over: Record<string, FakeHandler> = {}) => ({
  'GET /developer/keys': () => answerOf(keys.list, { dados: [apiKey()] }),
  'GET /developer/webhooks': () => answerOf(hooks.list, { dados: [] }),
  ...over,
});

function renderDevelopers() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/desenvolvedores']}>
        <DevelopersPage />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

beforeEach(() => {
  resetState();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

test('lists keys by name, prefix, scopes and last use; webhooks start empty', async () => {
  fakeApi(routes());
  renderDevelopers();
  expect(screen.getByRole('heading', { level: 1, name: 'Desenvolvedores' })).toBeInTheDocument();
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(row).toHaveTextContent('Loja virtual');
  expect(row).toHaveTextContent('pgr_test_AbCdEf12…');
  expect(row).toHaveTextContent('Ler links, Estornar');
  expect(row).toHaveTextContent('Nunca');
  expect(row).toHaveTextContent('Ativa');
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Webhooks' }));
  expect(await screen.findByText('Nenhum endpoint cadastrado')).toBeInTheDocument();
});

test('creating a key shows its secret once; without a scope nothing is sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'POST /developer/keys': ({ body }) =>
        answerOf(keys.create, {
          message: 'ok',
          id: KEY_ID,
          secret: SECRET,
          key: apiKey({ name: (body as { name: string }).name }),
        }),
    }),
  );
  renderDevelopers();
  await user.click(await screen.findByRole('button', { name: 'Criar chave' }));
  const dialog = screen.getByRole('dialog', { name: 'Criar chave de API' });
  await user.type(within(dialog).getByLabelText('Nome'), 'Servidor');
  await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
  expect(await within(dialog).findByText('Selecione pelo menos uma permissão.')).toBeInTheDocument();
  expect(api.callsTo('POST /developer/keys')).toHaveLength(0);
  await user.click(within(dialog).getByRole('checkbox', { name: /Estornar/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
  const secret = await screen.findByRole('dialog', { name: 'Sua nova chave secreta' });
  expect(within(secret).getByLabelText('Segredo')).toHaveTextContent(SECRET);
  expect(api.callsTo('POST /developer/keys')[0]?.body).toEqual({
    name: 'Servidor',
    scopes: ['refunds:write'],
    expiresAt: null,
  });
  await user.click(within(secret).getByRole('button', { name: 'Já copiei' }));
  expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
});

test("'Revogar' asks first; 'Rolar' sends the overlap and shows the new secret", async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      [`DELETE /developer/keys/${KEY_ID}`]: () => answerOf(keys.revoke, { message: 'Chave revogada.' }),
      [`POST /developer/keys/${KEY_ID}/roll`]: () =>
        answerOf(keys.roll, { message: 'ok', id: KEY_ID, secret: SECRET, key: apiKey() }),
    }),
  );
  renderDevelopers();
  const table = await screen.findByRole('table', { name: 'Chaves de API' });
  await user.click(within(table).getByRole('button', { name: 'Revogar chave Loja virtual' }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Revogar chave' })).getByRole('button', { name: 'Revogar' }),
  );
  await waitFor(() => expect(api.callsTo(`DELETE /developer/keys/${KEY_ID}`)).toHaveLength(1));
  expect(await screen.findByText('Chave revogada.')).toBeInTheDocument();

  await user.click(within(table).getByRole('button', { name: 'Rolar chave Loja virtual' }));
  const roll = screen.getByRole('dialog', { name: 'Rolar chave Loja virtual' });
  await user.selectOptions(within(roll).getByLabelText('Sobreposição'), '72');
  await user.click(within(roll).getByRole('button', { name: 'Rolar' }));
  expect(await screen.findByRole('dialog', { name: 'Sua nova chave secreta' })).toHaveTextContent(SECRET);
  expect(api.callsTo(`POST /developer/keys/${KEY_ID}/roll`)[0]?.body).toEqual({ overlapHours: 72 });
});

test('a failed load shows the error with a retry', async () => {
  let fail = true;
  fakeApi(
    routes({
      'GET /developer/keys': () =>
        fail ? serverError('Falha ao ler') : answerOf(keys.list, { dados: [apiKey()] }),
    }),
  );
  renderDevelopers();
  // One retry (the data layer's) before the error shows.
  expect(await screen.findByText('Falha ao ler', {}, { timeout: 4_000 })).toBeInTheDocument();
  fail = false;
  await userEvent.setup().click(screen.getAllByRole('button', { name: 'Tentar novamente' })[0]!);
  expect(await screen.findByRole('table', { name: 'Chaves de API' })).toHaveTextContent('Loja virtual');
});

test("the delivery log shows each attempt and 'Reenviar' queues it again (not one still in the queue)", async () => {
  const user = userEvent.setup();
  const queued: WebhookDelivery = {
    ...delivery,
    id: '7d6f3a52-0000-4000-8000-000000000002',
    type: 'payment.refunded',
    status: 'pendente',
    tries: [],
  };
  const api = fakeApi(
    routes({
      'GET /developer/webhooks': () => answerOf(hooks.list, { dados: [endpoint] }),
      [`GET /developer/webhooks/${ENDPOINT_ID}/deliveries`]: () =>
        answerOf(hooks.deliveries, { dados: [delivery, queued], total: 2, page: 1, pageSize: 50 }),
      [`POST /developer/deliveries/${DELIVERY_ID}/retry`]: () =>
        answerOf(hooks.retry, { message: 'Entrega colocada na fila de envio.', count: 1 }),
    }),
  );
  renderDevelopers();
  await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
  const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
  await user.click(within(table).getByRole('button', { name: `Ver entregas de ${endpoint.url}` }));
  const log = screen.getByRole('dialog', { name: `Entregas: ${endpoint.url}` });
  const deliveries = await within(log).findByRole('table', { name: 'Entregas do endpoint' });
  expect(within(deliveries).getByText(/500 · 12 ms · erro no receptor/)).toBeInTheDocument();
  expect(within(deliveries).getByText('Falhou')).toBeInTheDocument();
  // Still being sent: the API would refuse to send it again, so no button is offered.
  expect(within(deliveries).queryByRole('button', { name: /^Reenviar payment.refunded/ })).toBeNull();
  await user.click(within(deliveries).getByRole('button', { name: /^Reenviar payment.paid/ }));
  await waitFor(() => expect(api.callsTo(`POST /developer/deliveries/${DELIVERY_ID}/retry`)).toHaveLength(1));
  expect(await screen.findByText('Entrega colocada na fila de envio.')).toBeInTheDocument();
});

test("'Reenviar falhas desde…' sends the chosen instant and says how many went back", async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /developer/webhooks': () => answerOf(hooks.list, { dados: [endpoint] }),
      [`GET /developer/webhooks/${ENDPOINT_ID}/deliveries`]: () =>
        answerOf(hooks.deliveries, { dados: [delivery], total: 1, page: 1, pageSize: 50 }),
      [`POST /developer/webhooks/${ENDPOINT_ID}/retry-failed`]: () =>
        answerOf(hooks.retryFailed, { message: '3 entregas colocadas na fila de envio.', count: 3 }),
    }),
  );
  renderDevelopers();
  await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
  const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
  await user.click(within(table).getByRole('button', { name: `Ver entregas de ${endpoint.url}` }));
  const log = screen.getByRole('dialog', { name: `Entregas: ${endpoint.url}` });
  fireEvent.change(within(log).getByLabelText('Reenviar falhas desde'), {
    target: { value: '2026-03-05T08:30' },
  });
  await user.click(within(log).getByRole('button', { name: 'Reenviar falhas' }));
  await waitFor(() =>
    expect(api.callsTo(`POST /developer/webhooks/${ENDPOINT_ID}/retry-failed`)[0]?.body).toEqual({
      since: new Date('2026-03-05T08:30').toISOString(),
    }),
  );
  expect(await screen.findByText('3 entregas colocadas na fila de envio.')).toBeInTheDocument();
});

test("'Rolar segredo' shows the endpoint's new signing secret once", async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'GET /developer/webhooks': () => answerOf(hooks.list, { dados: [endpoint] }),
      [`POST /developer/webhooks/${ENDPOINT_ID}/roll-secret`]: () =>
        answerOf(hooks.rollSecret, { message: 'ok', secret: 'whsec_novo' }),
    }),
  );
  renderDevelopers();
  await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
  const table = await screen.findByRole('table', { name: 'Endpoints de webhook' });
  await user.click(within(table).getByRole('button', { name: `Rolar segredo de ${endpoint.url}` }));
  await user.click(
    within(screen.getByRole('dialog', { name: 'Rolar segredo' })).getByRole('button', {
      name: 'Rolar segredo',
    }),
  );
  expect(await screen.findByRole('dialog', { name: 'Segredo de assinatura' })).toHaveTextContent(
    'whsec_novo',
  );
  expect(api.callsTo(`POST /developer/webhooks/${ENDPOINT_ID}/roll-secret`)[0]?.body).toEqual({
    overlapHours: 24,
  });
});

test('adding an endpoint shows its signing secret once; without an event nothing is sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      'POST /developer/webhooks': () =>
        answerOf(hooks.create, { message: 'ok', id: ENDPOINT_ID, secret: 'whsec_novo', endpoint }),
    }),
  );
  renderDevelopers();
  await user.click(screen.getByRole('tab', { name: 'Webhooks' }));
  await user.click(await screen.findByRole('button', { name: 'Adicionar endpoint' }));
  const dialog = screen.getByRole('dialog', { name: 'Adicionar endpoint' });
  await user.type(within(dialog).getByLabelText('URL'), endpoint.url);
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  expect(await within(dialog).findByText('Selecione pelo menos um evento.')).toBeInTheDocument();
  expect(api.callsTo('POST /developer/webhooks')).toHaveLength(0);
  await user.click(within(dialog).getByRole('checkbox', { name: /payment\.paid/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByRole('dialog', { name: 'Segredo de assinatura' })).toHaveTextContent(
    'whsec_novo',
  );
  expect(api.callsTo('POST /developer/webhooks')[0]?.body).toEqual({
    url: endpoint.url,
    events: ['payment.paid'],
    description: '',
  });
  expect(screen.queryByRole('dialog', { name: 'Adicionar endpoint' })).not.toBeInTheDocument();
});

test('an admin reads every tenant’s keys and changes none', async () => {
  resetState();
  signInAs('admin');
  fakeApi(routes());
  renderDevelopers();
  expect(await screen.findByText('Loja do Zé')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Criar chave' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Revogar/ })).not.toBeInTheDocument();
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { activityContract as c, type ActivityEntry, type ActivityPage } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import { TestDataProvider } from '@pagora/shared/data/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import ActivityRoute from '../../../app/routes/activity-page';
import { resetState, signInAs } from '../../../testing/render-page';

jest.setTimeout(20_000);

const MARIA = { id: '00000000-0000-4000-8000-00000000a001', nome: 'Maria Lima', email: 'maria@loja.test' };
const JOAO = { id: '00000000-0000-4000-8000-00000000a002', nome: 'João Reis', email: 'joao@loja.test' };

const entry = (over: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: '2',
  at: '2026-03-14T13:05:00.000Z',
  actor: MARIA,
  teamRole: 'finance',
  kind: 'refund',
  action: 'Estornou a transação 3f2a1b0c…',
  method: 'POST',
  route: 'POST /api/transactions/:id/refund',
  objectId: '3f2a1b0c-0000-4000-8000-000000000001',
  ip: '200.147.3.1',
  userAgent: 'Mozilla/5.0',
  ...over,
});

const answer = (data: ActivityEntry[], over: Partial<ActivityPage> = {}): ActivityPage => ({
  data,
  total: data.length,
  page: 1,
  pageSize: 50,
  actors: [JOAO, MARIA],
  ...over,
});

const routes = (over: Record<string, FakeHandler> = {}): Record<string, FakeHandler> => ({
  'GET /atividade': () =>
    answerOf(
      c.list,
      answer([
        entry(),
        entry({
          id: '1',
          at: '2026-03-14T12:00:00.000Z',
          actor: JOAO,
          teamRole: 'owner',
          kind: 'login',
          action: 'Entrou (Chrome 131 em Windows)',
          ip: '10.0.0.5',
        }),
      ]),
    ),
  ...over,
});

function renderActivity() {
  return render(
    <StandaloneProviders>
      <TestDataProvider>
        <MemoryRouter initialEntries={['/atividade']}>
          <ActivityRoute />
        </MemoryRouter>
      </TestDataProvider>
    </StandaloneProviders>,
  );
}

/** Only the Date is fixed (15/03/2026, noon in Brasília): timers stay real for the data layer. */
beforeEach(() => {
  resetState();
  jest.useFakeTimers({
    now: new Date('2026-03-15T15:00:00.000Z'),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'queueMicrotask',
    ],
  });
  signInAs('seller');
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  act(() => toast.remove());
});

const table = () => screen.findByRole('table', { name: 'Atividade' });

test('the last 30 days by default: when, who, role, what and from where, read-only', async () => {
  const api = fakeApi(routes());
  renderActivity();
  expect(screen.getByRole('heading', { name: 'Atividade' })).toBeInTheDocument();
  const rows = within(await table()).getAllByRole('row');
  expect(rows[0]).toHaveTextContent(/Quando.*Quem.*Papel.*O que.*Endereço/);
  expect(rows[1]).toHaveTextContent(
    /14\/03\/2026 10:05.*Maria Lima.*maria@loja\.test.*Financeiro.*Estornou a transação 3f2a1b0c….*200\.147\.3\.1/,
  );
  expect(rows[2]).toHaveTextContent(/João Reis.*Proprietário.*Entrou \(Chrome 131 em Windows\).*10\.0\.0\.5/);
  expect(api.callsTo('GET /atividade')[0]?.params).toEqual({ from: '2026-02-14', to: '2026-03-15', page: 1 });
  expect(api.callsTo('GET /atividade')[0]?.auth).toBe('Bearer token-seller');
  expect(within(await table()).queryByRole('button')).not.toBeInTheDocument();
});

test('Membro lists who acted; Membro, Tipo and Período are sent to the API', async () => {
  const user = userEvent.setup({ advanceTimers: () => undefined });
  const api = fakeApi(routes());
  renderActivity();
  await table();
  const member = screen.getByLabelText('Membro');
  expect(
    within(member)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Todos os membros', 'João Reis (joao@loja.test)', 'Maria Lima (maria@loja.test)']);
  await user.selectOptions(member, 'Maria Lima (maria@loja.test)');
  await user.selectOptions(screen.getByLabelText('Tipo'), 'Estorno');
  await user.clear(screen.getByLabelText('De'));
  await user.type(screen.getByLabelText('De'), '2026-03-01');
  await waitFor(() =>
    expect(api.callsTo('GET /atividade').at(-1)?.params).toEqual({
      from: '2026-03-01',
      to: '2026-03-15',
      actorId: MARIA.id,
      kind: 'refund',
      page: 1,
    }),
  );
});

test('an empty period says so', async () => {
  fakeApi(routes({ 'GET /atividade': () => answerOf(c.list, answer([], { actors: [] })) }));
  renderActivity();
  expect(await screen.findByText('Nenhuma atividade no período')).toBeInTheDocument();
});

test('a failed load shows the error and a retry', async () => {
  const user = userEvent.setup({ advanceTimers: () => undefined });
  let fail = true;
  fakeApi(
    routes({
      'GET /atividade': () =>
        fail
          ? errorReply(403, 'forbidden', 'Seu papel na equipe não permite esta ação.')
          : answerOf(c.list, answer([entry()])),
    }),
  );
  renderActivity();
  expect(await screen.findByRole('alert')).toHaveTextContent('Seu papel na equipe não permite esta ação.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  await table();
});

test("'Exportar CSV' downloads the file for the filters shown", async () => {
  const user = userEvent.setup({ advanceTimers: () => undefined });
  const clicked: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pagora/atividade'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
  const api = fakeApi(
    routes({
      'GET /atividade/export.csv': () => ({
        status: 200,
        data: new Blob(['Quando;Quem\r\n']),
      }),
    }),
  );
  renderActivity();
  await table();
  await user.selectOptions(screen.getByLabelText('Tipo'), 'Acesso');
  await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(api.callsTo('GET /atividade/export.csv')[0]?.params).toEqual({
    from: '2026-02-14',
    to: '2026-03-15',
    kind: 'login',
  });
  expect(clicked).toEqual(['atividade-2026-02-14-a-2026-03-15.csv']);
});

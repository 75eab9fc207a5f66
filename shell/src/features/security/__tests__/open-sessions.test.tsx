import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { SECURITY_MESSAGES, securityContract as c, type OpenSession } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, type FakeHandler } from '@pagora/shared/client/testing';
import { signInAs, signOut } from '../../../testing/render-app';
import { OpenSessionsCard } from '../components/open-sessions-card';

const HERE = '00000000-0000-4000-8000-0000000000a1';
const PHONE = '00000000-0000-4000-8000-0000000000a2';
const LAPTOP = '00000000-0000-4000-8000-0000000000a3';

const session = (over: Partial<OpenSession>): OpenSession => ({
  id: HERE,
  device: 'Chrome 131 em Windows',
  ip: '127.0.0.1',
  place: 'Rede local',
  business: 'Ana Souza Artesanato',
  createdAt: '2026-03-14T12:00:00.000Z',
  lastSeenAt: '2026-03-15T14:30:00.000Z',
  current: true,
  ...over,
});

const THREE = [
  session({}),
  session({
    id: PHONE,
    device: 'Safari 17 em iOS',
    ip: '200.147.3.1',
    place: 'Localização desconhecida',
    current: false,
  }),
  session({ id: LAPTOP, device: 'Firefox 133 em Linux', lastSeenAt: null, current: false }),
];

function renderPage() {
  return render(
    <MemoryRouter>
      <OpenSessionsCard />
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  signOut();
  signInAs('seller');
});
afterEach(() => act(() => toast.remove()));

const table = () => screen.findByRole('table', { name: 'Sessões abertas' });

test("lists the open sessions with 'Esta sessão' on the caller's, and no 'Encerrar' on it", async () => {
  fakeApi({ 'GET /seguranca/sessoes': () => answerOf(c.sessions, { data: THREE }) });
  renderPage();
  expect(screen.getByRole('heading', { name: 'Sessões abertas' })).toBeInTheDocument();
  const rows = within(await table()).getAllByRole('row');
  expect(rows[0]).toHaveTextContent(/Dispositivo.*Local.*Endereço.*Negócio.*Último acesso/);
  expect(rows[1]).toHaveTextContent(
    /Chrome 131 em Windows.*Esta sessão.*Rede local.*127\.0\.0\.1.*Ana Souza Artesanato.*15\/03\/2026 11:30/,
  );
  expect(within(rows[1]!).queryByRole('button')).not.toBeInTheDocument();
  expect(rows[2]).toHaveTextContent(/Safari 17 em iOS.*Localização desconhecida.*200\.147\.3\.1/);
  expect(rows[3]).toHaveTextContent(/Firefox 133 em Linux.*14\/03\/2026 09:00/);
  expect(within(rows[2]!).queryByText('Esta sessão')).not.toBeInTheDocument();
});

test("'Encerrar' asks first, then ends that session and shows the list again", async () => {
  const user = userEvent.setup();
  let open = THREE;
  const api = fakeApi({
    'GET /seguranca/sessoes': () => answerOf(c.sessions, { data: open }),
    [`DELETE /seguranca/sessoes/${PHONE}`]: () => {
      open = open.filter((s) => s.id !== PHONE);
      return answerOf(c.endSession, { message: SECURITY_MESSAGES.ended, encerradas: 1 });
    },
  });
  renderPage();
  await table();
  await user.click(screen.getByRole('button', { name: 'Encerrar a sessão Safari 17 em iOS' }));
  const ask = screen.getByRole('group', { name: 'Encerrar esta sessão?' });
  await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
  expect(api.callsTo(`DELETE /seguranca/sessoes/${PHONE}`)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Encerrar a sessão Safari 17 em iOS' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Safari 17 em iOS')).not.toBeInTheDocument());
  expect(api.callsTo(`DELETE /seguranca/sessoes/${PHONE}`)[0]?.auth).toBe('Bearer token-seller');
});

test("'Encerrar todas as outras sessões' keeps this one", async () => {
  const user = userEvent.setup();
  let open = THREE;
  const api = fakeApi({
    'GET /seguranca/sessoes': () => answerOf(c.sessions, { data: open }),
    'POST /seguranca/sessoes/encerrar': () => {
      open = open.filter((s) => s.current);
      return answerOf(c.endSessions, { message: SECURITY_MESSAGES.endedMany(2), encerradas: 2 });
    },
  });
  renderPage();
  await table();
  await user.click(screen.getByRole('button', { name: 'Encerrar todas as outras sessões' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('2 sessões encerradas.')).toBeInTheDocument();
  expect(api.callsTo('POST /seguranca/sessoes/encerrar')[0]?.body).toEqual({ todas: false });
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
  expect(screen.queryByRole('button', { name: 'Encerrar todas as outras sessões' })).not.toBeInTheDocument();
});

test('a refused end says why and keeps the list', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /seguranca/sessoes': () => answerOf(c.sessions, { data: THREE }),
    [`DELETE /seguranca/sessoes/${LAPTOP}`]: () =>
      errorReply(404, 'not_found', SECURITY_MESSAGES.sessionNotFound),
  });
  renderPage();
  await table();
  await user.click(screen.getByRole('button', { name: 'Encerrar a sessão Firefox 133 em Linux' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  expect(await screen.findByText('Sessão não encontrada.')).toBeInTheDocument();
  expect(screen.getByText('Firefox 133 em Linux')).toBeInTheDocument();
});

test('loading, then an error with a retry that loads the list', async () => {
  const user = userEvent.setup();
  let fail = true;
  const handler: FakeHandler = () =>
    fail ? errorReply(503, 'unavailable', 'Serviço indisponível.') : answerOf(c.sessions, { data: THREE });
  fakeApi({ 'GET /seguranca/sessoes': handler });
  renderPage();
  expect(screen.getByText('Carregando sessões...')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Serviço indisponível.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  await table();
});

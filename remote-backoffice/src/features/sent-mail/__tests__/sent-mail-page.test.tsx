import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { mailContract, type SentMail } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import SentMailPage from '../../../app/routes/sent-mail-page';
import { resetState, signInAs, signInAsMember } from '../../../testing/render-page';

const mail = (n: number, over: Partial<SentMail> = {}): SentMail => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  para: `cliente${n}@exemplo.com`,
  assunto: 'Redefinição de senha',
  tipo: 'password_reset',
  status: 'enviado',
  tentativas: 1,
  ultimoErro: null,
  criadoEm: '2026-03-05T15:30:00.000Z',
  enviadoEm: '2026-03-05T15:30:02.000Z',
  ...over,
});
const page = (dados: SentMail[], params: Record<string, string>) =>
  answerOf(mailContract.list, { dados, total: dados.length, page: Number(params.page ?? 1), pageSize: 10 });
const failed = mail(2, {
  status: 'falhou',
  tentativas: 6,
  ultimoErro: '451 Servidor ocupado',
  para: 'falhou@exemplo.com',
});

function renderSentMail() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/emails-enviados']}>
        <SentMailPage />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

beforeEach(() => {
  resetState();
  signInAs('marketplace');
});
afterEach(() => act(() => toast.remove()));

test('lists the messages with recipient, subject, São Paulo date and status', async () => {
  fakeApi({ 'GET /emails': ({ params }) => page([mail(1), failed], params) });
  renderSentMail();
  expect(screen.getByRole('heading', { level: 1, name: 'Emails enviados' })).toBeInTheDocument();
  const table = await screen.findByRole('table');
  const [first, second] = within(table).getAllByRole('row').slice(1);
  expect(first).toHaveTextContent('cliente1@exemplo.com');
  expect(first).toHaveTextContent('05/03/2026 12:30');
  expect(first).toHaveTextContent('Enviado');
  expect(within(first!).queryByRole('button', { name: /Reenviar/ })).not.toBeInTheDocument();
  expect(second).toHaveTextContent('Falhou');
  expect(second).toHaveTextContent('451 Servidor ocupado');
});

test('searches by recipient and filters by status on the server', async () => {
  const user = userEvent.setup();
  const api = fakeApi({ 'GET /emails': ({ params }) => page([], params) });
  renderSentMail();
  await screen.findByText('Nenhum email enviado');
  await user.selectOptions(screen.getByLabelText('Status'), 'falhou');
  await user.type(screen.getByLabelText('Buscar emails'), 'ana@');
  await waitFor(() =>
    expect(api.callsTo('GET /emails').at(-1)?.params).toMatchObject({ q: 'ana@', status: 'falhou', page: 1 }),
  );
  expect(await screen.findByText('Nenhum email encontrado')).toBeInTheDocument();
});

test("'Reenviar' queues a failed message again", async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /emails': ({ params }) => page([failed], params),
    [`POST /emails/${failed.id}/reenviar`]: () =>
      answerOf(mailContract.resend, {
        message: 'Email colocado na fila de envio.',
        dados: { ...failed, status: 'pendente' },
      }),
  });
  renderSentMail();
  // The table and the cards (for narrow screens) both carry the actions.
  await user.click(
    (await screen.findAllByRole('button', { name: 'Reenviar email para falhou@exemplo.com' }))[0]!,
  );
  expect(await screen.findByText('Email colocado na fila de envio.')).toBeInTheDocument();
  expect(api.callsTo(`POST /emails/${failed.id}/reenviar`)).toHaveLength(1);
});

test("'Ver' shows the rendered message in a sandboxed frame", async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /emails': ({ params }) => page([mail(1)], params),
    [`GET /emails/${mail(1).id}`]: () =>
      answerOf(mailContract.detail, { dados: { ...mail(1), html: '<p>Olá, Ana.</p>', texto: 'Olá, Ana.' } }),
  });
  renderSentMail();
  await user.click(
    (await screen.findAllByRole('button', { name: 'Ver email para cliente1@exemplo.com' }))[0]!,
  );
  const frame = await screen.findByTitle('Mensagem');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', '<p>Olá, Ana.</p>');
  expect(screen.getByRole('dialog')).toHaveTextContent('Para: cliente1@exemplo.com');
});

test('a seller is pointed to its e-mail preferences in Configurações; a marketplace is not', async () => {
  const api = fakeApi({ 'GET /emails': ({ params }) => page([], params) });
  signInAs('seller');
  const { unmount } = renderSentMail();
  const link = await screen.findByRole('link', { name: 'Preferências de email em Configurações' });
  expect(link).toHaveAttribute('href', '/settings');
  expect(api.calls.some((c) => c.url === '/email-preferences')).toBe(false);
  unmount();
  signInAs('marketplace');
  renderSentMail();
  await screen.findByText('Nenhum email enviado');
  expect(screen.queryByRole('link', { name: /Preferências de email/ })).not.toBeInTheDocument();
});

test("a developer member (no 'resend') reads the failed message but is not offered 'Reenviar'", async () => {
  signInAsMember('marketplace', 'developer');
  fakeApi({ 'GET /emails': ({ params }) => page([failed], params) });
  renderSentMail();
  const table = await screen.findByRole('table');
  const [row] = within(table).getAllByRole('row').slice(1);
  expect(row).toHaveTextContent('Falhou');
  expect(within(row!).getByRole('button', { name: /Ver email/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Reenviar/ })).not.toBeInTheDocument();
});

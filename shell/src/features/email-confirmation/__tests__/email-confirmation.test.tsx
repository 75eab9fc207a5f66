import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@pagora/shared/client';
import { accountsContract, EMAIL_VERIFICATION_MESSAGES as M } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { DEMO_SETTINGS, demoUser, renderApp, signOut } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const TOKEN = 'B'.repeat(43);
const unconfirmed = { ...demoUser('customer'), emailVerified: false };
/** The layout and the pages load lazily, as in the browser: the first render may take a while. */
const LOADED = { timeout: 10_000 };

beforeEach(signOut);

test('an unconfirmed customer is told to confirm its e-mail on every page and can ask for a new link', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'GET /me': () => answerOf(accountsContract.me, { user: unconfirmed, settings: DEMO_SETTINGS }),
    'POST /email/resend-verification': () =>
      answerOf(accountsContract.resendVerification, { message: M.resent }),
  });
  useSession.getState().signIn({ user: unconfirmed, token: 'token-customer', settings: DEMO_SETTINGS });
  renderApp('/minhas-assinaturas');
  expect(await screen.findByText('Confirme seu email', {}, LOADED)).toBeInTheDocument();
  expect(screen.getByText(/Enviamos um link de confirmação para customer@pagora\.demo/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Reenviar email' }));
  expect(await screen.findByText(M.resent)).toBeInTheDocument();
  expect(api.callsTo('POST /email/resend-verification')).toHaveLength(1);
});

test('a confirmed customer sees no such notice', async () => {
  const confirmed = { ...demoUser('customer'), emailVerified: true };
  fakeApi({ 'GET /me': () => answerOf(accountsContract.me, { user: confirmed, settings: DEMO_SETTINGS }) });
  useSession.getState().signIn({ user: confirmed, token: 'token-customer', settings: DEMO_SETTINGS });
  renderApp('/settings');
  expect(await screen.findByLabelText('Nome', {}, LOADED)).toBeInTheDocument();
  expect(screen.queryByText('Confirme seu email')).not.toBeInTheDocument();
});

test('the link from the e-mail confirms the address with a click', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /email/verify': () => answerOf(accountsContract.verifyEmail, { message: M.confirmed }),
  });
  renderApp(`/confirmar-email?token=${TOKEN}`);
  await user.click(await screen.findByRole('button', { name: 'Confirmar meu email' }, LOADED));
  expect(await screen.findByText(M.confirmed)).toBeInTheDocument();
  expect(api.calls[0]).toMatchObject({ method: 'POST', url: '/email/verify', body: { token: TOKEN } });
  expect(screen.getAllByRole('link', { name: 'Entrar' }).length).toBeGreaterThan(0);
});

test('a used or expired link says so', async () => {
  const user = userEvent.setup();
  fakeApi({
    'POST /email/verify': () => ({
      status: 400,
      data: { message: M.invalidToken, code: 'invalid_verification_token', field: 'token' },
    }),
  });
  renderApp(`/confirmar-email?token=${TOKEN}`);
  await user.click(await screen.findByRole('button', { name: 'Confirmar meu email' }, LOADED));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(M.invalidToken));
});

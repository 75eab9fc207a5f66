import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsContract, TWO_FACTOR_MESSAGES, twoFactorContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { demoUser, DEMO_SETTINGS, renderApp, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const session = answerOf(twoFactorContract.loginSecondStep, {
  message: 'Login realizado com sucesso!',
  token: 'tok-2fa',
  expiresAt: '2026-03-06T15:00:00.000Z',
  user: demoUser('seller'),
  painel: null,
  settings: DEMO_SETTINGS,
});

/** A seller with an authenticator app: the password answers a challenge, the code a session. */
function secondStepAnswers(methods: ('totp' | 'recovery' | 'passkey')[] = ['totp', 'recovery']) {
  return fakeApi({
    'POST /login': () =>
      answerOf(accountsContract.login, {
        message: TWO_FACTOR_MESSAGES.loginChallenge,
        twoFactorRequired: true,
        challenge: 'desafio-1',
        methods,
      }),
    'POST /login/duas-etapas': ({ body }) => {
      const { code, recoveryCode } = body as { code?: string; recoveryCode?: string };
      if (code === '123456' || recoveryCode === 'abcde23456') return session;
      if (code === '999999')
        return errorReply(400, 'challenge_expired', TWO_FACTOR_MESSAGES.challengeExpired);
      return code
        ? errorReply(400, 'invalid_code', TWO_FACTOR_MESSAGES.wrongCode)
        : errorReply(400, 'invalid_recovery_code', TWO_FACTOR_MESSAGES.wrongRecoveryCode);
    },
    'GET /me': () => answerOf(accountsContract.me, { user: demoUser('seller'), settings: DEMO_SETTINGS }),
  });
}

async function passPassword(user: ReturnType<typeof userEvent.setup>) {
  renderApp('/login');
  await user.type(screen.getByLabelText('Email'), 'seller@pagora.demo');
  await user.type(screen.getByLabelText('Senha'), 'pagora123');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
  await screen.findByRole('heading', { name: 'Verificação em duas etapas' });
}

beforeEach(() => {
  signOut();
  remotesWork();
});

test('after the password, the code of the app signs the seller in', async () => {
  const user = userEvent.setup();
  const api = secondStepAnswers();
  await passPassword(user);
  expect(localStorage.getItem('token')).toBeNull();
  const code = screen.getByLabelText('Código do aplicativo');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  await user.type(code, '111111');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  expect(localStorage.getItem('token')).toBe('tok-2fa');
  expect(api.callsTo('POST /login/duas-etapas').at(-1)?.body).toEqual({
    challenge: 'desafio-1',
    code: '123456',
  });
});

test('"Usar um código de recuperação" switches the field and signs in with it', async () => {
  const user = userEvent.setup();
  secondStepAnswers();
  await passPassword(user);
  await user.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
  await user.type(screen.getByLabelText('Código de recuperação'), 'abcde23456');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
});

test('a short code is caught before the server; an expired challenge goes back to the password', async () => {
  const user = userEvent.setup();
  const api = secondStepAnswers();
  await passPassword(user);
  await user.type(screen.getByLabelText('Código do aplicativo'), '12');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(await screen.findByText('Informe o código de 6 dígitos.')).toBeInTheDocument();
  expect(api.callsTo('POST /login/duas-etapas')).toHaveLength(0);

  await user.clear(screen.getByLabelText('Código do aplicativo'));
  await user.type(screen.getByLabelText('Código do aplicativo'), '999999');
  await user.click(screen.getByRole('button', { name: 'Verificar' }));
  expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeExpired)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
});

test('the passkey button shows only when offered and the browser has WebAuthn', async () => {
  const user = userEvent.setup();
  secondStepAnswers(['recovery', 'passkey']);
  await passPassword(user);
  expect(screen.getByLabelText('Código de recuperação')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Usar chave de acesso (passkey)' })).not.toBeInTheDocument();
});

test('with WebAuthn in the browser the passkey is offered', async () => {
  const user = userEvent.setup();
  Object.defineProperty(window, 'PublicKeyCredential', {
    value: function PublicKeyCredential() {},
    configurable: true,
  });
  try {
    secondStepAnswers(['totp', 'passkey']);
    await passPassword(user);
    expect(screen.getByRole('button', { name: 'Usar chave de acesso (passkey)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usar um código de recuperação' })).not.toBeInTheDocument();
  } finally {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  }
});

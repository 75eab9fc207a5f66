import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { demoUser, DEMO_SETTINGS, renderApp, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Senha');
const submit = () => screen.getByRole('button', { name: 'Entrar' });

function loginAnswers(cargo: 'seller' | 'customer') {
  return fakeApi({
    'POST /login': ({ body }) => {
      const { password: pw } = body as { password: string };
      return pw === 'pagora123'
        ? answerOf(accountsContract.login, {
            message: 'Login realizado com sucesso',
            token: 'tok-1',
            expiresAt: '2026-03-06T15:00:00.000Z',
            user: demoUser(cargo),
            painel: null,
            settings: DEMO_SETTINGS,
          })
        : errorReply(401, 'invalid_credentials', 'Credenciais inválidas');
    },
    'GET /me': () => answerOf(accountsContract.me, { user: demoUser(cargo), settings: DEMO_SETTINGS }),
  });
}

beforeEach(() => {
  signOut();
  remotesWork();
});

test('shows the spec messages as the user types and disables submit while invalid', async () => {
  const user = userEvent.setup();
  renderApp('/login');
  const note = screen.getByText('Seus dados estão protegidos com criptografia SSL');
  // An icon, not an emoji (a box on systems without an emoji font).
  expect(note.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  expect(note.querySelector('svg[data-icon="lock"]')).not.toBeNull();

  await user.type(email(), 'nao-e-email');
  expect(screen.getByText('Digite um email válido')).toBeInTheDocument();
  expect(submit()).toBeDisabled();

  await user.clear(email());
  expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();

  await user.type(email(), 'seller@pagora.demo');
  await user.type(password(), 'ab');
  expect(screen.getByText('A senha deve ter pelo menos 3 caracteres')).toBeInTheDocument();
  await user.clear(password());
  expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();

  await user.type(password(), 'abc');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(submit()).toBeEnabled();
});

test('an untouched form submitted shows every error and the correction toast', async () => {
  const user = userEvent.setup();
  renderApp('/login');
  await user.click(submit());
  expect(await screen.findByText('Por favor, corrija os erros no formulário')).toBeInTheDocument();
  expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
  expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
});

test('the password toggle shows and hides the password', async () => {
  const user = userEvent.setup();
  renderApp('/login');
  expect(password()).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
  expect(password()).toHaveAttribute('type', 'text');
  await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
  expect(password()).toHaveAttribute('type', 'password');
});

test('wrong credentials read "Email ou senha incorretos"', async () => {
  const user = userEvent.setup();
  loginAnswers('seller');
  renderApp('/login');
  await user.type(email(), 'seller@pagora.demo');
  await user.type(password(), 'errada');
  await user.click(submit());
  expect(await screen.findByText('Email ou senha incorretos')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
});

test('a seller signs in: toast, stored session, lands on /dashboard', async () => {
  const user = userEvent.setup();
  const api = loginAnswers('seller');
  renderApp('/login');
  await user.type(email(), 'Seller@Pagora.demo');
  await user.type(password(), 'pagora123');
  await user.click(submit());
  expect(await screen.findByText('Login realizado com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  expect(api.calls[0]).toMatchObject({
    method: 'POST',
    url: '/login',
    body: { email: 'seller@pagora.demo', password: 'pagora123' },
  });
  expect(localStorage.getItem('token')).toBe('tok-1');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(demoUser('seller'));
});

test('a customer lands on /minhas-assinaturas', async () => {
  const user = userEvent.setup();
  loginAnswers('customer');
  renderApp('/login');
  await user.type(email(), 'customer@pagora.demo');
  await user.type(password(), 'pagora123');
  await user.click(submit());
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/minhas-assinaturas'));
  expect(
    await screen.findByRole('heading', { name: 'remote billing/MySubscriptionsPage' }),
  ).toBeInTheDocument();
});

test("signed out, the login wears the app's teal, not another brand", async () => {
  renderApp('/login');
  await screen.findByRole('button', { name: 'Entrar' });
  expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#0f766e');
});

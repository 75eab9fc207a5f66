import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi, serverError } from '@pagora/shared/client/testing';
import { renderApp, signOut } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Criar conta' });

beforeEach(signOut);

test('validates each field in pt-BR', async () => {
  const user = userEvent.setup();
  renderApp('/signup');
  await screen.findByLabelText('Nome completo');
  await user.type(field('Nome completo'), 'A');
  await user.clear(field('Nome completo'));
  expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
  await user.type(field('Email'), 'x');
  expect(screen.getByText('Digite um email válido')).toBeInTheDocument();
  await user.clear(field('Email'));
  expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
  await user.type(field('Senha'), '12345');
  expect(screen.getByText('A senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
  await user.clear(field('Senha'));
  expect(screen.getByText('Senha é obrigatória')).toBeInTheDocument();
  await user.type(field('Senha'), '123456');
  await user.type(field('Confirmar senha'), '654321');
  expect(screen.getByText('As senhas não coincidem')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
});

test('creates the account, says so and goes back to /login', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /signup': () =>
      answerOf(accountsContract.signup, {
        message: 'Se este email puder ser usado, a conta foi criada. Entre com sua senha.',
      }),
  });
  renderApp('/signup');
  await user.type(field('Nome completo'), 'Maria Silva');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Senha'), 'segredo1');
  await user.type(field('Confirmar senha'), 'segredo1');
  await user.click(submit());
  expect(await screen.findByText('Conta criada com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(api.calls[0]).toMatchObject({
    method: 'POST',
    url: '/signup',
    body: {
      name: 'Maria Silva',
      email: 'maria@example.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
    },
  });
});

test('a refused sign-up reads "Não foi possível criar a conta"', async () => {
  const user = userEvent.setup();
  fakeApi({ 'POST /signup': () => serverError('Erro') });
  renderApp('/signup');
  await user.type(field('Nome completo'), 'Maria Silva');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Senha'), 'segredo1');
  await user.type(field('Confirmar senha'), 'segredo1');
  await user.click(submit());
  expect(await screen.findAllByText('Não foi possível criar a conta')).not.toHaveLength(0);
  expect(screen.getByTestId('location')).toHaveTextContent('/signup');
});

test('links back to /login', () => {
  renderApp('/signup');
  expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
});

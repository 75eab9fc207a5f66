import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountsContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderApp, signOut } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const field = (label: string) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Create Account' });

beforeEach(signOut);

test('validates each field with the spec messages', async () => {
  const user = userEvent.setup();
  renderApp('/signup');
  await screen.findByLabelText('Full Name');
  await user.type(field('Full Name'), 'A');
  await user.clear(field('Full Name'));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  await user.type(field('Email'), 'x');
  expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  await user.clear(field('Email'));
  expect(screen.getByText('Email is required')).toBeInTheDocument();
  await user.type(field('Password'), '12345');
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  await user.clear(field('Password'));
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  await user.type(field('Password'), '123456');
  await user.type(field('Confirm Password'), '654321');
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(submit()).toBeDisabled();
});

test('creates the account, says so and goes back to /login', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /signup': () =>
      answerOf(accountsContract.signup, {
        message: 'Se este e-mail puder ser usado, a conta foi criada. Entre com sua senha.',
      }),
  });
  renderApp('/signup');
  await user.type(field('Full Name'), 'Maria Silva');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Password'), 'segredo1');
  await user.type(field('Confirm Password'), 'segredo1');
  await user.click(submit());
  expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
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

test('a refused sign-up reads "Failed to create account"', async () => {
  const user = userEvent.setup();
  fakeApi({ 'POST /signup': () => ({ status: 500, data: { message: 'Erro', code: 'INTERNAL' } }) });
  renderApp('/signup');
  await user.type(field('Full Name'), 'Maria Silva');
  await user.type(field('Email'), 'maria@example.com');
  await user.type(field('Password'), 'segredo1');
  await user.type(field('Confirm Password'), 'segredo1');
  await user.click(submit());
  expect(await screen.findAllByText('Failed to create account')).not.toHaveLength(0);
  expect(screen.getByTestId('location')).toHaveTextContent('/signup');
});

test('links back to /login', () => {
  renderApp('/signup');
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

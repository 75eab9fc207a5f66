import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_RESET_MESSAGES, passwordContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderApp, signOut } from '../../../testing/render-app';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const TOKEN = 'A'.repeat(43);

beforeEach(signOut);

test("'Esqueci minha senha' on the login page opens the request screen", async () => {
  const user = userEvent.setup();
  renderApp('/login');
  await user.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/esqueci-senha'));
  expect(await screen.findByRole('heading', { name: 'Esqueci minha senha' })).toBeInTheDocument();
});

test('asks for a link and shows the one answer, whatever the e-mail', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /password/forgot': () =>
      answerOf(passwordContract.forgot, { message: PASSWORD_RESET_MESSAGES.requested }),
  });
  renderApp('/esqueci-senha');
  await user.type(await screen.findByLabelText('Email'), 'x');
  expect(screen.getByText('Digite um email válido')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'Maria@Example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar link' }));
  expect(await screen.findByText(PASSWORD_RESET_MESSAGES.requested)).toBeInTheDocument();
  expect(api.calls[0]).toMatchObject({
    method: 'POST',
    url: '/password/forgot',
    body: { email: 'maria@example.com' },
  });
});

test('a limited request shows the server message', async () => {
  const user = userEvent.setup();
  fakeApi({
    'POST /password/forgot': () => ({
      status: 429,
      data: { message: PASSWORD_RESET_MESSAGES.tooMany, code: 'too_many_requests' },
    }),
  });
  renderApp('/esqueci-senha');
  await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tooMany);
});

test('the link sets a new password, then goes to /login', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /password/reset': () => answerOf(passwordContract.reset, { message: PASSWORD_RESET_MESSAGES.done }),
  });
  renderApp(`/redefinir-senha?token=${TOKEN}`);
  await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'outra');
  expect(screen.getByText('As senhas não coincidem')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('Confirmar nova senha'));
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
  await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
  expect(await screen.findByText(PASSWORD_RESET_MESSAGES.done)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  expect(api.calls[0]).toMatchObject({
    body: { token: TOKEN, password: 'nova-senha-1', confirmPassword: 'nova-senha-1' },
  });
});

test('a used or expired link says so and offers a new one', async () => {
  const user = userEvent.setup();
  fakeApi({
    'POST /password/reset': () => ({
      status: 400,
      data: { message: PASSWORD_RESET_MESSAGES.invalidToken, code: 'invalid_reset_token', field: 'token' },
    }),
  });
  renderApp(`/redefinir-senha?token=${TOKEN}`);
  await user.type(await screen.findByLabelText('Nova senha'), 'nova-senha-1');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'nova-senha-1');
  await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.invalidToken);
  expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/esqueci-senha');
});

test('without a token the screen asks for a new link', async () => {
  renderApp('/redefinir-senha');
  expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_MESSAGES.tokenRequired);
  expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
});

test('while the request is on its way the button says so and cannot be pressed again', async () => {
  const user = userEvent.setup();
  let answer: (value: ReturnType<typeof answerOf>) => void = () => {};
  fakeApi({ 'POST /password/forgot': () => new Promise((resolve) => (answer = resolve)) });
  renderApp('/esqueci-senha');
  await user.type(await screen.findByLabelText('Email'), 'maria@example.com');
  await user.click(screen.getByRole('button', { name: 'Enviar link' }));
  expect(await screen.findByRole('button', { name: /Enviando/ })).toBeDisabled();
  answer(answerOf(passwordContract.forgot, { message: PASSWORD_RESET_MESSAGES.requested }));
  expect(await screen.findByText(PASSWORD_RESET_MESSAGES.requested)).toBeInTheDocument();
});

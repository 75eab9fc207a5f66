import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { MAIL_PREFERENCES_SAVED, mailContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { renderApp, signInAs, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

beforeEach(() => {
  signOut();
  remotesWork();
});
afterEach(() => act(() => toast.remove()));

test('a seller turns the new-sale e-mail off and on in Configurações, as the server saved it', async () => {
  const user = userEvent.setup();
  let saved = true;
  const api = fakeApi({
    'GET /email-preferences': () => answerOf(mailContract.preferences, { dados: { newSale: saved } }),
    'PUT /email-preferences': ({ body }) => {
      saved = (body as { newSale: boolean }).newSale;
      return answerOf(mailContract.updatePreferences, {
        message: MAIL_PREFERENCES_SAVED,
        dados: { newSale: saved },
      });
    },
  });
  signInAs('seller');
  renderApp('/settings');
  expect(await screen.findByRole('heading', { name: 'Preferências de email' })).toBeInTheDocument();
  const box = await screen.findByRole('checkbox', { name: /Receber email a cada nova venda/ });
  expect(box).toBeChecked();

  await user.click(box);
  expect(await screen.findByText(MAIL_PREFERENCES_SAVED)).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ newSale: false });

  await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ newSale: true });
});

test('a refused save puts the box back and says why', async () => {
  const user = userEvent.setup();
  fakeApi({
    'GET /email-preferences': () => answerOf(mailContract.preferences, { dados: { newSale: true } }),
    'PUT /email-preferences': () => ({
      status: 503,
      data: { message: 'Serviço indisponível. Tente novamente.', code: 'unavailable' },
    }),
  });
  signInAs('seller');
  renderApp('/settings');
  const box = await screen.findByRole('checkbox', { name: /Receber email a cada nova venda/ });
  await user.click(box);
  expect(await screen.findByText('Serviço indisponível. Tente novamente.')).toBeInTheDocument();
  await waitFor(() => expect(box).toBeChecked());
});

test('a marketplace has no such preference and is never asked for one', async () => {
  const api = fakeApi({});
  signInAs('marketplace');
  renderApp('/settings');
  await screen.findByLabelText('Nome');
  expect(screen.queryByRole('heading', { name: 'Preferências de email' })).not.toBeInTheDocument();
  expect(api.calls.some((c) => c.url === '/email-preferences')).toBe(false);
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { mailContract } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { StandaloneProviders } from '@pagora/shared/frame';
import SentMailPage from '../../../app/routes/sent-mail-page';
import { resetState, signInAs } from '../../../testing/render-page';

const emptyList = () => answerOf(mailContract.list, { dados: [], total: 0, page: 1, pageSize: 10 });

function renderSentMail() {
  return render(
    <StandaloneProviders>
      <MemoryRouter initialEntries={['/emails-enviados']}>
        <SentMailPage />
      </MemoryRouter>
    </StandaloneProviders>,
  );
}

beforeEach(() => resetState());
afterEach(() => act(() => toast.remove()));

test('a seller turns the new-sale e-mail off and on, as the server saved it', async () => {
  signInAs('seller');
  const user = userEvent.setup();
  let saved = true;
  const api = fakeApi({
    'GET /emails': emptyList,
    'GET /email-preferences': () => answerOf(mailContract.preferences, { dados: { newSale: saved } }),
    'PUT /email-preferences': ({ body }) => {
      saved = (body as { newSale: boolean }).newSale;
      return answerOf(mailContract.updatePreferences, {
        message: 'Preferências de e-mail salvas.',
        dados: { newSale: saved },
      });
    },
  });
  renderSentMail();
  expect(await screen.findByRole('heading', { name: 'Preferências de email' })).toBeInTheDocument();
  const box = await screen.findByRole('checkbox', { name: /Receber email a cada nova venda/ });
  expect(box).toBeChecked();

  await user.click(box);
  expect(await screen.findByText('Preferências de e-mail salvas.')).toBeInTheDocument();
  await waitFor(() => expect(box).not.toBeChecked());
  expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ newSale: false });

  await user.click(box);
  await waitFor(() => expect(box).toBeChecked());
  expect(api.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ newSale: true });
});

test('a marketplace has no preference to set and is never asked for one', async () => {
  signInAs('marketplace');
  const api = fakeApi({ 'GET /emails': emptyList });
  renderSentMail();
  expect(await screen.findByText('Nenhum email enviado')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Preferências de email' })).not.toBeInTheDocument();
  expect(api.calls.some((c) => c.url === '/email-preferences')).toBe(false);
});

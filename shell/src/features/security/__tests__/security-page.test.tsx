import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { securityContract as c } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { signInAs, signOut } from '../../../testing/render-app';
import { SecurityPage } from '..';

beforeEach(() => {
  signOut();
  signInAs('seller');
});

test("'Segurança' holds the two-step sign-in section and the open sessions", async () => {
  fakeApi({ 'GET /seguranca/sessoes': () => answerOf(c.sessions, { data: [] }) });
  render(
    <MemoryRouter>
      <SecurityPage twoFactor={<p>Seção de duas etapas</p>} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Segurança' })).toBeInTheDocument();
  const twoFactor = screen.getByRole('heading', { name: 'Verificação em duas etapas' });
  expect(twoFactor.parentElement).toHaveTextContent('Seção de duas etapas');
  expect(screen.getByRole('heading', { name: 'Sessões abertas' })).toBeInTheDocument();
  expect(await screen.findByText('Nenhuma sessão aberta')).toBeInTheDocument();
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEAM_MESSAGES } from '@pagora/shared';
import { useSession } from '@pagora/shared/client';
import { accountsContract, twoFactorContract as c, TWO_FACTOR_MESSAGES } from '@pagora/shared/contracts';
import { answerOf, fakeApi } from '@pagora/shared/client/testing';
import { demoUser, DEMO_SETTINGS, signOut } from '../../../testing/render-app';
import { TwoFactorSetupGate } from '..';

const team = (twoFactorSetupRequired: boolean) => ({
  role: 'finance' as const,
  permissions: ['personal' as const, 'read' as const],
  actor: { id: '11', nome: 'Fernanda', email: 'fernanda@loja.test' },
  membershipId: '00000000-0000-4000-8000-000000000001',
  twoFactorSetupRequired,
});

function signInRequired() {
  useSession.getState().signIn({
    user: { ...demoUser('seller'), team: team(true) },
    token: 'tok',
    settings: DEMO_SETTINGS,
  });
}

const renderGate = () =>
  render(
    <MemoryRouter>
      <TwoFactorSetupGate>
        <h1>Página pedida</h1>
      </TwoFactorSetupGate>
    </MemoryRouter>,
  );

beforeEach(() => signOut());

test('a person who must set it up sees only the set-up; after it, /me is read and the page shows', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'POST /seguranca/duas-etapas/totp': () =>
      answerOf(c.startTotp, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrSvg: '<svg></svg>',
      }),
    'POST /seguranca/duas-etapas/totp/confirmar': () =>
      answerOf(c.confirmTotp, {
        message: TWO_FACTOR_MESSAGES.enabled,
        recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcdefgh2${i}`),
      }),
    'GET /me': () =>
      answerOf(accountsContract.me, {
        user: { ...demoUser('seller'), team: team(false) },
        settings: DEMO_SETTINGS,
      }),
  });
  signInRequired();
  renderGate();
  expect(screen.getByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeInTheDocument();
  expect(screen.getByText(TEAM_MESSAGES.twoFactorSetupRequired)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Página pedida' })).not.toBeInTheDocument();

  await user.type(await screen.findByLabelText('Código do aplicativo'), '123456');
  await user.type(screen.getByLabelText('Sua senha'), 'pagora123');
  await user.click(screen.getByRole('button', { name: 'Ativar' }));
  await user.click(await screen.findByLabelText('Guardei meus códigos'));
  await user.click(screen.getByRole('button', { name: 'Concluir' }));
  expect(await screen.findByRole('heading', { name: 'Página pedida' })).toBeInTheDocument();
  expect(api.callsTo('GET /me')).toHaveLength(1);
});

test('anyone else sees the page', () => {
  useSession.getState().signIn({ user: demoUser('seller'), token: 'tok', settings: DEMO_SETTINGS });
  renderGate();
  expect(screen.getByRole('heading', { name: 'Página pedida' })).toBeInTheDocument();
});

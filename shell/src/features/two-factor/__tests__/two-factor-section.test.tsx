import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TWO_FACTOR_MESSAGES, twoFactorContract as c, type TwoFactorStatus } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { signInAs, signOut } from '../../../testing/render-app';
import { TwoFactorSection } from '..';

const OFF: TwoFactorStatus = {
  enabled: false,
  totp: false,
  passkeys: [],
  recoveryCodesLeft: 0,
  required: false,
};
const ON: TwoFactorStatus = { ...OFF, enabled: true, totp: true, recoveryCodesLeft: 10 };
const CODES = Array.from({ length: 10 }, (_, i) => `codigo${i}abc`.slice(0, 10));

function serve(initial: TwoFactorStatus) {
  let current = initial;
  return fakeApi({
    'GET /seguranca/duas-etapas': () => answerOf(c.status, current),
    'POST /seguranca/duas-etapas/totp': () =>
      answerOf(c.startTotp, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrSvg: '<svg></svg>',
      }),
    'POST /seguranca/duas-etapas/totp/confirmar': ({ body }) => {
      const { password, code } = body as { password: string; code: string };
      if (password !== 'pagora123') return errorReply(400, 'wrong_password', 'Senha incorreta.', 'password');
      if (code !== '123456') return errorReply(400, 'invalid_code', TWO_FACTOR_MESSAGES.wrongCode, 'code');
      current = ON;
      return answerOf(c.confirmTotp, { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes: CODES });
    },
    'POST /seguranca/duas-etapas/desativar': () => {
      current = OFF;
      return answerOf(c.disable, { message: TWO_FACTOR_MESSAGES.disabled });
    },
  });
}

const renderSection = () =>
  render(
    <MemoryRouter>
      <TwoFactorSection />
    </MemoryRouter>,
  );

beforeEach(() => {
  signOut();
  signInAs('seller');
});

test('turning the app on: QR and secret, code and password, then the codes once', async () => {
  const user = userEvent.setup();
  serve(OFF);
  renderSection();
  expect(await screen.findByText('Verificação em duas etapas desativada.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));

  const qr = await screen.findByRole('img', { name: 'QR code para o aplicativo autenticador' });
  expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Código do aplicativo'), '000000');
  await user.type(screen.getByLabelText('Sua senha'), 'pagora123');
  await user.click(screen.getByRole('button', { name: 'Ativar' }));
  expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Código do aplicativo'));
  await user.type(screen.getByLabelText('Código do aplicativo'), '123456');
  await user.click(screen.getByRole('button', { name: 'Ativar' }));
  const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
  expect(list.querySelectorAll('li')).toHaveLength(10);
  expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Baixar' })).toBeInTheDocument();

  const done = screen.getByRole('button', { name: 'Concluir' });
  expect(done).toBeDisabled();
  await user.click(screen.getByLabelText('Guardei meus códigos'));
  await user.click(done);
  expect(await screen.findByText(/Verificação em duas etapas ativada\./)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument();
});

test('turning it off asks the code and the password', async () => {
  const user = userEvent.setup();
  const api = serve(ON);
  renderSection();
  await user.click(await screen.findByRole('button', { name: 'Desativar' }));
  await user.type(screen.getByLabelText('Código do aplicativo ou de recuperação'), '654321');
  await user.type(screen.getByLabelText('Sua senha'), 'pagora123');
  await user.click(screen.getByRole('button', { name: 'Desativar verificação em duas etapas' }));
  expect(await screen.findByText('Verificação em duas etapas desativada.')).toBeInTheDocument();
  expect(api.callsTo('POST /seguranca/duas-etapas/desativar')[0]?.body).toEqual({
    password: 'pagora123',
    code: '654321',
  });
});

test('a required person cannot turn it off; a failed load offers a retry', async () => {
  const user = userEvent.setup();
  let fail = true;
  fakeApi({
    'GET /seguranca/duas-etapas': () =>
      fail ? errorReply(500, 'internal', 'Erro interno.') : answerOf(c.status, { ...ON, required: true }),
  });
  renderSection();
  expect(await screen.findByText('Erro interno.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  await waitFor(() =>
    expect(
      screen.getByText('A verificação em duas etapas é obrigatória para a sua conta.'),
    ).toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
});

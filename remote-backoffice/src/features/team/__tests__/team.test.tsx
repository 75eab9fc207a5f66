import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { PERMISSION_LABELS } from '@pagora/shared';
import { teamContract as c } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi } from '@pagora/shared/client/testing';
import { resetState } from '../../../testing/render-page';
import { ANA, BETO, invited, member, renderTeam, routes, signInWithRole, titular } from './team-fixtures';

jest.setTimeout(20_000);

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
const table = async () => within(await screen.findByRole('table', { name: 'Membros da equipe' }));

beforeEach(() => {
  resetState();
  signInWithRole('owner');
});
afterEach(() => act(() => toast.remove()));

test('the team: titular first, each member with role, status, last access and two-step sign-in', async () => {
  fakeApi(routes());
  renderTeam();
  expect(screen.getByText('Carregando equipe...')).toBeInTheDocument();
  const rows = (await table()).getAllByRole('row');
  expect(
    within(rows[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Nome', 'Email', 'Papel', 'Situação', 'Último acesso', 'Verificação em duas etapas', 'Ações']);
  expect(rows[1]).toHaveTextContent('Loja do Zé (titular)');
  expect(within(rows[1]!).queryByRole('button')).toBeNull();
  expect(rows[2]).toHaveTextContent('Financeiro (estornos até R$ 500,00)');
  expect(rows[2]).toHaveTextContent('Ativo');
  expect(rows[2]).toHaveTextContent('Ativada');
  expect(within(rows[2]!).queryByRole('button', { name: /Reenviar convite/ })).toBeNull();
  expect(rows[3]).toHaveTextContent('Convite enviado');
  expect(rows[3]).toHaveTextContent('Nunca');
  expect(
    within(rows[3]!).getByRole('button', { name: 'Reenviar convite para Beto Suporte' }),
  ).toBeInTheDocument();
  expect(screen.queryByText('Você ainda não convidou ninguém')).toBeNull();
});

test('only the titular: the empty state invites to invite', async () => {
  fakeApi(
    routes({ 'GET /equipe': () => answerOf(c.list, { members: [titular], twoFactorRequired: false }) }),
  );
  renderTeam();
  expect(await screen.findByText('Você ainda não convidou ninguém')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Convidar membro' })).toBeInTheDocument();
});

test('an error shows the message and retries', async () => {
  const user = userEvent.setup();
  let fail = true;
  const team = answerOf(c.list, { members: [titular], twoFactorRequired: false });
  fakeApi(
    routes({ 'GET /equipe': () => (fail ? errorReply(403, 'forbidden', 'Falha ao ler a equipe') : team) }),
  );
  renderTeam();
  // The data layer tries once more before it shows the error.
  expect(await screen.findByText('Falha ao ler a equipe', {}, { timeout: 5000 })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
  expect(await screen.findByRole('table', { name: 'Membros da equipe' })).toBeInTheDocument();
});

test('invite: what the role can do, the refund limit only for Financeiro, the body sent', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({ 'POST /equipe/convites': () => answerOf(c.invite, member({ status: 'convidado' })) }),
  );
  renderTeam();
  await user.click(await screen.findByRole('button', { name: 'Convidar membro' }));
  const form = dialog('Convidar membro');
  const role = form.getByLabelText('Papel *');
  expect(
    within(role)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Proprietário', 'Administrador', 'Financeiro', 'Desenvolvedor', 'Atendimento']);
  expect(form.getByRole('list', { name: 'O que Atendimento pode fazer' })).toHaveTextContent(
    PERMISSION_LABELS.resend,
  );
  expect(form.queryByLabelText('Limite de estorno *')).toBeNull();
  await user.selectOptions(role, 'finance');
  expect(form.getByRole('list', { name: 'O que Financeiro pode fazer' })).toHaveTextContent(
    PERMISSION_LABELS.payouts,
  );
  await user.click(form.getByRole('button', { name: 'Enviar convite' }));
  await waitFor(() =>
    expect(form.getByLabelText('Limite de estorno *')).toHaveAccessibleDescription(
      'Informe o limite de estorno do Financeiro',
    ),
  );
  expect(form.getByLabelText('Nome *')).toHaveAccessibleDescription('Nome é obrigatório');
  expect(api.callsTo('POST /equipe/convites')).toHaveLength(0);
  await user.type(form.getByLabelText('Nome *'), 'Ana Finanças');
  await user.type(form.getByLabelText('Email *'), 'ana@loja.test');
  await user.type(form.getByLabelText('Limite de estorno *'), '500,00');
  await user.click(form.getByRole('button', { name: 'Enviar convite' }));
  expect(await screen.findByText('Convite enviado por email')).toBeInTheDocument();
  expect(api.callsTo('POST /equipe/convites')[0]?.body).toEqual({
    nome: 'Ana Finanças',
    email: 'ana@loja.test',
    role: 'finance',
    refundLimit: '500,00',
  });
});

test('invite: a refusal the server ties to the e-mail shows under it', async () => {
  const user = userEvent.setup();
  fakeApi(
    routes({
      'POST /equipe/convites': () =>
        errorReply(400, 'bad_request', 'Este email é de um cliente e não pode entrar na equipe.', 'email'),
    }),
  );
  renderTeam();
  await user.click(await screen.findByRole('button', { name: 'Convidar membro' }));
  const form = dialog('Convidar membro');
  await user.type(form.getByLabelText('Nome *'), 'Cliente');
  await user.type(form.getByLabelText('Email *'), 'cliente@loja.test');
  await user.click(form.getByRole('button', { name: 'Enviar convite' }));
  await waitFor(() =>
    expect(form.getByLabelText('Email *')).toHaveAccessibleDescription(
      'Este email é de um cliente e não pode entrar na equipe.',
    ),
  );
});

test('change role, resend and remove (after confirming) call the API for that member', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({
      [`PUT /equipe/${ANA}`]: () =>
        answerOf(c.changeRole, member({ role: 'developer', roleLabel: 'Desenvolvedor' })),
      [`POST /equipe/${BETO}/reenviar`]: () => answerOf(c.resend, invited),
      [`DELETE /equipe/${ANA}`]: () => answerOf(c.remove, null),
    }),
  );
  renderTeam();
  const rows = await table();
  await user.click(rows.getByRole('button', { name: 'Alterar papel de Ana Finanças' }));
  const form = dialog('Alterar papel de Ana Finanças');
  expect(form.getByLabelText('Limite de estorno *')).toHaveValue('500,00');
  await user.selectOptions(form.getByLabelText('Papel *'), 'developer');
  await user.click(form.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Papel alterado')).toBeInTheDocument();
  expect(api.callsTo(`PUT /equipe/${ANA}`)[0]?.body).toEqual({ role: 'developer' });

  await user.click(rows.getByRole('button', { name: 'Reenviar convite para Beto Suporte' }));
  expect(await screen.findByText('Convite reenviado')).toBeInTheDocument();

  await user.click(rows.getByRole('button', { name: 'Remover Ana Finanças' }));
  const confirm = dialog('Remover membro');
  expect(api.callsTo(`DELETE /equipe/${ANA}`)).toHaveLength(0);
  await user.click(confirm.getByRole('button', { name: 'Remover' }));
  expect(await screen.findByText('Membro removido')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /equipe/${ANA}`)).toHaveLength(1);
});

test('an owner requires two-step sign-in of the whole team', async () => {
  const user = userEvent.setup();
  const api = fakeApi(
    routes({ 'PUT /equipe/duas-etapas': () => answerOf(c.requireTwoFactor, { twoFactorRequired: true }) }),
  );
  renderTeam();
  const toggle = await screen.findByRole('switch', {
    name: 'Exigir verificação em duas etapas para toda a equipe',
  });
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  await waitFor(() => expect(api.callsTo('PUT /equipe/duas-etapas')[0]?.body).toEqual({ required: true }));
});

test('an administrator: no owner role to give, no switch, no actions on an owner', async () => {
  signInWithRole('admin');
  const partner = member({
    id: BETO,
    nome: 'Sócia',
    role: 'owner',
    roleLabel: 'Proprietário',
    refundLimit: null,
    refundLimitCents: null,
  });
  fakeApi(
    routes({
      'GET /equipe': () => answerOf(c.list, { members: [titular, partner], twoFactorRequired: false }),
    }),
  );
  const user = userEvent.setup();
  renderTeam();
  await table();
  expect(screen.queryByRole('switch')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Remover Sócia' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Convidar membro' }));
  const options = within(dialog('Convidar membro').getByLabelText('Papel *')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).not.toContain('Proprietário');
});

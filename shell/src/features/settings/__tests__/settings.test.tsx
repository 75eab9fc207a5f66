import { act, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import userEvent from '@testing-library/user-event';
import { useSession } from '@pagora/shared/client';
import { accountsContract } from '@pagora/shared/contracts';
import { answerOf, errorReply, fakeApi, memberTeam, serverError } from '@pagora/shared/client/testing';
import { demoUser, DEMO_SETTINGS, renderApp, signInAs, signOut } from '../../../testing/render-app';
import { remotesWork } from '../../../testing/mock-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const field = (label: string) => screen.getByLabelText(label);
/** GET /me: the brand the server holds now (the brand card reads it when it opens). */
const meReply =
  (settings = DEMO_SETTINGS) =>
  () =>
    answerOf(accountsContract.me, { user: demoUser('marketplace'), settings });
const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

beforeEach(() => {
  signOut();
  remotesWork();
});

test('profile rules show the spec messages and block saving', async () => {
  const user = userEvent.setup();
  fakeApi({});
  signInAs('seller');
  renderApp('/settings');
  await screen.findByLabelText('Nome');

  await user.clear(field('Nome'));
  expect(screen.getByText('Nome é obrigatório')).toBeInTheDocument();
  expect(save()).toBeDisabled();
  await user.type(field('Nome'), 'A');
  expect(screen.getByText('Nome deve ter pelo menos 2 caracteres')).toBeInTheDocument();
  await user.type(field('Nome'), 'x'.repeat(50));
  expect(screen.getByText('Nome deve ter no máximo 50 caracteres')).toBeInTheDocument();
  await user.clear(field('Nome'));
  await user.type(field('Nome'), 'Ana Souza');

  await user.clear(field('Email'));
  expect(screen.getByText('Email é obrigatório')).toBeInTheDocument();
  await user.type(field('Email'), 'ana@');
  expect(screen.getByText('Email inválido')).toBeInTheDocument();
  await user.type(field('Email'), 'pagora.demo');

  await user.type(field('Nova senha'), '123');
  expect(screen.getByText('Nova senha deve ter pelo menos 6 caracteres')).toBeInTheDocument();
  await user.type(field('Nova senha'), '456');
  await user.type(field('Senha atual'), 'x');
  await user.clear(field('Senha atual'));
  expect(screen.getByText('Senha atual é obrigatória para alterar a senha')).toBeInTheDocument();
  await user.type(field('Confirmar nova senha'), '999999');
  expect(screen.getByText('Senhas não coincidem')).toBeInTheDocument();
  await user.clear(field('Confirmar nova senha'));
  expect(screen.getByText('Confirmação de senha é obrigatória')).toBeInTheDocument();
  expect(save()).toBeDisabled();
});

test('a current password without a new one is refused', async () => {
  const user = userEvent.setup();
  fakeApi({});
  signInAs('seller');
  renderApp('/settings');
  await screen.findByLabelText('Senha atual');
  await user.type(field('Senha atual'), 'pagora123');
  expect(screen.getByText('Nova senha é obrigatória quando senha atual é preenchida')).toBeInTheDocument();
  expect(save()).toBeDisabled();
});

test('saves the profile with the current password and updates the session', async () => {
  const user = userEvent.setup();
  const api = fakeApi({
    'PUT /update-profile/10': ({ body }) => {
      const { nome, email } = body as { nome: string; email: string };
      return answerOf(accountsContract.updateProfile, {
        message: 'Perfil atualizado com sucesso',
        user: { ...demoUser('seller'), nome, name: nome, email },
      });
    },
  });
  signInAs('seller');
  renderApp('/settings');
  await user.clear(field('Nome'));
  await user.type(field('Nome'), 'Ana Souza');
  await user.type(field('Senha atual'), 'pagora123');
  await user.type(field('Nova senha'), 'novasenha');
  await user.type(field('Confirmar nova senha'), 'novasenha');
  await user.click(save());
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.at(-1)).toMatchObject({
    method: 'PUT',
    url: '/update-profile/10',
    body: { nome: 'Ana Souza', email: 'seller@pagora.demo', senhaAtual: 'pagora123', novaSenha: 'novasenha' },
  });
  expect(useSession.getState().user?.nome).toBe('Ana Souza');
  expect(field('Senha atual')).toHaveValue('');
});

test("the server's message is shown when the profile is refused", async () => {
  const user = userEvent.setup();
  fakeApi({
    'PUT /update-profile/10': () => errorReply(400, 'wrong_password', 'Senha atual incorreta', 'senhaAtual'),
  });
  signInAs('seller');
  renderApp('/settings');
  await user.type(field('Senha atual'), 'errada');
  await user.type(field('Nova senha'), 'novasenha');
  await user.type(field('Confirmar nova senha'), 'novasenha');
  await user.click(save());
  expect(await screen.findByText('Senha atual incorreta')).toBeInTheDocument();
});

test("a team member edits its own login's profile, and not the business's brand", async () => {
  act(() => toast.remove());
  const user = userEvent.setup();
  const api = fakeApi({
    'PUT /update-profile/person-7': ({ body }) =>
      answerOf(accountsContract.updateProfile, {
        message: 'Perfil atualizado com sucesso',
        user: {
          ...demoUser('marketplace'),
          team: { ...member.team, actor: { ...member.team.actor, nome: (body as { nome: string }).nome } },
        },
      }),
  });
  const member = {
    ...demoUser('marketplace'),
    team: memberTeam('finance', { id: 'person-7', nome: 'Fernanda Finanças', email: 'fernanda@loja.test' }),
  };
  useSession.getState().signIn({ user: member, token: 'token-member', settings: DEMO_SETTINGS });
  renderApp('/settings');
  expect(await screen.findByLabelText('Nome')).toHaveValue('Fernanda Finanças');
  expect(field('Email')).toHaveValue('fernanda@loja.test');
  expect(screen.queryByRole('heading', { name: 'Identidade visual' })).not.toBeInTheDocument();
  await user.clear(field('Nome'));
  await user.type(field('Nome'), 'Fernanda Souza');
  await user.click(save());
  expect(await screen.findByText('Perfil atualizado com sucesso!')).toBeInTheDocument();
  expect(api.calls.at(-1)?.url).toBe('/update-profile/person-7');
  expect(useSession.getState().user?.nome).toBe(demoUser('marketplace').nome);
});

test('only a marketplace sees the brand card', async () => {
  fakeApi({ 'GET /me': meReply() });
  signInAs('seller');
  const { unmount } = renderApp('/settings');
  expect(screen.queryByRole('heading', { name: 'Identidade visual' })).not.toBeInTheDocument();
  unmount();
  signInAs('marketplace');
  renderApp('/settings');
  expect(screen.getByRole('heading', { name: 'Identidade visual' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Salvar identidade visual' })).toBeInTheDocument();
});

describe('brand card', () => {
  const upload = (label: string) => screen.getByLabelText(label, { selector: 'input[type="file"]' });
  const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
  const png = (name: string) => new File([new Uint8Array(PNG_HEAD)], name, { type: 'image/png' });
  // Toasts live in react-hot-toast's store, across renders: each test reads only its own.
  afterEach(() => act(() => toast.remove()));

  test("a text file named '.png' is refused, not announced as loaded", async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /me': meReply() });
    signInAs('marketplace');
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Salvar identidade visual' });
    await user.upload(
      upload('Logo'),
      new File(['só texto, nada de imagem'], 'logo.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();
    expect(screen.queryByText('Logo carregada com sucesso!')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Prévia: Logo' })).not.toBeInTheDocument();
  });

  test("the server's refusal of a logo is what the owner reads", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /me': meReply(),
      'PUT /update-branch/3': () => ({
        status: 415,
        data: {
          message: 'Por favor, selecione apenas arquivos de imagem',
          code: 'not_an_image',
          field: 'logo',
        },
      }),
    });
    signInAs('marketplace');
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Salvar identidade visual' });
    await user.upload(upload('Logo'), png('logo.png'));
    await user.click(screen.getByRole('button', { name: 'Salvar identidade visual' }));
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao atualizar configurações')).not.toBeInTheDocument();
  });

  test('refuses files that are not images or are over 5 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    fakeApi({ 'GET /me': meReply() });
    signInAs('marketplace');
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Salvar identidade visual' });
    await user.upload(upload('Logo'), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Por favor, selecione apenas arquivos de imagem')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(upload('Logo Mini'), big);
    expect(await screen.findByText('Arquivo muito grande. Máximo 5MB')).toBeInTheDocument();
  });

  test('opens on the brand the server holds now (not the login copy), uploads it as multipart, applies the answer', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      // Changed since this session logged in (another tab, another owner).
      'GET /me': meReply({ ...DEMO_SETTINGS, secondaryColor: '#445566' }),
      'PUT /update-branch/3': () =>
        answerOf(accountsContract.updateBrand, {
          message: 'Configurações atualizadas',
          data: { ...DEMO_SETTINGS, primaryColor: '#112233', logo: '/api/uploads/logo.png' },
        }),
    });
    signInAs('marketplace');
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Salvar identidade visual' });
    expect(screen.getByLabelText('Cor secundária')).toHaveValue('#445566');
    await user.upload(upload('Logo'), png('logo.png'));
    expect(await screen.findByText('Logo carregada com sucesso!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar identidade visual' }));
    expect(await screen.findByText('Configurações de marca atualizadas com sucesso!')).toBeInTheDocument();
    const call = api.calls.at(-1);
    expect(call).toMatchObject({ method: 'PUT', url: '/update-branch/3' });
    const form = call?.body as FormData;
    expect(form.get('primaryColor')).toBe('#0f766e');
    expect(form.get('secondaryColor')).toBe('#445566');
    expect(form.get('cliente_id')).toBe('3');
    expect(form.get('logo')).toBeInstanceOf(File);
    await waitFor(() => expect(useSession.getState().settings?.primaryColor).toBe('#112233'));
  });

  test('a failed save reads "Erro ao atualizar configurações"; removing a logo says so', async () => {
    const user = userEvent.setup();
    const withLogos = { ...DEMO_SETTINGS, logo: '/api/uploads/a.png', logoMini: '/api/uploads/b.png' };
    fakeApi({
      'GET /me': meReply(withLogos),
      'PUT /update-branch/3': () => serverError('x'),
    });
    useSession.getState().signIn({ user: demoUser('marketplace'), token: 't', settings: withLogos });
    renderApp('/settings');
    await screen.findByRole('button', { name: 'Salvar identidade visual' });
    const [removeLogo, removeMini] = screen.getAllByRole('button', { name: 'Remover' });
    await user.click(removeLogo!);
    expect(await screen.findByText('Logo removida com sucesso!')).toBeInTheDocument();
    await user.click(removeMini!);
    expect(await screen.findByText('Logo Mini removida com sucesso!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar identidade visual' }));
    expect(await screen.findByText('Erro ao atualizar configurações')).toBeInTheDocument();
  });

  test('a failed read of the brand offers a retry instead of a stale form', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /me': () => (fail ? serverError('Falha ao carregar') : meReply()()),
    });
    signInAs('marketplace');
    renderApp('/settings');
    expect(await screen.findByText('Falha ao carregar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar identidade visual' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Salvar identidade visual' })).toBeInTheDocument();
  });
});

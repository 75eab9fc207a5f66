import { MAIL_HTTP_PORT } from '../playwright.config';
import { expect, sidebar, test } from './fixtures';

/**
 * A person's account from the first visit: the login page painted by the build (readable before
 * any script), the not-found page, sign-up, 'Esqueci minha senha' through the e-mail it sends (the
 * suite's inbox, e2e/mail-sink.mjs), the new password, hydration without a complaint, and 'Sair',
 * which the server honours too. The account is its own, so no other flow's login changes.
 */
type Mail = { to: string; subject: string; text: string };

const inbox = async (to: string): Promise<Mail[]> => {
  const answer = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  return ((await answer.json()) as Mail[]).filter((m) => m.to.includes(to));
};

test('painted login, not-found, sign-up, a forgotten password reset by e-mail, a clean login, and Sair', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const email = `cliente.${Date.now()}@example.com`;

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/login');
  await expect(bare.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(bare.getByLabel('Email')).toBeVisible();
  await expect(bare.getByText('Seus dados estão protegidos com criptografia SSL')).toBeVisible();
  await noScript.close();

  await page.goto('/');
  await expect(page).toHaveURL('/login');
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/signup');
  await page.getByLabel('Nome completo').fill('Cliente de Teste');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByLabel('Confirmar senha').fill('segredo123');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL('/esqueci-senha');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByText('Se este email estiver cadastrado')).toBeVisible();
  const resetMail = async () => (await inbox(email)).find((m) => m.subject === 'Redefinição de senha');
  await expect
    .poll(async () => (await resetMail())?.subject, { timeout: 20_000 })
    .toBe('Redefinição de senha');
  const link = /(http:\/\/\S+\/redefinir-senha\?token=[\w-]{43})/.exec((await resetMail())?.text ?? '')?.[1];
  expect(link?.startsWith(`${new URL(page.url()).origin}/redefinir-senha?token=`)).toBe(true);

  await page.goto(link!);
  await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-42');
  await page.getByLabel('Confirmar nova senha').fill('senha-nova-42');
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Email ou senha incorretos').first()).toBeVisible();
  await expect(page).toHaveURL('/login');

  // A fresh load: React reports a hydration mismatch (then throws the painted screen away) as an
  // uncaught error; a refused login above would be a console line of its own, so it is not heard.
  const complaints: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') complaints.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => complaints.push(`pageerror: ${e.message}`));
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('senha-nova-42');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL('/minhas-assinaturas');
  await expect(page.getByRole('heading', { level: 1, name: 'Minhas Assinaturas' })).toBeVisible();
  expect(complaints).toEqual([]);
  await expect
    .poll(async () => (await inbox(email)).map((m) => m.subject), { timeout: 20_000 })
    .toContain('Sua senha foi alterada');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await sidebar(page).getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // The server revoked the token, too.
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
});

import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { DEMO, expect, logIn, logOut, sidebar, test } from './fixtures';

// Issue 39's flow on `npm start`'s build: the demo seller invites a developer and requires
// two-step sign-in of its team; the invitation e-mail sets the member's password; the member's
// first login is sent to set up TOTP and keeps its recovery codes; it signs in again with an app
// code, and from another browser with a recovery code, and ends the first browser's session there.
// The rules (roles on every route, rate limits, reuse, expiry, removal) are API tests.

type Mail = { to: string; subject: string; text: string };
const inbox = async (to: string): Promise<Mail[]> => {
  const answer = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  return ((await answer.json()) as Mail[]).filter((m) => m.to.includes(to));
};

const MEMBER_PASSWORD = 'Dora#senha-2026';

/** The app's code for `secret` at a 30-second step after `after` (a step is accepted once). */
async function freshCode(secret: string, after: number): Promise<{ code: string; step: number }> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let step = Math.floor(Date.now() / 30_000);
  while (step <= after) {
    await new Promise((r) => setTimeout(r, 1_000));
    step = Math.floor(Date.now() / 30_000);
  }
  return { code: totp.generate(), step };
}

async function passwordStep(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('a member is invited, sets up two-step sign-in, signs in with a code and a recovery code, and ends a session from another browser', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `dora.${Date.now()}@example.com`;

  // The owner invites, and requires a second factor of its team.
  await logIn(page, DEMO.seller);
  await sidebar(page).getByRole('link', { name: 'Equipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  const requireSwitch = page.getByRole('switch', {
    name: 'Exigir verificação em duas etapas para toda a equipe',
  });
  // Checked once the server has saved it (the box shows the saved state).
  if (!(await requireSwitch.isChecked())) await requireSwitch.click();
  await expect(requireSwitch).toBeChecked();
  await page.getByRole('button', { name: 'Convidar membro' }).click();
  const invite = page.getByRole('dialog', { name: 'Convidar membro' });
  await invite.getByLabel('Nome *').fill('Dora Dev');
  await invite.getByLabel('Email *').fill(email);
  await invite.getByLabel('Papel *').selectOption({ label: 'Desenvolvedor' });
  await invite.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  // The invitation sets the member's password through the reset page.
  const invitation = async () => (await inbox(email)).find((m) => m.subject.startsWith('Você foi convidado'));
  await expect.poll(async () => (await invitation())?.subject, { timeout: 20_000 }).toBeTruthy();
  const link = /(http:\/\/\S+\/redefinir-senha\?token=[\w-]{43})/.exec((await invitation())?.text ?? '')?.[1];
  expect(link).toBeTruthy();
  const first = await browser.newContext();
  const member = await first.newPage();
  await member.goto(link!);
  await member.getByLabel('Nova senha', { exact: true }).fill(MEMBER_PASSWORD);
  await member.getByLabel('Confirmar nova senha').fill(MEMBER_PASSWORD);
  await member.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(member.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();

  // First login: nothing but the set-up until a second factor exists.
  await passwordStep(member, email);
  await expect(member.getByRole('heading', { name: 'Ative a verificação em duas etapas' })).toBeVisible();
  const hint = await member.getByText(/Sem câmera\? Digite esta chave/).textContent();
  const secret = /([A-Z2-7]{16,})/.exec(hint ?? '')?.[1] ?? '';
  expect(secret).not.toBe('');
  const setup = await freshCode(secret, 0);
  await member.getByLabel('Código do aplicativo').fill(setup.code);
  await member.getByLabel('Sua senha').fill(MEMBER_PASSWORD);
  await member.getByRole('button', { name: 'Ativar' }).click();
  const codes = member.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.allTextContents()).map((c) => c.trim());
  await member.getByLabel('Guardei meus códigos').check();
  await member.getByRole('button', { name: 'Concluir' }).click();
  // A developer sees its part of the business, not the money.
  await expect(sidebar(member).getByRole('link', { name: 'Desenvolvedores' })).toBeVisible();
  await expect(sidebar(member).getByRole('link', { name: 'Recebimentos' })).toHaveCount(0);
  await expect(sidebar(member)).toContainText('Dora Dev');

  // Again, with a new code from the app.
  await logOut(member);
  await passwordStep(member, email);
  const again = await freshCode(secret, setup.step);
  await member.getByLabel('Código do aplicativo').fill(again.code);
  await member.getByRole('button', { name: 'Verificar' }).click();
  await expect(member.getByText('Login realizado com sucesso!')).toBeVisible();

  // Another browser, with a recovery code; it ends the first browser's session.
  const second = await browser.newContext();
  const other = await second.newPage();
  await passwordStep(other, email);
  await other.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await other.getByLabel('Código de recuperação').fill(recovery[0]!);
  await other.getByRole('button', { name: 'Verificar' }).click();
  await expect(other.getByText('Login realizado com sucesso!')).toBeVisible();
  await sidebar(other).getByRole('link', { name: 'Segurança' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Segurança' })).toBeVisible();
  await other.getByRole('button', { name: /^Encerrar a sessão/ }).click();
  await other
    .getByRole('group', { name: 'Encerrar esta sessão?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(other.getByRole('button', { name: /^Encerrar a sessão/ })).toHaveCount(0);

  // The first browser's next request finds its session over.
  await member.reload();
  await expect(member.getByLabel('Email')).toBeVisible({ timeout: 15_000 });
  await first.close();
  await second.close();
});

import type { Browser } from '@playwright/test';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { expect } from './fixtures';

// Buyers and sellers added by someone else set their own password from the 'account_invite'
// e-mail (issue 41): the flows read it from the test mail sink, as a person reads their inbox.

type Mail = { to: string; subject: string; text: string };

const inbox = async (to: string): Promise<Mail[]> => {
  const answer = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  return ((await answer.json()) as Mail[]).filter((m) => m.to.includes(to));
};

/** Opens the invitation sent to `email` in a fresh browser and sets `password` through its link. */
export async function acceptInvitation(browser: Browser, email: string, password: string) {
  const invitation = async () => (await inbox(email)).find((m) => m.subject.includes('criou seu acesso'));
  await expect.poll(async () => (await invitation())?.subject, { timeout: 20_000 }).toBeTruthy();
  const link = /(http:\/\/\S+\/redefinir-senha\?token=[\w-]{43})/.exec((await invitation())?.text ?? '')?.[1];
  expect(link, 'the invitation carries a link to set the password').toBeTruthy();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link!);
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirmar nova senha').fill(password);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();
  await context.close();
}

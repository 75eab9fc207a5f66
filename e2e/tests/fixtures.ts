import { expect, test as base, type Page } from '@playwright/test';

export const PASSWORD = 'pagora123';
export const DEMO = {
  admin: 'admin@pagora.demo',
  marketplace: 'marketplace@pagora.demo',
  seller: 'seller@pagora.demo',
  customer: 'customer@pagora.demo',
} as const;
export type DemoRole = keyof typeof DEMO;

/** Two copies of React, or a router outside its context, show up as console errors like these. */
const FATAL_CONSOLE =
  /Invalid hook call|Minified React error|more than one copy of React|may be used only in the context of a <Router>|RUNTIME-006/;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors.filter((e) => FATAL_CONSOLE.test(e))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Menu principal' });

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Login realizado com sucesso!')).toBeVisible();
}

/** 'Sair', then waits for the login form: a navigation right after the click would race the logout. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();
}

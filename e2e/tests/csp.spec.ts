import { expect, test } from './fixtures';
import { expectPolicy, watchPolicy } from './screen-checks';

// The Content-Security-Policy the API sends (api/src/platform/http/security-headers.ts) in a real
// browser. Every back-office screen of every role is opened under it by screens.spec.ts, the
// checkout with its live PIX socket by checkout.spec.ts (both watch for violations); here the two
// pages of their own and the framing the policy forbids.

test('the API documentation renders under its policy', async ({ page }) => {
  const violations = await watchPolicy(page);
  expectPolicy(await page.goto('/api/docs'));
  await expect(page.getByRole('heading', { name: /Pagora API/ })).toBeVisible();
  expect(violations).toEqual([]);
});

test('another site cannot frame the checkout or the back office', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  const origin = baseURL ?? '';
  await page.setContent(
    `<iframe title="pay" src="${origin}/pay/x"></iframe><iframe title="login" src="${origin}/login"></iframe>`,
  );
  await expect.poll(() => refused.length).toBe(2);
  for (const frame of page.frames().slice(1)) {
    await expect(frame.locator('body')).not.toContainText(/Carregando pagamento|Entrar/);
  }
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linksContract } from '@pagora/shared/contracts';
import { answerOf, FakeWebSocket, installFakeApi } from '../test/fake-api';
import { LINK } from '../test/fixtures';
import type { PreloadedPayerView } from '../server';

// React's Node renderer schedules its work with setImmediate, which jsdom's window lacks.
globalThis.setImmediate ??= ((fn: () => void) => setTimeout(fn, 0)) as unknown as typeof setImmediate;

const TEMPLATE = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const HOSTILE = `Camiseta </script><script>alert(1)</script> <!-- e </SCRIPT`;
const link = { ...LINK, description: HOSTILE };
const url = `/pay/${LINK.id}`;

/**
 * The server's page. Its own module registry: React's server and browser renderers keep context
 * values in the same slot, which two renderers in one process (never so in production) would share.
 */
async function page(view: PreloadedPayerView): Promise<Document> {
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { renderPayerPage } = await import('../server');
    html = await renderPayerPage({ template: TEMPLATE, url, view });
  });
  return new DOMParser().parseFromString(html, 'text/html');
}

test('the page carries the first screen and its view, which no description can break out of', async () => {
  const view = { linkId: LINK.id, ...answerOf(linksContract.payerView, { payments: link }) };
  const doc = await page(view);
  expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE);
  expect(doc.querySelector('[aria-label^="Valor:"]')?.textContent).toMatch(/^R\$\s150,00$/);
  expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
    expect.stringMatching(/^PIX/),
    expect.stringMatching(/^Cartão/),
  ]);
  // Drawn disabled until the scripts hydrate them: an early tap is refused, not lost on a dead button.
  expect([...doc.querySelectorAll('button')].every((b) => b.disabled)).toBe(true);
  // One script element, of data: the description neither ended it nor added one.
  const scripts = [...doc.querySelectorAll('script')];
  expect(scripts.map((s) => s.type)).toEqual(['application/json']);
  expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual(view);
  expect(doc.getElementById('root')?.hasAttribute('data-server-rendered')).toBe(true);
});

// The codes the API sends for them (AppError.notFound, links/payable-link.ts).
test.each([
  [404, 'Link de pagamento não encontrado', 'not_found'],
  [410, 'Este link de pagamento expirou ou não está mais ativo.', 'link_expired'],
])('a %s renders the error page with its message', async (status, message, code) => {
  const doc = await page({ linkId: LINK.id, status, body: { message, code } });
  expect(doc.querySelector('h1')?.textContent).toBe('Erro no Pagamento');
  expect(doc.querySelector('#root [role="alert"]')?.textContent).toContain(message);
  // The "scripts could not load" notice stays outside what React hydrates.
  expect(doc.querySelector('.boot-banner [role="alert"]')?.textContent).toContain(
    'Não foi possível carregar a página de pagamento.',
  );
  expect(doc.querySelector('#root .boot-failed')).toBeNull();
});

test('the browser hydrates the rendered page without asking for the link again or a warning', async () => {
  const view = { linkId: LINK.id, ...answerOf(linksContract.payerView, { payments: link }) };
  const doc = await page(view);
  const errors = jest.spyOn(console, 'error');
  FakeWebSocket.install();
  const { calls } = installFakeApi({
    'GET /checkout-config': () => new Promise(() => {}),
    'POST /payment/:id': () => new Promise(() => {}),
  });
  window.history.pushState({}, '', url);
  document.body.innerHTML = doc.body.innerHTML;
  const served = screen.getByRole('heading', { level: 1 });

  await act(async () => {
    await import('../bootstrap');
  });
  // Hydrated, not replaced: the same element, now answering clicks.
  const user = userEvent.setup();
  const pix = await screen.findByRole('button', { name: /^PIX/ });
  await waitFor(() => expect(pix).toBeEnabled());
  // Hydrated, the methods' loading hint is gone (issue 41).
  expect(screen.queryByText('Carregando formas de pagamento…')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Escolha a forma de pagamento' })).toHaveAttribute(
    'aria-busy',
    'false',
  );
  await user.click(pix);
  expect(await screen.findByRole('heading', { name: 'Pagar com PIX' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toBe(served);
  expect(calls.filter((c) => c.path.startsWith('/payment-ver'))).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
});

test("the server's page says the methods are loading (aria-busy) until the scripts hydrate them (issue 41)", async () => {
  const view = { linkId: LINK.id, ...answerOf(linksContract.payerView, { payments: LINK }) };
  const doc = await page(view);
  const served = doc.querySelector('section[aria-labelledby="method-title"]');
  expect(served?.getAttribute('aria-busy')).toBe('true');
  expect(served?.textContent).toContain('Carregando formas de pagamento…');
});

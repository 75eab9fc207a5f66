import { expect, type Page, type Response } from '@playwright/test';

// What every screen is held to, shared by the role walk (screens.spec.ts), the checkout's flows and
// csp.spec.ts: the Content-Security-Policy the API sends (api/src/platform/http/security-headers.ts)
// blocks nothing the page needs, and the page fits its window (issue 20).

const CSP_CONSOLE = /Content[- ]Security[- ]Policy/i;

/** The violations the page reports, and Chromium's console lines about the policy. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__pagoraCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __pagoraCspViolation(text: string): void }).__pagoraCspViolation;
      report(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (CSP_CONSOLE.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** The page was served with the app's policy: never framed, no eval, no inline script. */
export function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/script-src 'self'/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(eval|inline)'/);
}

type Problem = string;

/**
 * What the page does wrong at this size, in words a failing test can print. Every amount on the
 * page first becomes the demo's largest figure ('R$ 1.070.803,20', the one that broke at 1366 px),
 * so the check does not depend on how much the fresh demo data happens to hold.
 */
export function layoutProblems(): Problem[] {
  const problems: Problem[] = [];
  const money = /R\$\s?-?[\d.]+,\d{2}/g;
  const largest = 'R$\u00a01.070.803,20';
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode())
    node.textContent = (node.textContent ?? '').replace(money, largest);
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1)
    problems.push(`page ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
  const describe = (el: Element) =>
    `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0] ?? ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') continue;
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    // An ellipsis is a deliberate cut; a screen-reader-only box is 1px on purpose.
    if (
      clips &&
      style.textOverflow !== 'ellipsis' &&
      el.clientWidth > 1 &&
      el.scrollWidth > el.clientWidth + 1
    )
      problems.push(`clipped: ${describe(el)} (${el.scrollWidth}px in ${el.clientWidth}px)`);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(money)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        Array.from(range.getClientRects())
          .filter((r) => r.width > 0)
          .map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) problems.push(`wrapped amount: "${match[0]}"`);
    }
  }
  return problems;
}

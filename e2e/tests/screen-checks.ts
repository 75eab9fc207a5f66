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

/**
 * Actions on screen (issue 41): every visible button and link of the main region and of an open
 * dialog lies inside the window horizontally and is not cut by an ancestor that hides its overflow
 * ('Editar'/'Excluir' fell off the right edge at 1366 px). A deliberate horizontal scroller
 * (overflow auto/scroll) may hold a wide table on a phone only if a keyboard can reach and name it:
 * `narrowScrollersAllowed` is true at 390 px.
 */
export function actionProblems(narrowScrollersAllowed: boolean): Problem[] {
  const problems: Problem[] = [];
  const width = document.documentElement.clientWidth;
  const regions = [
    ...Array.from(document.querySelectorAll('main')),
    ...Array.from(document.querySelectorAll('[role="dialog"]')),
  ];
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const named = (el: Element) => Boolean(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby'));
  const seen = new Set<Element>();
  for (const region of regions)
    for (const el of Array.from(region.querySelectorAll<HTMLElement>('button, a[href], [role="button"]'))) {
      if (seen.has(el)) continue;
      seen.add(el);
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not shown, or a screen-reader-only control (1px on purpose).
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (box.left < -1 || box.right > width + 1)
        problems.push(
          `off screen: ${name(el)} (${Math.round(box.left)}..${Math.round(box.right)}px of ${width}px)`,
        );
      // Past a scroller that holds it, the control is reached by scrolling: outer boxes cut its
      // scrolled-away position, not the control.
      let scrolledX = false;
      let scrolledY = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const s = getComputedStyle(up);
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
        const outer = up.getBoundingClientRect();
        const cutX: boolean = !scrolledX && (box.left < outer.left - 1 || box.right > outer.right + 1);
        const cutY: boolean = !scrolledY && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1);
        const scrollsX = s.overflowX === 'auto' || s.overflowX === 'scroll';
        const scrollsY = s.overflowY === 'auto' || s.overflowY === 'scroll';
        // A vertical scroller (a dialog's body, the sidebar) is read by scrolling down.
        const hiddenY = cutY && !scrollsY;
        const reachableScroller = narrowScrollersAllowed && up.tabIndex >= 0 && named(up);
        if ((cutX && !(scrollsX && reachableScroller)) || hiddenY) {
          problems.push(
            `cut: ${name(el)} by ${up.tagName.toLowerCase()}.${String(up.className).split(' ')[0] ?? ''} (overflow ${s.overflowX}/${s.overflowY})`,
          );
          break;
        }
        scrolledX ||= cutX && scrollsX;
        scrolledY ||= cutY && scrollsY;
      }
    }
  return problems;
}

/**
 * Rows per screen (issue 41): a list of ten rows or more shows at least ten in a 1366×800 window,
 * i.e. its median row is at most 60px tall (a UUID wrapping one character a line made ~800px rows).
 */
export function rowProblems(): Problem[] {
  const problems: Problem[] = [];
  for (const table of Array.from(document.querySelectorAll('table'))) {
    const heights = Array.from(table.querySelectorAll('tbody tr'))
      .map((tr) => tr.getBoundingClientRect().height)
      .filter((h) => h > 0)
      .sort((a, b) => a - b);
    if (heights.length < 10) continue;
    const median = heights[Math.floor(heights.length / 2)] ?? 0;
    const caption = (table.caption?.textContent ?? table.getAttribute('aria-label') ?? '').trim();
    if (median > 60)
      problems.push(`rows too tall: table "${caption}" median row ${Math.round(median)}px (> 60px)`);
  }
  return problems;
}

/**
 * Footers visible (issue 41): the open dialog's footer buttons ('Fechar', 'Imprimir') are inside
 * the window and not scrolled out of the dialog, so a tall detail still shows how to leave it.
 */
export function footerProblems(): Problem[] {
  const problems: Problem[] = [];
  for (const dialog of Array.from(document.querySelectorAll('[role="dialog"]'))) {
    const children = Array.from(dialog.children);
    // The footer is the dialog's last part, after its header and body, when it holds buttons.
    const footer = children.length > 2 ? children[children.length - 1] : undefined;
    if (!footer) continue;
    const frame = dialog.getBoundingClientRect();
    for (const button of Array.from(footer.querySelectorAll('button, a[href]'))) {
      const b = button.getBoundingClientRect();
      const label = (button.textContent ?? '').trim().slice(0, 30);
      const inWindow =
        b.top >= -1 && b.bottom <= innerHeight + 1 && b.left >= -1 && b.right <= innerWidth + 1;
      const inDialog = b.top >= frame.top - 1 && b.bottom <= frame.bottom + 1;
      if (!inWindow || !inDialog)
        problems.push(
          `footer button "${label}" not visible (${Math.round(b.top)}..${Math.round(b.bottom)}px of ${innerHeight}px)`,
        );
    }
  }
  return problems;
}

import { SERVER_RENDERED_ATTRIBUTE, styleElement } from '@pagora/shared/frame';
import {
  PRELOADED_VIEW_ELEMENT_ID,
  type PreloadedPayerView,
} from '../features/pay/api/preloaded-payment-link';

// The built page's #root (public/index.html), the last element of its body.
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*<\/body>)/;
// Its "scripts could not load" notice (shown by CSS after a delay, hidden once the app starts).
const BOOT_FAILED = /<div class="boot-failed"[\s\S]*?<\/div>/;

/**
 * JSON that is safe inside a `<script>` element: no `<` (so neither `</script>` nor `<!--` can end
 * or change the element), `>` and `&` for good measure, and the two line separators that old
 * parsers took for line ends. JSON.parse reads the escapes back as the same characters.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The built page with the first screen in it: the server's markup in #root (marked so the browser
 * hydrates it), the styles that markup needs in the head (the scripts inject them again later,
 * identical), and the view the markup was rendered from, as data the scripts read instead of
 * asking for it again. Throws when the template has no #root where the build puts it.
 */
export function payerDocument(
  template: string,
  { markup, css, view }: { markup: string; css: string; view: PreloadedPayerView },
): string {
  if (!ROOT.test(template) || !template.includes('</head>'))
    throw new Error('the checkout page has no #root at the end of its body');
  // The notice stays outside #root: the server's markup there must be exactly what React renders.
  const notice = BOOT_FAILED.exec(template)?.[0];
  const root =
    (notice ? `<div class="boot-banner">${notice}</div>` : '') +
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}="">${markup}</div>` +
    `<script type="application/json" id="${PRELOADED_VIEW_ELEMENT_ID}">${inlineJson(view)}</script>`;
  // Functions as replacements: a `$` in the markup or the CSS is not a pattern.
  return template.replace('</head>', () => `${styleElement(css)}</head>`).replace(ROOT, () => root);
}

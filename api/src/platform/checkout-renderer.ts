import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** What the payer view endpoint answers for a link: its status and its JSON body. */
export interface RenderedView {
  linkId: string;
  status: number;
  body: unknown;
}

type RenderPayerPage = (input: { template: string; url: string; view: RenderedView }) => Promise<string>;

/**
 * The checkout's server build (remote-checkout/src/server.tsx, built by `npm run build` to
 * `remote-checkout/dist-server/payer-page.cjs`): it renders `/pay/:linkId` from the checkout's own
 * components into the page the browser build made (`remote-checkout/dist/index.html`), which its
 * scripts then hydrate. A build artifact like the static files, so it is loaded from `WEB_ROOT` at
 * run time, never imported (the API does not import a front end), and only at the first payer
 * page: a test app or an instance no payer visits never reads its 2 MB.
 */
export interface CheckoutRenderer {
  /** The whole page, or null when the checkout was built without its server build. */
  render(url: string, view: RenderedView): Promise<string | null>;
}

export function checkoutRenderer(webRoot: string): CheckoutRenderer {
  const bundle = path.join(webRoot, 'remote-checkout', 'dist-server', 'payer-page.cjs');
  const index = path.join(webRoot, 'remote-checkout', 'dist', 'index.html');
  let loaded: { render: RenderPayerPage; template: string } | null | undefined;
  const load = () => {
    if (loaded !== undefined) return loaded;
    if (!existsSync(bundle) || !existsSync(index)) return (loaded = null);
    const mod = createRequire(import.meta.url)(bundle) as { renderPayerPage?: unknown };
    if (typeof mod.renderPayerPage !== 'function')
      throw new Error(`${bundle} does not export renderPayerPage: rebuild the web apps (npm run build)`);
    loaded = { render: mod.renderPayerPage as RenderPayerPage, template: readFileSync(index, 'utf8') };
    return loaded;
  };
  return {
    async render(url, view) {
      const page = load();
      return page ? page.render({ template: page.template, url, view }) : null;
    },
  };
}

// The checkout's server entry (webpack.server.js builds it to dist-server/payer-page.cjs): the API
// renders `/pay/:linkId` with it, from the same components the browser then hydrates.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { StaticRouter } from 'react-router';
import { StandaloneApp, streamedText } from '@pagora/shared/frame';
import { payerDocument } from './app/payer-document';
import { standaloneRoutes } from './app/routes';
import { PreloadedViewContext, type PreloadedPayerView } from './features/pay/api/preloaded-payment-link';

export type { PreloadedPayerView };

export interface PayerPageInput {
  /** The built page (dist/index.html): its scripts, its head. */
  template: string;
  /** The requested path, routed as the browser will route it. */
  url: string;
  /** What `GET /payment-ver/:linkId` answers for this link right now. */
  view: PreloadedPayerView;
}

/** Everything the checkout's components import as CSS, extracted by the server build beside it. */
let css: string | null = null;
function bundledCss(): string {
  const file = path.join(__dirname, 'payer-page.css');
  css ??= existsSync(file) ? readFileSync(file, 'utf8') : '';
  return css;
}

/** The markup of the checkout's app on `url`, every lazy screen resolved (`prerender` waits for them). */
export async function renderFirstScreen(url: string, view: PreloadedPayerView): Promise<string> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <PreloadedViewContext.Provider value={view}>
      <StandaloneApp routes={standaloneRoutes} Router={Router} />
    </PreloadedViewContext.Provider>,
  );
  return streamedText(prelude);
}

/** The whole HTML document of `/pay/:linkId`, first screen included. */
export async function renderPayerPage({ template, url, view }: PayerPageInput): Promise<string> {
  const markup = await renderFirstScreen(url, view);
  return payerDocument(template, { markup, css: bundledCss(), view });
}

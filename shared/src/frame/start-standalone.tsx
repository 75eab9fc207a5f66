import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { StandaloneApp, type StandaloneRoute } from './standalone-app';

/**
 * Set on `#root` by a server render (the checkout's `/pay/:linkId`): its children are the markup
 * React made on the server for this URL, to be hydrated rather than replaced.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Set on `<html>` once the scripts run: a server-rendered page keeps its "scripts could not load"
 * notice outside #root (hydration leaves it in place), and the page's CSS hides it by this mark.
 */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

export interface StandaloneOptions {
  /**
   * Runs before the first render. Back-office remotes restore the stored session here; the
   * checkout passes nothing (payers are anonymous), so the frame itself never references the
   * session client, whose zod and axios the payer's first load must not carry.
   */
  beforeRender?: () => void | Promise<void>;
}

/**
 * A remote's standalone run (its `bootstrap`): `beforeRender`, then its pages on #root (once the
 * promise it returns settles: the session's `restore()` is asynchronous when a user is stored).
 * A server-rendered #root is hydrated: what the payer already sees stays, and becomes interactive.
 */
export function startStandalone(
  routes: readonly StandaloneRoute[],
  { beforeRender }: StandaloneOptions = {},
): Root | null {
  const ready = beforeRender?.();
  const container = document.getElementById('root');
  if (!container) return null;
  const app = <StandaloneApp routes={routes} />;
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && !ready) {
    // A transition hydrates in slices that yield to the browser every few milliseconds, instead of
    // one task as long as the whole tree (154 ms on Lighthouse's phone, most of /pay's blocking
    // time). The payer already sees the server's markup; its buttons wait for `useHydrated`.
    let root: Root | null = null;
    startTransition(() => {
      root = hydrateRoot(container, app);
    });
    return root;
  }
  const root = createRoot(container);
  const render = () => root.render(app);
  if (ready) void ready.finally(render);
  else render();
  return root;
}

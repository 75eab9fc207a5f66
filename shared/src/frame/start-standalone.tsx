import { createRoot, type Root } from 'react-dom/client';
import { StandaloneApp, type StandaloneRoute } from './standalone-app';

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
 */
export function startStandalone(
  routes: readonly StandaloneRoute[],
  { beforeRender }: StandaloneOptions = {},
): Root | null {
  const ready = beforeRender?.();
  const container = document.getElementById('root');
  if (!container) return null;
  const root = createRoot(container);
  const render = () => root.render(<StandaloneApp routes={routes} />);
  if (ready) void ready.finally(render);
  else render();
  return root;
}

import { createRoot, type Root } from 'react-dom/client';
import { StandaloneApp, type StandaloneRoute } from './standalone-app';

export interface StandaloneOptions {
  /**
   * Runs before the first render. Back-office remotes restore the stored session here; the
   * checkout passes nothing (payers are anonymous), so the frame itself never references the
   * session client, whose zod and axios the payer's first load must not carry.
   */
  beforeRender?: () => void;
}

/** A remote's standalone run (its `bootstrap`): `beforeRender`, then its pages on #root. */
export function startStandalone(
  routes: readonly StandaloneRoute[],
  { beforeRender }: StandaloneOptions = {},
): Root | null {
  beforeRender?.();
  const container = document.getElementById('root');
  if (!container) return null;
  const root = createRoot(container);
  root.render(<StandaloneApp routes={routes} />);
  return root;
}

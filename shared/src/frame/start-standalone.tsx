import { createRoot, type Root } from 'react-dom/client';
import { StandaloneApp, type StandaloneRoute } from './standalone-app';

export interface StandaloneOptions {
  /** Reuse a session left in this origin's storage. The checkout says no: payers are anonymous. */
  restoreSession: boolean;
}

/** A remote's standalone run (its `bootstrap`): the session if asked, then its pages on #root. */
export async function startStandalone(
  routes: readonly StandaloneRoute[],
  { restoreSession }: StandaloneOptions,
): Promise<Root | null> {
  if (restoreSession) {
    // Loaded only when asked: the session store brings zod and axios, which the payer's
    // checkout must not download.
    const { useSession } = await import('@pagora/shared/client');
    useSession.getState().restore();
  }
  const container = document.getElementById('root');
  if (!container) return null;
  const root = createRoot(container);
  root.render(<StandaloneApp routes={routes} />);
  return root;
}

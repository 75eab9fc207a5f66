import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useSession } from '@pagora/shared/client/core';
import { SERVER_RENDERED_ATTRIBUTE } from '@pagora/shared/frame';
import { App } from './app/app';
import { loadRegistry } from './features/remotes/registry';
import './app/global.css';

// Remote pages wait for the registry; a failure shows only inside their area.
loadRegistry().catch(() => undefined);

// The spec restores the session at start when both user and token are stored; the first render
// waits for it (at once when nothing is stored), so the guards never see a half-read session.
void useSession
  .getState()
  .restore()
  .finally(() => {
    const container = document.getElementById('root');
    if (!container) return;
    // `/login` arrives painted by the build (prerender.tsx): hydrated as it is. The hydration pass
    // reads the session store's initial state, as the build did; then a stored session applies
    // (a signed-in visitor is sent home, a stored brand shows its logo).
    if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
      // In slices that yield to the browser, not one long task: the form is already on screen.
      startTransition(() => void hydrateRoot(container, <App />));
      return;
    }
    createRoot(container).render(<App />);
  });

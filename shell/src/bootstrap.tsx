import { createRoot } from 'react-dom/client';
import { useSession } from '@pagora/shared/client/core';
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
    if (container) createRoot(container).render(<App />);
  });

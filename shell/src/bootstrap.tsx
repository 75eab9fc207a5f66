import { createRoot } from 'react-dom/client';
import { useSession } from '@pagora/shared/client';
import { App } from './app/app';
import { loadRegistry } from './features/remotes/registry';
import './app/global.css';

// The spec restores the session at start when both user and token are stored.
useSession.getState().restore();
// Remote pages wait for the registry; a failure shows only inside their area.
loadRegistry().catch(() => undefined);

const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);

import { createRoot } from 'react-dom/client';
import { useSession } from '@pagora/shared/client';
import { App } from './app/app';

// Standalone run: reuse a session left in this origin's storage, if any.
useSession.getState().restore();
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);

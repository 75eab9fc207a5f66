import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// Payers are anonymous: the standalone checkout never restores a session.
const container = document.getElementById('root');
if (container) createRoot(container).render(<App />);

import { startStandalone } from '@pagora/shared/frame';
import { standaloneRoutes } from './app/routes';

// Payers are anonymous: the standalone checkout never restores a session.
startStandalone(standaloneRoutes);

import { useSession } from '@pagora/shared/client';
import { startStandalone } from '@pagora/shared/frame';
import { standaloneRoutes } from './app/routes';

// Standalone run: reuse a session left in this origin's storage, if any.
startStandalone(standaloneRoutes, { beforeRender: () => useSession.getState().restore() });

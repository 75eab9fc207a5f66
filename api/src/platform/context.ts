import type { Config } from '../config';
import type { BackgroundTasks } from './background-tasks';
import type { Database, Db } from './db/client';
import type { Jobs } from './jobs';
import type { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import type { Metrics } from './metrics';

/**
 * What route plugins and domain functions share, built once per app instance by `app-context.ts`.
 * The platform's own parts are declared here; each domain adds its state by augmenting this
 * interface in its `context.ts`, the way Fastify types its decorators. So the platform never
 * imports a domain and no domain imports the composition root: no import circle.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  uploadsDir: string;
  /** The job queue every periodic sweep runs on (started by the app when ready). */
  jobs: Jobs;
  /** Set draining by the graceful shutdown (readiness answers 503 from then on). */
  lifecycle: Lifecycle;
  /** This instance's Prometheus series (`/metrics`). */
  metrics: Metrics;
  /** The app's logger (set by `buildApp`; silent before, and in contexts without an app). */
  log: Logger;
  /** Work started after an answer, waited for by tests and the shutdown. */
  tasks: BackgroundTasks;
}

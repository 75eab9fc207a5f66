import path from 'node:path';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { LoginLimiter } from './modules/auth/login-limiter';
import { PrincipalCache } from './modules/auth/principal-cache';

/** What route plugins and domain functions share: built once per app instance. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  limiter: LoginLimiter;
  principals: PrincipalCache;
  uploadsDir: string;
};

export function createContext(config: Config, database: Database): AppContext {
  return {
    config,
    database,
    db: database.db,
    limiter: new LoginLimiter(config.loginLimits),
    principals: new PrincipalCache(),
    uploadsDir: path.join(config.dataDir, 'uploads'),
  };
}

import path from 'node:path';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { LoginLimiter } from './modules/auth/login-limiter';
import { PrincipalCache } from './modules/auth/principal-cache';
import { createBrandCache, type BrandCache } from './modules/branding/settings';
import { createLinkViewCache, type LinkViewCache } from './modules/links/payer-view-cache';
import { createPlanCache, type PlanCache } from './modules/interest-plans/user-juros';
import { PaymentsRuntime } from './modules/payments/runtime';

/** What route plugins and domain functions share: built once per app instance. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  limiter: LoginLimiter;
  principals: PrincipalCache;
  brands: BrandCache;
  plans: PlanCache;
  linkViews: LinkViewCache;
  uploadsDir: string;
  payments: PaymentsRuntime;
};

export function createContext(config: Config, database: Database): AppContext {
  return {
    config,
    database,
    db: database.db,
    limiter: new LoginLimiter(config.loginLimits),
    principals: new PrincipalCache(),
    brands: createBrandCache(),
    plans: createPlanCache(),
    linkViews: createLinkViewCache(),
    uploadsDir: path.join(config.dataDir, 'uploads'),
    payments: new PaymentsRuntime(config.payments),
  };
}

import type { Config } from '../../config';
import { LoginLimiter } from './auth/login-limiter';
import { PrincipalCache } from './auth/principal-cache';
import { createBrandCache, type BrandCache } from './branding/settings';

declare module '../../platform/context' {
  interface AppContext {
    limiter: LoginLimiter;
    principals: PrincipalCache;
    brands: BrandCache;
  }
}

/** The accounts domain's per-app state: login throttling, the session cache, the brand cache. */
export function createAccountsState(config: Config) {
  return {
    limiter: new LoginLimiter(config.loginLimits),
    principals: new PrincipalCache(),
    brands: createBrandCache(),
  };
}

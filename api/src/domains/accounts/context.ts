import type { Config } from '../../config';
import { FixedWindow } from './auth/fixed-window';
import { LoginLimiter } from './auth/login-limiter';
import { PrincipalCache } from './auth/principal-cache';
import { TokenReader } from './auth/token';
import { createBrandCache, type BrandCache } from './branding/settings';

declare module '../../platform/context' {
  interface AppContext {
    limiter: LoginLimiter;
    tokens: TokenReader;
    signups: FixedWindow;
    principals: PrincipalCache;
    brands: BrandCache;
  }
}

/** The accounts domain's per-app state: login and sign-up throttling, the session and brand caches. */
export function createAccountsState(config: Config) {
  return {
    limiter: new LoginLimiter({ ...config.loginLimits, ...config.loginBackoff }),
    signups: new FixedWindow(config.signupLimits.perIp, config.signupLimits.windowSeconds),
    tokens: new TokenReader(config.tokenSecret),
    principals: new PrincipalCache(),
    brands: createBrandCache(),
  };
}

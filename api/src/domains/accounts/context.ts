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
    /** Password reset requests per client address and per e-mail (accounts/password-reset). */
    resetLimits: { perIp: FixedWindow; perAccount: FixedWindow };
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
    resetLimits: {
      perIp: new FixedWindow(config.mail.resetLimits.perIp, config.mail.resetLimits.windowSeconds),
      perAccount: new FixedWindow(config.mail.resetLimits.perAccount, config.mail.resetLimits.windowSeconds),
    },
  };
}

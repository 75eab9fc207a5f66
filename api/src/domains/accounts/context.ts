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
    /** Password reset requests (accounts/password-reset/request-reset.ts says why these three). */
    resetLimits: { perIp: FixedWindow; perIpAndEmail: FixedWindow; perEmail: FixedWindow };
    /** New confirmation links a login may ask for (accounts/email-verification). */
    verificationResends: FixedWindow;
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
    verificationResends: new FixedWindow(3, 60 * 60),
    resetLimits: resetLimitsOf(config.mail.resetLimits),
  };
}

/**
 * How many addresses' worth of requests one e-mail takes in a window before it is refused from
 * everywhere: a cap on mail to one inbox, set far above what one address may send, so that a
 * flood from one address (or a few) never locks the owner out of the reset.
 */
export const RESET_EMAIL_CAP_FACTOR = 10;

function resetLimitsOf(limits: Config['mail']['resetLimits']) {
  const window = limits.windowSeconds;
  return {
    perIp: new FixedWindow(limits.perIp, window),
    perIpAndEmail: new FixedWindow(limits.perAccount, window),
    perEmail: new FixedWindow(limits.perAccount * RESET_EMAIL_CAP_FACTOR, window),
  };
}

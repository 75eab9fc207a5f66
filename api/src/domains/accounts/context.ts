import type { Config } from '../../config';
import type { Database } from '../../platform/db/client';
import { fixedWindow, type FixedWindow } from './auth/fixed-window';
import { LoginLimiter } from './auth/login-limiter';
import { PrincipalCache } from './auth/principal-cache';
import { TokenReader } from './auth/token';
import { createBrandCache, type BrandCache } from './branding/settings';
import { createBrandImageStore, type BrandImageStore } from './branding/image-store';

declare module '../../platform/context' {
  interface AppContext {
    limiter: LoginLimiter;
    tokens: TokenReader;
    signups: FixedWindow;
    principals: PrincipalCache;
    brands: BrandCache;
    /** Logos, where every instance reads them: PostgreSQL or S3 (branding/image-store.ts). */
    brandImages: BrandImageStore;
    /** Password reset requests (accounts/password-reset/request-reset.ts says why these three). */
    resetLimits: { perIp: FixedWindow; perIpAndEmail: FixedWindow; perEmail: FixedWindow };
    /** New confirmation links a login may ask for (accounts/email-verification). */
    verificationResends: FixedWindow;
  }
}

/** The accounts domain's per-app state: login and sign-up throttling, the session and brand caches. */
export function createAccountsState(config: Config, database: Database) {
  return {
    // In PostgreSQL, shared by every instance (issue 42).
    limiter: new LoginLimiter(database, { ...config.loginLimits, ...config.loginBackoff }),
    // These too, on a PostgreSQL server (auth/fixed-window.ts says why not on PGlite).
    signups: fixedWindow(database, 'signup', config.signupLimits.perIp, config.signupLimits.windowSeconds),
    tokens: new TokenReader(config.tokenSecret),
    principals: new PrincipalCache(),
    brands: createBrandCache(),
    brandImages: createBrandImageStore(config, database),
    verificationResends: fixedWindow(database, 'verify-resend', 3, 60 * 60),
    resetLimits: resetLimitsOf(database, config.mail.resetLimits),
  };
}

/**
 * How many addresses' worth of requests one e-mail takes in a window before it is refused from
 * everywhere: a cap on mail to one inbox, set far above what one address may send, so that a
 * flood from one address (or a few) never locks the owner out of the reset.
 */
export const RESET_EMAIL_CAP_FACTOR = 10;

function resetLimitsOf(database: Database, limits: Config['mail']['resetLimits']) {
  const window = limits.windowSeconds;
  return {
    perIp: fixedWindow(database, 'reset-ip', limits.perIp, window),
    perIpAndEmail: fixedWindow(database, 'reset-ip-email', limits.perAccount, window),
    perEmail: fixedWindow(database, 'reset-email', limits.perAccount * RESET_EMAIL_CAP_FACTOR, window),
  };
}

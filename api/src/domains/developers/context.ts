import type { Config } from '../../config';
import { KeyRateLimiter } from './rate-limit';

declare module '../../platform/context' {
  interface AppContext {
    developers: DevelopersState;
  }
}

export type DevelopersState = { limiter: KeyRateLimiter };

export const createDevelopersState = (config: Config): { developers: DevelopersState } => ({
  developers: { limiter: new KeyRateLimiter(config.developers.rateLimit) },
});

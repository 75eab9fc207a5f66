import type { SessionUser } from './session-schemas';
import { paths } from './paths';

/** The spec's roles; any cargo other than the first three is treated as a customer. */
export type AppRole = 'admin' | 'marketplace' | 'seller' | 'customer';

export function roleOf(user: Pick<SessionUser, 'cargo'> | null | undefined): AppRole | null {
  if (!user) return null;
  const cargo = user.cargo;
  return cargo === 'admin' || cargo === 'marketplace' || cargo === 'seller' ? cargo : 'customer';
}

/** Where a signed-in user lands (after login, or when opening /login or /signup). */
export function homeHrefFor(user: Pick<SessionUser, 'cargo'>): string {
  return user.cargo === 'customer' ? paths.mySubscriptions.getHref() : paths.dashboard.getHref();
}

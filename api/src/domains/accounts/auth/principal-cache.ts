import type { Principal } from '../../../platform/principal';

/**
 * Keeps recently checked sessions in memory so an authenticated read costs no database trip.
 * Revocation and profile changes drop entries at once here and, through PostgreSQL NOTIFY, on
 * every other API instance; the TTL bounds staleness if a notification is ever missed.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { principal: Principal; until: number }>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(sessionId: string): Principal | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until > Date.now()) return hit.principal;
    this.entries.delete(sessionId);
    return undefined;
  }

  set(principal: Principal): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(principal.sessionId, { principal, until: Date.now() + this.ttlMs });
  }

  dropSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  clear(): void {
    this.entries.clear();
  }

  dropUser(userId: string): void {
    for (const [id, e] of this.entries)
      if (e.principal.userId === userId || e.principal.actor.userId === userId) this.entries.delete(id);
  }
}

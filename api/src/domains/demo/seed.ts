import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { usersView } from '../accounts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoAccounts, type DemoAccounts } from './accounts';

/** Later features add their demo rows (links, transactions, plans) here, built on the demo accounts. */
export type DemoSeeder = (ctx: AppContext, accounts: DemoAccounts) => Promise<void>;
const seeders: DemoSeeder[] = [];

export function addDemoSeeder(seeder: DemoSeeder): void {
  seeders.push(seeder);
}

/**
 * Seeds on the first start of the embedded mode (an empty database). With a PostgreSQL server it
 * only seeds when SEED_DEMO=always, so production never gets demo logins by accident. With a real
 * provider (PAYMENT_PROVIDER=zoop) never, whatever SEED_DEMO says: its published password would
 * open an admin account over real money.
 */
export async function seedDemoIfEmpty(ctx: AppContext): Promise<boolean> {
  const mode = ctx.config.seedDemo;
  if (mode === 'never' || !demoAllowed(ctx)) return false;
  if (mode === 'auto' && ctx.database.kind !== 'pglite') return false;
  const anyLogin = await ctx.db.select({ id: usersView.id }).from(usersView).limit(1);
  if (anyLogin.length > 0) return false;
  await runDemoSeeders(ctx, await seedDemoAccounts(ctx));
  return true;
}

/** Every domain's demo rows on the demo accounts, in the order the domains registered them. */
export async function runDemoSeeders(ctx: AppContext, accounts: DemoAccounts): Promise<void> {
  for (const seed of seeders) await seed(ctx, accounts);
}

/** Demo data and demo logins exist only with the simulated provider. */
export function demoAllowed(ctx: Pick<AppContext, 'config'>): boolean {
  return ctx.config.paymentProvider === 'sandbox';
}

/** Whether the database has any admin login (a start without one says how to create it). */
export async function hasAdmin(ctx: AppContext): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: usersView.id })
    .from(usersView)
    .where(eq(usersView.cargo, 'admin'))
    .limit(1);
  return rows.length > 0;
}

export function demoLoginLines(): string[] {
  return DEMO_LOGINS.map((l) => `  ${l.email.padEnd(26)} ${l.cargo.padEnd(12)} senha: ${DEMO_PASSWORD}`);
}

import path from 'node:path';
import type { Config } from './config';
import { brandSettingsFor, createAccountsState, planLogins } from './domains/accounts';
import { planSubscriptions } from './domains/billing';
import { createInterestPlansState } from './domains/interest-plans';
import { createLinksState, planLinks } from './domains/links';
import { createMailState } from './domains/mail';
import { createGatewayState } from './domains/gateway';
import { createPaymentsState } from './domains/payments';
import { createPayoutsState } from './domains/payouts';
import { createRecurrencePlansState } from './domains/recurrence-plans';
import { createTransactionsState } from './domains/transactions';
import type { Database } from './platform/db/client';
import type { AppContext } from './platform/context';
import { Jobs } from './platform/jobs';
import { Lifecycle } from './platform/lifecycle';
import { Metrics } from './platform/metrics';
import { BackgroundTasks } from './platform/background-tasks';
import { silentLogger } from './platform/logger';

export type { AppContext };

/** The composition root of the per-app state: the platform's parts, then each domain's. */
export function createContext(config: Config, database: Database): AppContext {
  // Mail reads brands through accounts without importing it (accounts enqueues mail).
  const brandOf = (marketplaceId: string | null) => brandSettingsFor(database.db, marketplaceId, ctx.brands);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    jobs: new Jobs(database),
    lifecycle: new Lifecycle(),
    // Process series (memory, event loop) only in a real process, not in every test app.
    metrics: new Metrics({ processMetrics: config.env !== 'test' }),
    log: silentLogger,
    tasks: new BackgroundTasks(() => ctx.log),
    ...createAccountsState(config, database),
    // Interest plans sit below accounts and links: those answer for their own tables.
    ...createInterestPlansState({ ...planLogins, ...planLinks }),
    ...createLinksState(),
    // Recurrence plans sit below billing: it answers for the plans' subscriptions.
    ...createRecurrencePlansState(planSubscriptions),
    ...createGatewayState(config, () => ctx.log),
    ...createPaymentsState(),
    ...createPayoutsState(),
    ...createTransactionsState(),
    ...createMailState(config, brandOf),
  };
  // Payer views are priced from interest plans: a plan change (any instance) drops them.
  ctx.plans.clearsAlso(ctx.linkViews);
  // They carry their marketplace's brand too: a brand edit drops them as well.
  ctx.brands.clearsAlso(ctx.linkViews);
  return ctx;
}

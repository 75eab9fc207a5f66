import type { AppContext } from '../../platform/context';
import type { DemoAccounts } from '../demo';

/** Filled in below (step 6): the demo seller's bank account, balances and a past payout. */
export async function seedDemoPayouts(_ctx: AppContext, _accounts: DemoAccounts): Promise<void> {}

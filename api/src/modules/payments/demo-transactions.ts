import type { AppContext } from '../../app-context';
import type { DemoAccounts } from '../demo/accounts';

export async function seedDemoTransactions(_ctx: AppContext, _accounts: DemoAccounts): Promise<void> {}

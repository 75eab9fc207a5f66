// Demo data for the embedded mode: accounts, then every domain's seeder.

export { DEMO_PASSWORD, seedDemoAccounts, type DemoAccounts } from './accounts';
export { addDemoSeeder, demoAllowed, demoLoginLines, hasAdmin, seedDemoIfEmpty } from './seed';

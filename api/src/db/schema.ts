// Every table of the API, for Drizzle's typed queries and drizzle-kit's migration generator.
export * from '../modules/accounts/tables';
export * from '../modules/auth/tables';
export * from '../modules/interest-plans/tables';
export * from '../modules/links/tables';
export * from '../modules/payments/tables';

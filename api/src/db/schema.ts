// Every table of the API, for Drizzle's typed queries and drizzle-kit's migration generator.
export * from '../modules/accounts/tables';
export * from '../modules/auth/tables';

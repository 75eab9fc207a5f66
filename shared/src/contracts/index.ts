// `@pagora/shared/contracts`: every endpoint's contract, grouped by domain (see endpoint.ts). A
// separate entry so pages that call no back-office endpoint (login, checkout) do not load them.
export * from './endpoint';
export * from './errors';
export * from './params';
export * from './accounts-views';
export * from './accounts';
export * from './links';
export * from './payments';
export * from './platform';
export * from './transactions';

// `@pagora/shared/contracts`: every endpoint's contract, grouped by domain (see endpoint.ts). A
// separate entry so pages that call no back-office endpoint (login, checkout) do not load them.
// Shared domain schemas come through the package entry, so at run time the contracts reuse the
// one @pagora/shared the apps already share instead of bundling a second copy.
export * from './endpoint';
export * from './errors';
export * from './params';
export * from './accounts-views';
export * from './accounts';
export * from './audit';
export * from './buyers';
export * from './interest-plans';
export * from './links';
export * from './link-net-preview';
export * from './payments';
export * from './payment-socket';
export * from './platform';
export * from './recurrence-plans';
export * from './sellers';
export * from './marketplaces';
export * from './seller-report';
export * from './clientes';
export * from './transactions';
export * from './billing';
export * from './mail';
export * from './developers';
export * from './developers-v1';
export * from './developers-webhooks';
export * from './password';
export * from './link-mail';
export * from './payouts';
export * from './anticipation';
export * from './statement';
export * from './receipt-email';
export * from './seller-onboarding';
export * from './webhook-events';
export * from './fees';
export * from './team';
export * from './security';
export * from './activity';
export * from './two-factor';
export * from './privacy';
export * from './coupons';

// What other domains' tests may use to make and settle a payout at the sandbox (lint lets
// another domain import only a domain's index.ts and testing.ts).
export { cardSale, idSellerOf, moveClock, readyAccount } from './test-support';

import { NotifiedCache } from '../../platform/notified-cache';
import type { SellerBalances } from '../gateway';

/**
 * The channel on which a seller's money moving is announced, with the seller's id: the statement
 * posts a line for every movement we book (a sale, a refund, a chargeback, a payout, an
 * antecipação; statement/ledger.ts), in the transaction that books it.
 */
export const SELLER_MONEY_CHANNEL = 'pagora_seller_money_changed';

/**
 * How long the dashboard shows a seller's balances as read from the provider: what moves there
 * without a line of ours (a receivable settling into the available balance on its day) shows this
 * late at most. Everything we book drops the seller's entry on every instance at once.
 */
const MAX_AGE_MS = 15_000;

export type DashboardFigures = { held: SellerBalances; availableCents: number; futureCents: number };

/**
 * The dashboard cards' balances per seller (docs/payouts.md, "The dashboard's balances"). 'Sacar'
 * and GET /balance never read it: a payout is checked against the provider's figures of that moment.
 */
export const createBalanceCache = () =>
  new NotifiedCache<DashboardFigures | null>(SELLER_MONEY_CHANNEL, 50_000, MAX_AGE_MS);
export type BalanceCache = NotifiedCache<DashboardFigures | null>;

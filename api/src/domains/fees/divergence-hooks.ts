import type { PaymentMethodId } from '@pagora/shared';
import { inTransactionHooks } from '../../platform/db/in-transaction-hooks';

/** A sale's provider fee that differed from the table, told inside the transaction recording it. */
export type FeeDivergence = {
  transactionId: string;
  sellerId: string;
  marketplaceId: string;
  /** The Brasília day the sale was paid, whose rates applied. */
  day: string;
  method: PaymentMethodId;
  installments: number;
  grossCents: number;
  expectedFeeCents: number;
  chargedFeeCents: number;
  createdAt: Date;
};

const hooks = inTransactionHooks<FeeDivergence & { id: string }>();

/** Once per process: the developers domain writes the shops' `fee.divergence` event with it. */
export const onFeeDivergence = hooks.on;
export const runFeeDivergenceHooks = hooks.run;

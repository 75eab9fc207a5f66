import { contractedProviderFeeCents, type Cents } from '@pagora/shared';
import type { SandboxContext } from './context';
import type { SbTransaction } from './state';

const METHOD = { credit: 'credit_card', pix: 'pix', boleto: 'bank_slip' } as const;

/**
 * What the sandbox takes from a charge when it is made: its current rate table (money-state.ts,
 * STANDARD_FEE_RATES unless `/_control/fee-rates` changed it), a card by the band of its
 * `installment_plan.number_installments`, with the one rounding rule of fee-table.ts (half up).
 * No public Zoop source gives its price list or rounding: these are the sandbox's.
 */
export const takenFeeCents = (
  ctx: SandboxContext,
  paymentType: SbTransaction['paymentType'],
  installments: number,
  amountCents: Cents,
): Cents => contractedProviderFeeCents(ctx.money.feeRates, METHOD[paymentType], installments, amountCents);

import type { SandboxContext } from './context';
import type { SbTransaction } from './state';
import type { CreateTransactionBody } from './transaction-input';

/** What tells a pending PIX from a pending boleto; everything else comes from the request. */
type MethodFields = Pick<
  SbTransaction,
  'id' | 'paymentType' | 'feesCents' | 'customer' | 'pix' | 'splitRules'
> &
  Pick<Partial<SbTransaction>, 'boleto'>;

/**
 * A new PIX or boleto, `pending` until the payer's bank pays it: one literal for both, so a field
 * added to a sandbox transaction is set the same way for each.
 */
export function pendingTransaction(
  ctx: SandboxContext,
  body: CreateTransactionBody,
  fields: MethodFields,
): SbTransaction {
  const now = ctx.opts.now();
  return {
    status: 'pending',
    amountCents: body.amount,
    originalAmountCents: body.amount,
    onBehalfOf: body.on_behalf_of,
    referenceId: body.reference_id ?? null,
    description: body.description ?? null,
    installments: 1,
    installmentMode: null,
    card: null,
    history: [],
    captured: false,
    voidedAt: null,
    metadata: body.metadata,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

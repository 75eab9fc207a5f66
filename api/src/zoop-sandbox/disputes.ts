import type { FastifyInstance } from 'fastify';
import type { SandboxContext, TransactionEvent } from './context';
import { transactionView } from './views';
import { notFound, sendZoopError } from './zoop-reply';

/**
 * Chargebacks (issue 36). Zoop has no dispute API: the card network opens a dispute (`dispute`,
 * `transaction.disputed`), Zoop asks the marketplace for documents by e-mail, and the dispute is
 * won (`succeeded` again, `transaction.disputed.succeeded`) or lost (`charged_back`,
 * `transaction.charged_back`). These control calls play the network's part; they are NOT Zoop's
 * API. In the payout ledger (payout-sales.ts) an open dispute changes nothing (Pagora holds the
 * disputed net back from 'Sacar' itself) and a lost one takes it back like a refund, on the day it
 * was lost. No public Zoop source says how Zoop's own ledger does either.
 */

// No public Zoop source: a lost dispute debits like a refund.
type Step = { from: string; to: 'dispute' | 'succeeded' | 'charged_back'; event: TransactionEvent };
const STEPS: Record<string, Step> = {
  dispute: { from: 'succeeded', to: 'dispute', event: 'transaction.disputed' },
  'dispute/win': { from: 'dispute', to: 'succeeded', event: 'transaction.disputed.succeeded' },
  'dispute/lose': { from: 'dispute', to: 'charged_back', event: 'transaction.charged_back' },
};

export function disputeRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;
  for (const [path, step] of Object.entries(STEPS)) {
    app.post<{ Params: { id: string } }>(`/transactions/:id/${path}`, async (req, reply) => {
      const tx = ctx.store.transactions.get(req.params.id);
      if (!tx) return notFound(reply, 'transaction');
      // Only a paid card charge can be disputed: PIX and boleto have no chargeback.
      if (tx.paymentType !== 'credit' || tx.status !== step.from)
        return sendZoopError(
          reply,
          409,
          'invalid_request_error',
          'invalid_transaction_status',
          `transaction is ${tx.status} (${tx.paymentType})`,
        );
      tx.status = step.to;
      tx.updatedAt = ctx.opts.now();
      if (step.to === 'charged_back') tx.chargedBackAt = tx.updatedAt;
      ctx.store.save('transaction', tx);
      ctx.emit(step.event, tx);
      return transactionView(mid, tx);
    });
  }
}

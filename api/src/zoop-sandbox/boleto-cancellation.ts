import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { armBoletoExpiry } from './boleto-charges';
import type { SandboxContext } from './context';
import type { Faults } from './faults';
import type { RequestLog } from './request-log';

type Deps = {
  ctx: SandboxContext;
  faults: Faults;
  requests: RequestLog;
  knownMarketplace: (
    req: FastifyRequest<{ Params: { mid?: string } }>,
    reply: FastifyReply,
  ) => Promise<unknown>;
};

/**
 * Zoop's boleto cancellation (issue 36), as its OpenAPI v1.1 "Gestão de transações e recebíveis"
 * documents it: `POST /v1/boletos/cancellation/marketplaces/{mp}/transactions/{id}` answers 202
 * `{status: "Requested"}` and cancels later (asynchronous); refusals are 422 with its own small
 * envelope `{status: "ERROR" | "REFUSED", message}`, not the usual `error` object. The boleto reads
 * `canceled` (with `transaction.canceled`) `boletoCancellationDelayMs` after the request.
 */
// No public Zoop source: the delay before `canceled` (`boletoCancellationDelayMs`, 200 ms).
export async function installBoletoCancellation(app: FastifyInstance, deps: Deps): Promise<void> {
  const { ctx } = deps;
  await app.register(
    async (api: FastifyInstance) => {
      deps.faults.install(api);
      deps.requests.install(api);
      api.addHook('onRequest', deps.knownMarketplace);
      api.post<{ Params: { id: string } }>('/transactions/:id', async (req, reply) => {
        const id = req.params.id;
        const tx = ctx.store.transactions.get(id);
        if (!tx || tx.paymentType !== 'boleto')
          return reply.code(422).send({ status: 'ERROR', message: 'Transaction not found' });
        if (tx.cancellationRequestedAt)
          return reply.code(202).send({
            status: 'Requested',
            message: 'Cancellation already requested successfully',
            transaction_id: id,
          });
        // A paid (or already cancelled) boleto cannot be cancelled.
        if (tx.status !== 'pending')
          return reply.code(422).send({ status: 'REFUSED', message: 'Transaction status is invalid' });
        tx.cancellationRequestedAt = ctx.opts.now();
        ctx.store.save('transaction', tx);
        armBoletoExpiry(ctx, tx);
        return reply.code(202).send({
          status: 'Requested',
          message: 'Cancellation request created successfully',
          transaction_id: id,
        });
      });
    },
    { prefix: '/v1/boletos/cancellation/marketplaces/:mid' },
  );
}

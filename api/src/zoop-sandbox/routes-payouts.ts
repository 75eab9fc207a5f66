import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createTransfer, type PayoutContext } from './payout-transfers';
import type { SbBankAccount } from './payout-state';
import { bankAccountView, transferView } from './payout-views';
import { policyBody, policyView } from './receiving-policy';
import { newZoopId } from './state';
import { badRequest, listEnvelope, notFound } from './zoop-reply';

type IdParams = { id: string };

const tokenBody = z
  .object({
    holder_name: z.string().min(1),
    taxpayer_id: z
      .string()
      .regex(/^\d{11}$/)
      .optional(),
    ein: z
      .string()
      .regex(/^\d{14}$/)
      .optional(),
    bank_code: z.string().regex(/^\d{3}$/),
    routing_number: z.string().regex(/^\d{1,5}$/),
    account_number: z.string().regex(/^[\dXx-]{1,20}$/),
    type: z.enum(['checking', 'savings']),
  })
  .refine((b) => (b.taxpayer_id === undefined) !== (b.ein === undefined), 'taxpayer_id or ein');
const attachBody = z.object({ customer: z.string().min(1), token: z.string().min(1) });
/** Zoop's transfer fields (research §13.5); a `reference_id` is dropped: Zoop keeps none. */
const transferBody = z.object({
  amount: z.number().int().positive(),
  description: z.string().max(200).optional(),
  statement_descriptor: z.string().max(100).optional(),
  transfer_date: z.string().optional(),
});

/** Zoop's v1 money-out endpoints: bank accounts, receiving policy, transfers, receivables. */
export function payoutRoutes(app: FastifyInstance, p: PayoutContext): void {
  const { ctx, payouts } = p;
  const mid = ctx.opts.marketplaceId;
  const isSeller = (id: string) =>
    ctx.store.sellers.has(id) || (ctx.opts.adoptUnknownIds && /^[0-9a-f]{32}$/.test(id));

  app.post('/bank_accounts/tokens', async (req, reply) => {
    const b = tokenBody.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_parameter', 'Invalid bank account', [b.error.message]);
    const { holder_name, taxpayer_id, ein, bank_code, routing_number, account_number, type } = b.data;
    const token = {
      id: newZoopId(),
      used: false,
      createdAt: ctx.opts.now(),
      account: {
        holderName: holder_name,
        taxpayerId: (taxpayer_id ?? ein)!,
        bankCode: bank_code,
        routingNumber: routing_number,
        accountNumber: account_number,
        type,
      },
    };
    payouts.saveToken(token);
    return reply.code(201).send({ id: token.id, resource: 'token', type: 'bank_account', used: false });
  });

  app.post('/bank_accounts', async (req, reply) => {
    const b = attachBody.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'customer and token are required');
    const token = payouts.tokens.get(b.data.token);
    if (!token) return notFound(reply, 'token');
    if (token.used) return badRequest(reply, 'invalid_parameter', 'token already used');
    if (!isSeller(b.data.customer)) return notFound(reply, 'seller');
    token.used = true;
    payouts.saveToken(token);
    const account: SbBankAccount = {
      ...token.account,
      id: newZoopId(),
      customer: b.data.customer,
      createdAt: ctx.opts.now(),
    };
    payouts.saveAccount(account);
    return reply.code(201).send(bankAccountView(mid, account));
  });

  app.get<{ Params: IdParams }>('/bank_accounts/:id', async (req, reply) => {
    const account = payouts.accounts.get(req.params.id);
    return account ? bankAccountView(mid, account) : notFound(reply, 'bank_account');
  });

  app.delete<{ Params: IdParams }>('/bank_accounts/:id', async (req, reply) => {
    if (!payouts.removeAccount(req.params.id)) return notFound(reply, 'bank_account');
    return { id: req.params.id, resource: 'bank_account', deleted: true };
  });

  app.get<{ Params: IdParams }>('/sellers/:id/bank_accounts', async (req, reply) => {
    if (!isSeller(req.params.id)) return notFound(reply, 'seller');
    const all = [...payouts.accounts.values()].filter((a) => a.customer === req.params.id);
    return listEnvelope(
      req.url,
      all.map((a) => bankAccountView(mid, a)),
      100,
      0,
    );
  });

  app.get<{ Params: IdParams }>('/sellers/:id/receiving_policy', async (req, reply) =>
    isSeller(req.params.id) ? policyView(payouts.policyOf(req.params.id)) : notFound(reply, 'seller'),
  );
  app.post<{ Params: IdParams }>('/sellers/:id/receiving_policy', async (req, reply) => {
    if (!isSeller(req.params.id)) return notFound(reply, 'seller');
    const b = policyBody.safeParse(req.body);
    if (!b.success)
      return badRequest(
        reply,
        'invalid_parameter',
        'Invalid receiving policy',
        b.error.issues.map((i) => i.message),
      );
    payouts.setPolicy(req.params.id, b.data);
    return policyView(b.data);
  });

  app.post<{ Params: IdParams }>('/bank_accounts/:id/transfers', async (req, reply) => {
    if (!payouts.accounts.has(req.params.id)) return notFound(reply, 'bank_account');
    const b = transferBody.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_parameter', 'Invalid transfer', [b.error.message]);
    const result = createTransfer(p, {
      bankAccountId: req.params.id,
      amountCents: b.data.amount,
      description: b.data.description ?? '',
    });
    if (result.status === 402) return reply.code(402).send(result.error);
    return reply.code(201).send(transferView(mid, result.transfer));
  });

  app.get<{ Params: IdParams }>('/transfers/:id', async (req, reply) => {
    const t = payouts.transfers.get(req.params.id);
    return t ? transferView(mid, t) : notFound(reply, 'transfer');
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { sellerLedger } from './payout-sales';
import { sellerBalanceCents } from './split';
import { newZoopId, type SbParty } from './state';
import { scheduleApproval } from './seller-review';
import { partyView } from './views';
import { badRequest, money, notFound, sendZoopError } from './zoop-reply';

type IdParams = { id: string };

const personSchema = z.looseObject({
  first_name: z.string().min(1),
  last_name: z.string().default(''),
  email: z.string().min(3),
  taxpayer_id: z.string().min(11),
});
/** Zoop's address, as its clients send it. */
const addressSchema = z.looseObject({
  line1: z.string().min(1),
  line2: z.string().min(1),
  neighborhood: z.string().min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  postal_code: z.string().regex(/^\d{8}$/),
  country_code: z.string().length(2),
});
const mcc = z.string().regex(/^\d{4}$/);
/**
 * What Zoop's review needs of a seller (the fields every public client sends): without them a
 * seller would sit in review forever, so the strict sandbox refuses the create instead.
 */
const individualSellerSchema = personSchema.extend({
  phone_number: z.string().min(10),
  address: addressSchema,
  mcc,
});
const businessSchema = z.looseObject({
  business_name: z.string().min(1),
  business_email: z.string().min(3),
  business_phone: z.string().min(10),
  business_opening_date: z.iso.date(),
  business_address: addressSchema,
  ein: z.string().min(14),
  mcc,
});

const issues = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

/** Sellers, buyers, card tokens, saved cards and seller balances. */
export function accountRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;
  const party = (
    resource: SbParty['resource'],
    type: SbParty['type'],
    displayName: string,
    taxpayerId: string,
    email: string,
  ) => {
    // Like Zoop, a new seller is `pending` until reviewed (seller-review.ts); buyers are active.
    const p: SbParty = {
      id: newZoopId(),
      resource,
      type,
      displayName,
      taxpayerId,
      email,
      status: resource === 'seller' ? 'pending' : 'active',
      defaultCard: null,
      createdAt: ctx.opts.now(),
    };
    ctx.store.save(resource, p);
    if (resource === 'seller') scheduleApproval(ctx, p);
    return partyView(mid, p);
  };

  app.post('/sellers/individuals', async (req, reply) => {
    const b = individualSellerSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid seller', issues(b.error));
    return reply
      .code(201)
      .send(
        party(
          'seller',
          'individual',
          `${b.data.first_name} ${b.data.last_name}`.trim(),
          b.data.taxpayer_id,
          b.data.email,
        ),
      );
  });

  app.post('/sellers/businesses', async (req, reply) => {
    const b = businessSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid seller', issues(b.error));
    return reply
      .code(201)
      .send(party('seller', 'business', b.data.business_name, b.data.ein, b.data.business_email));
  });

  app.post('/buyers', async (req, reply) => {
    const b = personSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid buyer');
    // Zoop may refuse a second buyer with a taxpayer id it holds (issue 36, research §13); the
    // sandbox always does, so a client must find or reuse its buyer. No public Zoop source: the
    // 409's category: `duplicate_taxpayer_id` is the sandbox's.
    if ([...ctx.store.buyers.values()].some((x) => x.taxpayerId === b.data.taxpayer_id))
      return sendZoopError(
        reply,
        409,
        'invalid_request_error',
        'duplicate_taxpayer_id',
        'A buyer with this taxpayer_id already exists',
      );
    const name = `${b.data.first_name} ${b.data.last_name}`.trim();
    const view = party('buyer', 'individual', name, b.data.taxpayer_id, b.data.email);
    // Boletos need the buyer's address (boleto-charges.ts); only whether it came is kept.
    const address = addressSchema.safeParse((req.body as { address?: unknown }).address);
    const buyer = ctx.store.buyers.get(view.id);
    if (address.success && buyer) ctx.store.save('buyer', { ...buyer, hasAddress: true });
    return reply.code(201).send(view);
  });

  // Zoop's buyer update (research zoop.md §2: IMO, VIT, COR): a reused buyer gets the address a
  // boleto needs. Only whether an address came is kept, as on create.
  app.put<{ Params: IdParams }>('/buyers/:id', async (req, reply) => {
    const buyer = ctx.store.buyers.get(req.params.id);
    if (!buyer) return notFound(reply, 'buyer');
    const address = addressSchema.safeParse((req.body as { address?: unknown } | null)?.address);
    const updated = address.success ? { ...buyer, hasAddress: true } : buyer;
    ctx.store.save('buyer', updated);
    return reply.code(200).send(partyView(mid, updated));
  });

  // Zoop's buyer search by document, like the seller one below.
  app.get<{ Querystring: { taxpayer_id?: string } }>('/buyers/search', async (req, reply) => {
    const doc = req.query.taxpayer_id;
    const found = doc ? [...ctx.store.buyers.values()].find((x) => x.taxpayerId === doc) : undefined;
    return found ? partyView(mid, found) : notFound(reply, 'buyer');
  });

  // GET /sellers/:id answers the seller the sandbox issued (the port's `getSeller`), or Zoop's 404
  // envelope for an id it never issued: the seller form's "ID Zoop" check works offline.
  for (const [path, map] of [
    ['/sellers/:id', ctx.store.sellers],
    ['/buyers/:id', ctx.store.buyers],
  ] as const) {
    app.get<{ Params: IdParams }>(path, async (req, reply) => {
      const p = map.get(req.params.id);
      return p ? partyView(mid, p) : notFound(reply, path.split('/')[1] ?? 'resource');
    });
  }

  // Zoop's seller search by document (`?taxpayer_id=` for a CPF, `?ein=` for a CNPJ).
  app.get<{ Querystring: { taxpayer_id?: string; ein?: string } }>('/sellers/search', async (req, reply) => {
    const doc = req.query.taxpayer_id ?? req.query.ein;
    const found = doc ? [...ctx.store.sellers.values()].find((s) => s.taxpayerId === doc) : undefined;
    return found ? partyView(mid, found) : notFound(reply, 'seller');
  });

  app.delete<{ Params: IdParams }>('/sellers/:id', async (req, reply) => {
    if (!ctx.store.remove('seller', req.params.id)) return notFound(reply, 'seller');
    return { id: req.params.id, resource: 'seller', deleted: true };
  });

  app.get<{ Params: IdParams }>('/sellers/:id/balances', async (req, reply) => {
    // The demo's seeded sellers (adoptUnknownIds) read as sellers with nothing owed yet.
    if (
      !ctx.store.sellers.has(req.params.id) &&
      !(ctx.opts.adoptUnknownIds && /^[0-9a-f]{32}$/.test(req.params.id))
    )
      return notFound(reply, 'seller');
    const owedCents = sellerBalanceCents(ctx.store, req.params.id);
    const transferredCents = [...ctx.payouts.transfers.values()]
      .filter((t) => t.owner === req.params.id && t.status !== 'failed')
      .reduce((sum, t) => sum + t.amountCents, 0);
    // No public Zoop source: assumed semantics (Zoop does not document them, docs/payouts.md): `account_balance` is all
    // the seller was owed, `current_balance` what is still held (available and to come, less the
    // transfers made); blocked is what open disputes hold (disputes.ts).
    return {
      items: {
        current_balance: money(Math.max(0, owedCents - transferredCents)),
        current_blocked_balance: money(sellerLedger(ctx, ctx.payouts, req.params.id).balance.blockedCents),
        account_balance: money(Math.max(0, owedCents)),
      },
    };
  });
}

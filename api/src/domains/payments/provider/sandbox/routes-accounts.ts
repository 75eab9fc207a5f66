import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { sellerBalanceCents } from './split';
import { newZoopId, type SbCard, type SbParty } from './state';
import { makeCard } from './test-cards';
import { rawCardSchema } from './transaction-input';
import { cardView, partyView, tokenView } from './views';
import { badRequest, money, notFound } from './zoop-reply';

type IdParams = { id: string };

const personSchema = z.looseObject({
  first_name: z.string().min(1),
  last_name: z.string().default(''),
  email: z.string().min(3),
  taxpayer_id: z.string().min(11),
});
const businessSchema = z.looseObject({
  business_name: z.string().min(1),
  business_email: z.string().min(3),
  ein: z.string().min(14),
});

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
    // The sandbox approves KYC at once; real Zoop answers `pending` until it reviews the seller.
    const p: SbParty = {
      id: newZoopId(),
      resource,
      type,
      displayName,
      taxpayerId,
      email,
      status: 'active',
      defaultCard: null,
      createdAt: ctx.opts.now(),
    };
    (resource === 'seller' ? ctx.store.sellers : ctx.store.buyers).set(p.id, p);
    return partyView(mid, p);
  };

  app.post('/sellers/individuals', async (req, reply) => {
    const b = personSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid seller');
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
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid seller');
    return reply
      .code(201)
      .send(party('seller', 'business', b.data.business_name, b.data.ein, b.data.business_email));
  });

  app.post('/buyers', async (req, reply) => {
    const b = personSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid buyer');
    return reply
      .code(201)
      .send(
        party(
          'buyer',
          'individual',
          `${b.data.first_name} ${b.data.last_name}`.trim(),
          b.data.taxpayer_id,
          b.data.email,
        ),
      );
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
    if (!ctx.store.sellers.delete(req.params.id)) return notFound(reply, 'seller');
    return { id: req.params.id, resource: 'seller', deleted: true };
  });

  app.get<{ Params: IdParams }>('/sellers/:id/balances', async (req, reply) => {
    // Like charges, a well-formed seller id the sandbox forgot (restart) reads as a new seller.
    if (!ctx.store.sellers.has(req.params.id) && !/^[0-9a-f]{32}$/.test(req.params.id))
      return notFound(reply, 'seller');
    const owed = money(Math.max(0, sellerBalanceCents(ctx.store, req.params.id)));
    // Assumed semantics (Zoop does not document them): nothing is ever blocked or settled here.
    return { items: { current_balance: owed, current_blocked_balance: '0.00', account_balance: owed } };
  });

  app.post('/cards/tokens', async (req, reply) => {
    const b = rawCardSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_payment_information', 'Invalid card');
    const card = makeCard(b.data);
    const token = { id: newZoopId(), used: false, card, createdAt: ctx.opts.now() };
    ctx.store.tokens.set(token.id, token);
    return reply.code(201).send(tokenView(mid, token));
  });

  app.post('/cards', async (req, reply) => {
    const b = z.object({ token: z.string(), customer: z.string() }).safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'token and customer are required');
    const token = ctx.store.tokens.get(b.data.token);
    if (!token || token.used)
      return badRequest(reply, 'invalid_parameter', 'token not found or already used');
    // Like sellers: unless strict, a well-formed buyer id the sandbox forgot (restart; the demo's
    // seeded buyers) is remembered as a new buyer, so saved cards work on a fresh start.
    if (
      !ctx.store.buyers.has(b.data.customer) &&
      !ctx.opts.strictSellers &&
      /^[0-9a-f]{32}$/.test(b.data.customer)
    )
      ctx.store.buyers.set(b.data.customer, {
        id: b.data.customer,
        resource: 'buyer',
        type: 'individual',
        displayName: '',
        taxpayerId: '',
        email: '',
        status: 'active',
        defaultCard: null,
        createdAt: ctx.opts.now(),
      });
    const buyer = ctx.store.buyers.get(b.data.customer);
    if (!buyer) return notFound(reply, 'buyer');
    token.used = true;
    const card: SbCard = { ...token.card, customer: buyer.id };
    ctx.store.cards.set(card.id, card);
    buyer.defaultCard = card.id;
    return reply.code(201).send(cardView(mid, card, ctx.opts.now()));
  });
}

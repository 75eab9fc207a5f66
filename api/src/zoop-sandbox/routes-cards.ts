import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { newZoopId, type SbCard } from './state';
import { makeCard } from './test-cards';
import { rawCardSchema } from './transaction-input';
import { cardView, tokenView } from './views';
import { badRequest, notFound } from './zoop-reply';

/** Card tokens and saved cards (a buyer's default card). */
export function cardRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;
  app.post('/cards/tokens', async (req, reply) => {
    const b = rawCardSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_payment_information', 'Invalid card');
    const card = makeCard(b.data);
    const token = { id: newZoopId(), used: false, card, createdAt: ctx.opts.now() };
    ctx.store.save('token', token);
    return reply.code(201).send(tokenView(mid, token));
  });

  app.post('/cards', async (req, reply) => {
    const b = z.object({ token: z.string(), customer: z.string() }).safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'token and customer are required');
    const token = ctx.store.tokens.get(b.data.token);
    if (!token || token.used)
      return badRequest(reply, 'invalid_parameter', 'token not found or already used');
    // The demo's seeded buyers (adoptUnknownIds): their cards are saved on a fresh start.
    if (
      !ctx.store.buyers.has(b.data.customer) &&
      ctx.opts.adoptUnknownIds &&
      /^[0-9a-f]{32}$/.test(b.data.customer)
    )
      ctx.store.save('buyer', {
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
    ctx.store.save('token', token);
    const card: SbCard = { ...token.card, customer: buyer.id };
    ctx.store.save('card', card);
    buyer.defaultCard = card.id;
    ctx.store.save('buyer', buyer);
    // Zoop's OpenAPI v1.1 answers the attached card with 200 (the token's create is 201).
    return reply.code(200).send(cardView(mid, card, ctx.opts.now()));
  });
}

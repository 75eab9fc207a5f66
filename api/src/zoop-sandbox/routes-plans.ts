import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from './context';
import { newZoopId, type SbPlan } from './state';
import { badRequest, listEnvelope, notFound, resourceTime } from './zoop-reply';

type IdParams = { id: string };

// Zoop v2 takes the plan amount in integer cents (VIT `IPlan`; research zoop.md §3.10).
const planSchema = z.looseObject({
  name: z.string().min(1),
  description: z.string().default(''),
  amount: z.number().int().positive(),
  currency: z.literal('BRL').default('BRL'),
  frequency: z.enum(['daily', 'weekly', 'monthly', 'annually']),
  interval: z.number().int().min(1),
  payment_methods: z.array(z.enum(['credit', 'boleto', 'pix'])).min(1),
  metadata: z.record(z.string(), z.unknown()).default({}),
});

const planView = (mid: string, p: SbPlan) => ({
  id: p.id,
  resource: 'plan',
  uri: `/v2/marketplaces/${mid}/plans/${p.id}`,
  name: p.name,
  description: p.description,
  amount: p.amountCents,
  currency: 'BRL',
  frequency: p.frequency,
  interval: p.interval,
  payment_methods: p.paymentMethods,
  metadata: p.metadata ?? {},
  created_at: resourceTime(p.createdAt),
  updated_at: resourceTime(p.updatedAt),
});

/** Zoop v2 recurring plans (`/v2/marketplaces/{mid}/plans`): create, read, replace, delete. */
export function planRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const mid = ctx.opts.marketplaceId;

  app.post('/plans', async (req, reply) => {
    const b = planSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid plan');
    const now = ctx.opts.now();
    const plan: SbPlan = {
      id: newZoopId(),
      name: b.data.name,
      description: b.data.description,
      amountCents: b.data.amount,
      frequency: b.data.frequency,
      interval: b.data.interval,
      paymentMethods: b.data.payment_methods,
      metadata: b.data.metadata,
      createdAt: now,
      updatedAt: now,
    };
    ctx.store.save('plan', plan);
    return reply.code(201).send(planView(mid, plan));
  });

  app.get('/plans', async () => {
    const items = [...ctx.store.plans.values()]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((p) => planView(mid, p));
    return listEnvelope(`/v2/marketplaces/${mid}/plans`, items, 100, 0);
  });

  app.get<{ Params: IdParams }>('/plans/:id', async (req, reply) => {
    const plan = ctx.store.plans.get(req.params.id);
    return plan ? planView(mid, plan) : notFound(reply, 'plan');
  });

  app.put<{ Params: IdParams }>('/plans/:id', async (req, reply) => {
    const plan = ctx.store.plans.get(req.params.id);
    if (!plan) return notFound(reply, 'plan');
    const b = planSchema.safeParse(req.body);
    if (!b.success) return badRequest(reply, 'missing_required_param', 'Invalid plan');
    Object.assign(plan, {
      name: b.data.name,
      description: b.data.description,
      amountCents: b.data.amount,
      frequency: b.data.frequency,
      interval: b.data.interval,
      paymentMethods: b.data.payment_methods,
      updatedAt: ctx.opts.now(),
    });
    ctx.store.save('plan', plan);
    return planView(mid, plan);
  });

  app.delete<{ Params: IdParams }>('/plans/:id', async (req, reply) => {
    if (!ctx.store.remove('plan', req.params.id)) return notFound(reply, 'plan');
    return { id: req.params.id, resource: 'plan', deleted: true };
  });
}

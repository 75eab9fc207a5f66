import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Principal } from '../../../platform/principal';
import {
  DEVELOPER_MESSAGES as M,
  type CreateWebhookEndpoint,
  type WebhookEndpointView,
  type WebhookEventType,
} from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import { usersView } from '../../accounts';
import { newSigningSecret } from '../secrets';
import { webhookEndpoints, type WebhookEndpointRow } from '../tables';
import { ownerOf, readScope } from '../tenant';
import { assertTargetUrl } from './target';

const view = (r: WebhookEndpointRow, owner: { nome: string; cargo: string }): WebhookEndpointView => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events as WebhookEventType[],
  createdAt: r.createdAt.toISOString(),
  disabledAt: r.disabledAt?.toISOString() ?? null,
  owner,
});

/** POST /developer/webhooks: the signing secret is answered here only. */
export async function createWebhookEndpoint(
  ctx: AppContext,
  who: Principal,
  input: Required<Omit<CreateWebhookEndpoint, 'description'>> & { description: string },
) {
  const url = await assertTargetUrl(input.url, ctx.config.developers.mode);
  const secret = newSigningSecret();
  const [row] = await ctx.db
    .insert(webhookEndpoints)
    .values({
      ...ownerOf(who),
      url: url.toString(),
      description: input.description,
      events: input.events,
      secret,
    })
    .returning();
  if (!row) throw new Error('webhook endpoint insert returned nothing');
  return { id: row.id, secret, endpoint: view(row, { nome: who.nome, cargo: who.cargo }) };
}

export async function listWebhookEndpoints(ctx: AppContext, who: Principal): Promise<WebhookEndpointView[]> {
  const rows = await ctx.db
    .select({ endpoint: webhookEndpoints, nome: usersView.nome, cargo: usersView.cargo })
    .from(webhookEndpoints)
    .innerJoin(usersView, eq(usersView.id, webhookEndpoints.ownerUserId))
    .where(and(isNull(webhookEndpoints.deletedAt), readScope(who, webhookEndpoints.ownerUserId)))
    .orderBy(desc(webhookEndpoints.createdAt))
    .limit(200);
  return rows.map((r) => view(r.endpoint, { nome: r.nome, cargo: r.cargo }));
}

/** An endpoint the caller may read (admin: any), or 404. `write`: the owner's login only. */
export async function visibleEndpoint(ctx: AppContext, who: Principal, id: string, write: boolean) {
  const scope = write
    ? eq(webhookEndpoints.ownerUserId, ownerOf(who).ownerUserId)
    : readScope(who, webhookEndpoints.ownerUserId);
  const [row] = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), isNull(webhookEndpoints.deletedAt), scope));
  if (!row) throw AppError.notFound(M.endpointNotFound);
  return row;
}

export async function removeWebhookEndpoint(ctx: AppContext, who: Principal, id: string): Promise<void> {
  await visibleEndpoint(ctx, who, id, true);
  await ctx.db.update(webhookEndpoints).set({ deletedAt: new Date() }).where(eq(webhookEndpoints.id, id));
}

/**
 * 'Rolar segredo': a new secret signs from now on; the old one signs too (both signatures in
 * `webhook-signature`) until the overlap ends, so the receiver can switch without losing events.
 */
export async function rollSigningSecret(ctx: AppContext, who: Principal, id: string, overlapHours: number) {
  const current = await visibleEndpoint(ctx, who, id, true);
  const secret = newSigningSecret();
  await ctx.db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: overlapHours > 0 ? current.secret : null,
      previousSecretUntil: overlapHours > 0 ? new Date(Date.now() + overlapHours * 3600_000) : null,
    })
    .where(eq(webhookEndpoints.id, id));
  return secret;
}

export async function enableWebhookEndpoint(ctx: AppContext, who: Principal, id: string) {
  await visibleEndpoint(ctx, who, id, true);
  const [row] = await ctx.db
    .update(webhookEndpoints)
    .set({ disabledAt: null, failingSince: null })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return view(row!, { nome: who.nome, cargo: who.cargo });
}

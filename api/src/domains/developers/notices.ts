import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { usersView } from '../accounts';
import { enqueueMail, isMailable } from '../mail';
import type { ApiKeyRow, WebhookEndpointRow } from './tables';

async function ownerLogin(db: Db, userId: string) {
  const [owner] = await db
    .select({ nome: usersView.nome, email: usersView.email })
    .from(usersView)
    .where(eq(usersView.id, userId));
  return owner && isMailable(owner.email) ? owner : null;
}

/** 'Uma nova chave de API foi criada': in the key's transaction, once per key (created or rolled). */
export async function noticeKeyCreated(db: Db, key: ApiKeyRow): Promise<void> {
  const owner = await ownerLogin(db, key.ownerUserId);
  if (!owner) return;
  await enqueueMail(db, {
    kind: 'api_key_created',
    to: owner.email,
    eventKey: `api-key:${key.id}`,
    marketplaceId: key.marketplaceId,
    sellerId: key.sellerId,
    data: {
      nome: owner.nome,
      keyName: key.name,
      prefix: key.prefix,
      scopes: key.scopes,
      at: key.createdAt.toISOString(),
    },
  });
}

/** 'Seu endpoint de webhook foi desativado': in the transaction that disables it, once. */
export async function noticeEndpointDisabled(
  db: Db,
  endpoint: WebhookEndpointRow,
  failingSince: Date,
): Promise<void> {
  const owner = await ownerLogin(db, endpoint.ownerUserId);
  if (!owner) return;
  await enqueueMail(db, {
    kind: 'webhook_endpoint_disabled',
    to: owner.email,
    eventKey: `webhook-disabled:${endpoint.id}:${failingSince.toISOString()}`,
    marketplaceId: endpoint.marketplaceId,
    sellerId: endpoint.sellerId,
    data: {
      nome: owner.nome,
      url: endpoint.url,
      failingSince: failingSince.toISOString(),
      at: new Date().toISOString(),
    },
  });
}

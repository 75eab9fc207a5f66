import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Database } from '../../platform/db/client';
import { sellers } from './tables';

/**
 * A seller's review status at the payment provider (beside the seller rows this domain holds; the
 * sellers domain shows it, links and payments ask it before taking money). Zoop starts every new seller `pending` and
 * refuses its charges until approved (`active`); `denied` never receives. Stored from the
 * provider's answers and its `seller.*` webhooks (payments re-reads the seller, then calls
 * `recordProviderStatus`).
 */
export type ProviderSellerStatus = 'pending' | 'active' | 'denied';

/** Zoop's words (`enabled`, `activated` are approvals too) → ours; unknown words read as pending. */
export function normaliseProviderStatus(word: string): ProviderSellerStatus {
  if (word === 'active' || word === 'enabled' || word === 'activated') return 'active';
  if (word === 'denied' || word === 'disabled' || word === 'deleted') return 'denied';
  return 'pending';
}

export const SELLER_IN_REVIEW =
  'Este vendedor ainda está em análise na Zoop e não pode receber pagamentos. Tente novamente quando o cadastro for aprovado.';
export const SELLER_DENIED =
  'O cadastro deste vendedor foi recusado pela Zoop; ele não pode receber pagamentos.';

/**
 * `ifUnknown`: the create answer is older news than any webhook, and the approval's webhook can be
 * processed before the onboarding that created the seller gets to record that answer.
 */
export async function recordProviderStatus(
  db: Database,
  idSeller: string,
  word: string,
  { ifUnknown = false } = {},
): Promise<void> {
  if (!idSeller) return;
  await db.query(
    `INSERT INTO seller_provider_status (id_seller, status, updated_at) VALUES ($1, $2, now())
     ON CONFLICT (id_seller) DO ${ifUnknown ? 'NOTHING' : 'UPDATE SET status = EXCLUDED.status, updated_at = now()'}`,
    [idSeller, normaliseProviderStatus(word)],
  );
}

/** Statuses of these provider ids; an id without a row is `active` (see the migration). */
export async function providerStatuses(
  db: Database,
  idSellers: readonly string[],
): Promise<Map<string, ProviderSellerStatus>> {
  const rows = idSellers.length
    ? await db.query<{ id_seller: string; status: ProviderSellerStatus }>(
        'SELECT id_seller, status FROM seller_provider_status WHERE id_seller = ANY($1::text[])',
        [idSellers],
      )
    : [];
  const found = new Map(rows.map((r) => [r.id_seller, r.status]));
  return new Map(idSellers.map((id) => [id, found.get(id) ?? 'active']));
}

/** A seller's status as a column of another query, by its provider id; no row: `active`. */
export const providerStatusOf = (idSeller: SQLWrapper) =>
  sql<ProviderSellerStatus>`coalesce((SELECT ps.status FROM seller_provider_status ps WHERE ps.id_seller = ${idSeller}), 'active')`;

/** Why a seller cannot receive yet (pt-BR), or null when it can. */
export async function receivingBlock(db: Database, idSeller: string): Promise<string | null> {
  if (!idSeller) return null;
  return receivingBlockOf((await providerStatuses(db, [idSeller])).get(idSeller) ?? 'active');
}

/** `receivingBlock` for a status already read (a column of the caller's own query). */
export const receivingBlockOf = (status: ProviderSellerStatus): string | null =>
  status === 'pending' ? SELLER_IN_REVIEW : status === 'denied' ? SELLER_DENIED : null;

/** Refuses to create a link for a seller (our id) the provider has not approved (422, pt-BR reason). */
export async function assertSellerCanReceive(ctx: AppContext, sellerId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ idSeller: sellers.idSeller })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  const reason = await receivingBlock(ctx.database, row?.idSeller ?? '');
  if (reason) throw AppError.unprocessable(reason, 'seller_not_approved');
}

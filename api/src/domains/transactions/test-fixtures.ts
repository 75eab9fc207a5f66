import type { TransactionStatus } from '@pagora/shared';
import type { TestApp } from '../../test/harness';
import { setTestOrder } from '../payments/testing';

/** One transaction written straight to the table (the payments engine's tests cover how they arrive). */
export type Fixture = {
  seller: 0 | 1 | 2;
  status: Exclude<TransactionStatus, 'expirada'>;
  method?: 'pix' | 'credit_card' | 'bank_slip';
  cents: number;
  refunded?: number;
  at: Date;
  payer?: string | null;
  email?: string | null;
  late?: boolean;
  /** The payment link paid (created on first use). */
  link?: { id: string; description: string };
  /** What the payer chose (issue 40), as the payments pipeline records it. */
  order?: Parameters<typeof setTestOrder>[2];
};

/**
 * Inserts `rows` for the demo sellers (0, 1: Mercado Central; 2: Feira Nordeste); returns their ids.
 * They are synthetic like the demo history (`provider = 'demo'`): no provider ever saw them, so the
 * payments sweep running beside the test never reconciles an old `pendente` one into `falha`.
 */
export async function insertTransactions(t: TestApp, rows: Fixture[]): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rows) {
    const s = t.demo.sellers[r.seller]!.seller;
    if (r.link)
      await t.ctx.database.query(
        `INSERT INTO payment_links (id, seller_id, marketplace_id, description, amount_cents, payment_methods)
         VALUES ($1, $2, $3, $4, $5, ARRAY['pix']) ON CONFLICT (id) DO NOTHING`,
        [r.link.id, s.id, s.marketplaceId, r.link.description, r.cents],
      );
    const [row] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents, net_cents,
         refunded_cents, payer_name, payer_email, provider_id, late_payment, created_at, paid_at, link_id)
       VALUES ('demo', $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        s.id,
        s.marketplaceId,
        r.status,
        r.method ?? 'pix',
        r.cents,
        Math.floor(r.cents / 100),
        r.cents - Math.floor(r.cents / 100),
        r.refunded ?? 0,
        r.payer === undefined ? 'Cliente Teste' : r.payer,
        r.email === undefined ? 'cliente@teste.com' : r.email,
        `prov-${ids.length}-${r.cents}`,
        r.late ?? false,
        r.at.toISOString(),
        // A disputed or charged-back sale was paid first (issue 36).
        r.status === 'pago' || r.status === 'em_disputa' || r.status === 'chargeback'
          ? r.at.toISOString()
          : null,
        r.link?.id ?? null,
      ],
    );
    ids.push(row!.id);
    if (r.order) await setTestOrder(t, row!.id, r.order);
  }
  return ids;
}

/** The same instant `days` and `hours` ago. */
export const ago = (days: number, hours = 0, now = Date.now()) =>
  new Date(now - days * 86_400_000 - hours * 3_600_000);

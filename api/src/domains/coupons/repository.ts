import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { CouponForm } from '@pagora/shared';
import type { CouponView } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { sellersView } from '../accounts';
import { SOLD_STATUSES, transactionsView } from '../payments';
import { coupons, type CouponRow } from './tables';

/** What the coupon sold: sales with it that happened (a later refund or dispute does not undo a use). */
async function statsOf(db: Db, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, { uses: number; revenueCents: number; discountCents: number }>();
  const rows = await db
    .select({
      couponId: transactionsView.couponId,
      uses: sql<number>`count(*)::int`,
      revenue: sql<string>`coalesce(sum(${transactionsView.amountCents}), 0)`,
      discount: sql<string>`coalesce(sum(${transactionsView.discountCents}), 0)`,
    })
    .from(transactionsView)
    .where(and(inArray(transactionsView.couponId, ids), inArray(transactionsView.status, [...SOLD_STATUSES])))
    .groupBy(transactionsView.couponId);
  return new Map(
    rows.map((r) => [
      r.couponId ?? '',
      { uses: Number(r.uses), revenueCents: Number(r.revenue), discountCents: Number(r.discount) },
    ]),
  );
}

/** The non-deleted coupons `where` selects, newest first, each with its seller's name and figures. */
export async function couponViews(db: Db, where: SQL | undefined): Promise<CouponView[]> {
  const rows = await db
    .select({ coupon: coupons, sellerNome: sellersView.nome })
    .from(coupons)
    .innerJoin(sellersView, eq(sellersView.id, coupons.sellerId))
    .where(and(isNull(coupons.deletedAt), where))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  const stats = await statsOf(
    db,
    rows.map((r) => r.coupon.id),
  );
  return rows.map(({ coupon, sellerNome }) => ({
    id: coupon.id,
    sellerId: coupon.sellerId,
    sellerNome,
    code: coupon.code,
    description: coupon.description,
    kind: coupon.kind,
    percentHundredths: coupon.percentHundredths,
    amountCents: coupon.amountCents,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    maxUses: coupon.maxUses,
    maxUsesPerPayer: coupon.maxUsesPerPayer,
    linkIds: coupon.linkIds,
    active: coupon.active,
    createdAt: coupon.createdAt.toISOString(),
    ...(stats.get(coupon.id) ?? { uses: 0, revenueCents: 0, discountCents: 0 }),
  }));
}

export async function findCouponRow(db: Db, id: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)))
    .limit(1);
  return row;
}

/** The seller's live coupon with this code, whatever its case. */
export async function findByCode(db: Db, sellerId: string, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.sellerId, sellerId),
        sql`upper(${coupons.code}) = ${code.toUpperCase()}`,
        isNull(coupons.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

const formColumns = (form: CouponForm) => ({
  code: form.code,
  description: form.description,
  kind: form.kind,
  percentHundredths: form.percentHundredths,
  amountCents: form.amountCents,
  validFrom: form.validFrom,
  validUntil: form.validUntil,
  maxUses: form.maxUses,
  maxUsesPerPayer: form.maxUsesPerPayer,
  linkIds: form.linkIds,
});

export async function insertCoupon(
  db: Db,
  owner: { sellerId: string; marketplaceId: string },
  form: CouponForm,
): Promise<string> {
  const [row] = await db
    .insert(coupons)
    .values({ ...owner, ...formColumns(form) })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon insert returned nothing');
  return row.id;
}

export async function updateCoupon(db: Db, id: string, form: CouponForm): Promise<void> {
  await db
    .update(coupons)
    .set({ ...formColumns(form), updatedAt: new Date() })
    .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
}

export async function setCouponActive(db: Db, id: string, active: boolean): Promise<void> {
  await db
    .update(coupons)
    .set({ active, updatedAt: new Date() })
    .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
}

export async function softDeleteCoupon(db: Db, id: string): Promise<void> {
  const now = new Date();
  await db
    .update(coupons)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(coupons.id, id), isNull(coupons.deletedAt)));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { rowsOf } from '../../platform/db/sql-helpers';
import type { CouponForOrder } from './coupon-port';
import { FAILED_STATUSES, sqlList } from './tx-status';

export const COUPON_USED_UP = 'Este cupom atingiu o limite de usos';
export const COUPON_USED_BY_PAYER = 'Você já usou este cupom o máximo de vezes permitido';

/** Who is paying, as far as the attempt tells: any one that matches counts as the same payer. */
export type CouponPayer = { email: string | null; cpf: string | null; key: string | null };

export type CouponUses = { total: number; byPayer: number };

/**
 * A coupon's uses: its transactions not ended unpaid (paid, refunded, or still open: a PIX code
 * holds its use until it expires). By payer: those with the same e-mail, CPF/CNPJ or browser key.
 */
export async function countCouponUses(
  db: Db,
  couponId: string,
  exceptId: string | null,
  payer: CouponPayer,
): Promise<CouponUses> {
  const samePayer = sql.join(
    [
      payer.email ? sql`lower(payer_email) = ${payer.email.toLowerCase()}` : null,
      payer.cpf ? sql`payer_cpf = ${payer.cpf}` : null,
      payer.key ? sql`payer_key = ${payer.key}` : null,
    ].filter((c) => c !== null),
    sql` OR `,
  );
  const byPayer = payer.email || payer.cpf || payer.key ? sql`count(*) FILTER (WHERE ${samePayer})` : sql`0`;
  const rows = await db.execute(sql`
    SELECT count(*)::int AS total, (${byPayer})::int AS by_payer FROM transactions
    WHERE coupon_id = ${couponId} AND status NOT IN (${sql.raw(sqlList(FAILED_STATUSES))})
      AND (${exceptId}::uuid IS NULL OR id <> ${exceptId}::uuid)`);
  const row = rowsOf<{ total: number; by_payer: number }>(rows)[0];
  return { total: Number(row?.total ?? 0), byPayer: Number(row?.by_payer ?? 0) };
}

/** 422 on 'couponCode' when one more use would pass a limit; null when it fits. */
export function couponLimitError(coupon: CouponForOrder, uses: CouponUses): AppError | null {
  if (coupon.maxUses !== null && uses.total >= coupon.maxUses)
    return AppError.unprocessable(COUPON_USED_UP, 'coupon_used_up', 'couponCode');
  if (coupon.maxUsesPerPayer !== null && uses.byPayer >= coupon.maxUsesPerPayer)
    return AppError.unprocessable(COUPON_USED_BY_PAYER, 'coupon_used_by_payer', 'couponCode');
  return null;
}

import { eq } from 'drizzle-orm';
import { COUPON_MESSAGES, type CouponForm } from '@pagora/shared';
import type { CouponView } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { uniqueViolationOf } from '../accounts';
import {
  couponViews,
  findByCode,
  findCouponRow,
  insertCoupon,
  setCouponActive,
  softDeleteCoupon,
  updateCoupon,
} from './repository';
import { assertOwnLinks, listWhere, managedCoupon, owningSeller } from './scope';
import { coupons } from './tables';

const codeTaken = () => new AppError(409, 'conflict', COUPON_MESSAGES.codeTaken, { field: 'code' });

/** Two live coupons of one seller never share a code: checked first, and by the unique index in a race. */
async function assertCodeFree(db: Db, sellerId: string, code: string, exceptId?: string): Promise<void> {
  const other = await findByCode(db, sellerId, code);
  if (other && other.id !== exceptId) throw codeTaken();
}

async function written<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw codeTaken();
    throw err;
  }
}

async function viewOf(db: Db, id: string): Promise<CouponView> {
  const [view] = await couponViews(db, eq(coupons.id, id));
  if (!view) throw AppError.notFound(COUPON_MESSAGES.notFound);
  return view;
}

export const listCoupons = (ctx: AppContext, who: Principal, sellerId: string | undefined) =>
  couponViews(ctx.db, listWhere(who, sellerId));

export async function createCoupon(
  ctx: AppContext,
  who: Principal,
  input: CouponForm & { sellerId?: string | undefined },
): Promise<CouponView> {
  const { sellerId, ...form } = input;
  const owner = await owningSeller(ctx.db, who, sellerId);
  await assertOwnLinks(ctx.db, owner.sellerId, form.linkIds);
  await assertCodeFree(ctx.db, owner.sellerId, form.code);
  const id = await written(() => insertCoupon(ctx.db, owner, form));
  return viewOf(ctx.db, id);
}

export async function editCoupon(
  ctx: AppContext,
  who: Principal,
  id: string,
  form: CouponForm,
): Promise<CouponView> {
  const row = managedCoupon(who, await findCouponRow(ctx.db, id));
  await assertOwnLinks(ctx.db, row.sellerId, form.linkIds);
  await assertCodeFree(ctx.db, row.sellerId, form.code, row.id);
  await written(() => updateCoupon(ctx.db, row.id, form));
  return viewOf(ctx.db, row.id);
}

/** 'Desativar' / 'Reativar': an inactive coupon keeps its code (unique among live coupons, inactive included). */
export async function changeCouponActive(
  ctx: AppContext,
  who: Principal,
  id: string,
  active: boolean,
): Promise<CouponView> {
  const row = managedCoupon(who, await findCouponRow(ctx.db, id));
  await setCouponActive(ctx.db, row.id, active);
  return viewOf(ctx.db, row.id);
}

export async function removeCoupon(ctx: AppContext, who: Principal, id: string): Promise<void> {
  const row = managedCoupon(who, await findCouponRow(ctx.db, id));
  await softDeleteCoupon(ctx.db, row.id);
}

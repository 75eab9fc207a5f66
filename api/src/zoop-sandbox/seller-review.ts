import type { SandboxContext } from './context';
import type { SbParty } from './state';

/**
 * Zoop reviews every new seller: `pending` until approved (`seller.activated`) or refused
 * (`seller.denied`); a charge for a seller that is not `active` is refused (402
 * `seller_authorization_refused`). The sandbox approves after `sellerApprovalSeconds`, or only
 * through the control call when that is null.
 */
// No public Zoop source: the review's length (Zoop says 48 h) is a sandbox option.
export function scheduleApproval(ctx: SandboxContext, seller: SbParty): void {
  const delay = ctx.opts.sellerApprovalSeconds;
  if (seller.status !== 'pending' || delay === null) return;
  const key = `seller:${seller.id}`;
  const timer = setTimeout(() => {
    ctx.timers.delete(key);
    reviewSeller(ctx, seller.id, 'active');
  }, delay * 1000);
  ctx.timers.set(key, timer.unref());
}

/** Ends a seller's review; false when the seller is unknown. */
export function reviewSeller(ctx: SandboxContext, id: string, status: 'active' | 'denied'): boolean {
  const seller = ctx.store.sellers.get(id);
  if (!seller) return false;
  if (seller.status === status) return true;
  seller.status = status;
  ctx.store.save('seller', seller);
  ctx.emitSeller(status === 'active' ? 'seller.activated' : 'seller.denied', seller);
  return true;
}

import { couponDiscountLabel, formatBRL } from '@pagora/shared';
import type { CouponView } from '@pagora/shared/contracts';

export { couponDiscountLabel };

/** 'AAAA-MM-DD' (a São Paulo day, as stored) as 'dd/mm/aaaa', without passing through a time zone. */
const day = (date: string) => date.split('-').reverse().join('/');

/** 'Validade': both bounds, one of them, or none. */
export function validityLabel(c: Pick<CouponView, 'validFrom' | 'validUntil'>): string {
  if (c.validFrom && c.validUntil) return `${day(c.validFrom)} a ${day(c.validUntil)}`;
  if (c.validUntil) return `Até ${day(c.validUntil)}`;
  if (c.validFrom) return `A partir de ${day(c.validFrom)}`;
  return 'Sem prazo';
}

/** 'Usos': '3 de 10' against the limit, or '3'. */
export const usesLabel = (c: Pick<CouponView, 'uses' | 'maxUses'>) =>
  c.maxUses === null ? String(c.uses) : `${c.uses} de ${c.maxUses}`;

export const revenueLabel = (c: Pick<CouponView, 'revenueCents'>) => formatBRL(c.revenueCents);

export const statusLabel = (c: Pick<CouponView, 'active'>) => (c.active ? 'Ativo' : 'Inativo');

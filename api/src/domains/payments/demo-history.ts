import { randomBytes } from 'node:crypto';
import { centsToDecimalString, type InstallmentRate } from '@pagora/shared';
import { installmentOptions } from '../links';
import type { PaymentLinkRow } from '../links';
import { DEMO_CARDS, FIRST, LAST, cpf, pick, rng } from './demo-people';
import type { NewTransaction, TxStatus } from './tables';

/**
 * Twelve months of believable history for one demo seller, built from the seller's own links and
 * priced with the same installment code the checkout uses. Fees follow the sandbox's rates; every
 * row carries a provider-shaped raw answer, as a real charge would. Deterministic per seed.
 */

const CARD_FEE_BP = 399;
const PIX_FEE_BP = 99;
const DAY_MS = 86_400_000;
type Seller = { id: string; marketplaceId: string };
export type HistoryInput = {
  seller: Seller;
  links: PaymentLinkRow[];
  rates: InstallmentRate[];
  seed: number;
  now: number;
};

function statusFor(
  next: () => number,
  method: 'pix' | 'credit_card',
  ageMs: number,
): { status: TxStatus; reason: string | null } {
  const r = next();
  if (method === 'pix') {
    if (ageMs < 10 * 60_000) return { status: 'pendente_pix', reason: null };
    return r < 0.82 ? { status: 'pago', reason: null } : { status: 'falha', reason: 'expired' };
  }
  if (r < 0.78) return { status: 'pago', reason: null };
  if (r < 0.84) return { status: 'pendente', reason: null };
  if (r < 0.94)
    return {
      status: 'falha',
      reason: pick(next, ['card_declined', 'insufficient_funds_error', 'expired_card_error']),
    };
  if (r < 0.97) return { status: 'rejeitada', reason: 'antifraude' };
  return { status: 'estornada', reason: null };
}

export function demoHistory(input: HistoryInput): NewTransaction[] {
  const next = rng(input.seed);
  const rows: NewTransaction[] = [];
  const live = input.links.filter((l) => l.status !== 'inativo');
  for (let month = 11; month >= 0; month--) {
    const count = 10 + Math.floor(next() * 14) + (11 - month);
    for (let i = 0; i < count; i++) {
      // The newest one is a PIX still waiting for its payer; month 0 is the last few days.
      const fresh = month === 0 && i === 0;
      const ageMs = fresh
        ? 3 * 60_000
        : Math.floor((month * 30 + next() * 30) * DAY_MS * (month === 0 ? 0.2 : 1)) + 60_000;
      const link = pick(next, ageMs < 20 * DAY_MS && live.length > 0 ? live : input.links);
      const canCard = link.paymentMethods.includes('credit_card');
      const method =
        canCard && (!link.paymentMethods.includes('pix') || (!fresh && next() < 0.6)) ? 'credit_card' : 'pix';
      const options = installmentOptions({
        ...link,
        interestPlan: { id: '', idZoop: '', rates: input.rates },
      });
      const option = method === 'pix' || options.length === 0 ? null : pick(next, options.slice(0, 12));
      const amountCents = option?.totalCents ?? link.amountCents;
      const { status, reason } = statusFor(next, method, ageMs);
      const createdAt = new Date(input.now - ageMs);
      const feesCents =
        status === 'pago' || status === 'estornada'
          ? Math.round((amountCents * (method === 'pix' ? PIX_FEE_BP : CARD_FEE_BP)) / 10_000)
          : 0;
      const providerId = randomBytes(16).toString('hex');
      const name = `${pick(next, FIRST)} ${pick(next, LAST)}`;
      const card = method === 'credit_card' ? pick(next, DEMO_CARDS) : null;
      const settled = status === 'pago' || status === 'estornada';
      const late = method === 'pix' && status === 'pago' && next() < 0.03;
      rows.push({
        linkId: link.id,
        sellerId: input.seller.id,
        marketplaceId: input.seller.marketplaceId,
        status,
        method,
        amountCents,
        feesCents,
        netCents: amountCents - feesCents,
        installments: option?.times ?? 1,
        cardBrand: card?.brand ?? null,
        cardFirst4: card?.first4 ?? null,
        cardLast4: card ? String(1000 + Math.floor(next() * 9000)) : null,
        cardHolder: card ? name.toUpperCase() : null,
        payerName: card ? name : null,
        payerEmail: card
          ? `${name
              .toLowerCase()
              .normalize('NFD')
              .replace(/[^a-z ]/g, '')
              .replace(' ', '.')}@exemplo.com.br`
          : null,
        payerCpf: card ? cpf(next) : null,
        splitRules: link.splitRules,
        providerId,
        providerStatus: {
          pago: 'succeeded',
          pendente: 'pre_authorized',
          pendente_pix: 'pending',
          falha: method === 'pix' ? 'canceled' : 'failed',
          rejeitada: 'failed',
          estornada: 'refunded',
        }[status],
        providerRaw: {
          id: providerId,
          resource: 'transaction',
          payment_type: method === 'pix' ? 'pix' : 'credit',
          amount: centsToDecimalString(amountCents),
          fees: centsToDecimalString(feesCents),
          demo: true,
        },
        failureReason: late ? 'expired' : reason,
        latePayment: late,
        expiresAt: method === 'pix' ? new Date(createdAt.getTime() + 900_000) : null,
        paidAt: settled ? new Date(createdAt.getTime() + (late ? 960_000 : 40_000)) : null,
        failedAt:
          status === 'falha' || status === 'rejeitada' || late
            ? new Date(createdAt.getTime() + (method === 'pix' ? 900_000 : 2_000))
            : null,
        expiredAt:
          (method === 'pix' && status === 'falha') || late ? new Date(createdAt.getTime() + 900_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return rows;
}

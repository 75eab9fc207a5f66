import { randomBytes } from 'node:crypto';
import {
  centsToDecimalString,
  saoPauloInstant,
  saoPauloWallClock,
  type InstallmentRate,
} from '@pagora/shared';
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
  /** PIX paid after expiry, waiting in the review queue (the demo shows two in all). */
  latePix?: number;
};

type Method = 'pix' | 'credit_card';
/**
 * The first rows of every month, so each month of each seller shows every status the dashboards
 * count, with both methods; 'refund' is a paid charge refunded in part.
 */
const EVERY_MONTH: [Method, TxStatus | 'refund'][] = [
  ['pix', 'pago'],
  ['credit_card', 'pago'],
  ['credit_card', 'pendente'],
  ['pix', 'expirada'],
  ['credit_card', 'falha'],
  ['credit_card', 'rejeitada'],
  ['credit_card', 'estornada'],
  ['pix', 'refund'],
];

function statusFor(
  next: () => number,
  method: 'pix' | 'credit_card',
  ageMs: number,
): { status: TxStatus; reason: string | null } {
  const r = next();
  if (method === 'pix') {
    if (ageMs < 10 * 60_000) return { status: 'pendente_pix', reason: null };
    return r < 0.82 ? { status: 'pago', reason: null } : { status: 'expirada', reason: 'expired' };
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

/** A row is given its forced status only past this age: a PIX younger is still waiting. */
const FORCED_AFTER_MS = 20 * 60_000;

/**
 * The forced rows fall inside their Sao Paulo calendar month. This month's are the last hours, or,
 * in a month begun less than ~5 hours ago, spread over what has passed of it past FORCED_AFTER_MS:
 * on the 1st at 00:30 the hours before are last month's (CI met that on 2026-12-01). In a month's
 * first 21 minutes none can be forced in it.
 */
function forcedAge(now: number, month: number, i: number, next: () => number): number {
  const w = saoPauloWallClock(new Date(now));
  if (month === 0) {
    const begun = now - saoPauloInstant(w.year, w.month, 1, 0, 0, 0).getTime();
    const from = FORCED_AFTER_MS + 60_000;
    const spread = from + Math.floor(((begun - from) * i) / (EVERY_MONTH.length + 1));
    return Math.max(60_000, Math.min((i + 1) * 30 * 60_000, spread));
  }
  const at = saoPauloInstant(
    w.year,
    w.month - month,
    1 + Math.floor(next() * 27),
    9 + Math.floor(next() * 11),
    0,
    0,
  );
  return now - at.getTime();
}

export function demoHistory(input: HistoryInput): NewTransaction[] {
  const next = rng(input.seed);
  const rows: NewTransaction[] = [];
  const live = input.links.filter((l) => l.status !== 'inativo');
  let latePix = input.latePix ?? 0;
  for (let month = 11; month >= 0; month--) {
    const count = 10 + Math.floor(next() * 14) + (11 - month);
    for (let i = 0; i < count; i++) {
      const forced = i > 0 || month > 0 ? EVERY_MONTH[month === 0 ? i - 1 : i] : undefined;
      // The newest one is a PIX still waiting for its payer; month 0 is the last few days.
      const fresh = month === 0 && i === 0;
      const ageMs = fresh
        ? 3 * 60_000
        : forced
          ? forcedAge(input.now, month, i, next)
          : Math.floor((month * 30 + next() * 30) * DAY_MS * (month === 0 ? 0.2 : 1)) + 60_000;
      const pool = ageMs < 20 * DAY_MS && live.length > 0 ? live : input.links;
      const offering = forced ? pool.filter((l) => l.paymentMethods.includes(forced[0])) : [];
      const link = pick(next, offering.length > 0 ? offering : pool);
      const canCard = link.paymentMethods.includes('credit_card');
      const method: Method =
        forced && link.paymentMethods.includes(forced[0])
          ? forced[0]
          : canCard && (!link.paymentMethods.includes('pix') || (!fresh && next() < 0.6))
            ? 'credit_card'
            : 'pix';
      const options = installmentOptions({
        ...link,
        interestPlan: { id: '', idZoop: '', rates: input.rates },
      });
      const option = method === 'pix' || options.length === 0 ? null : pick(next, options.slice(0, 12));
      const amountCents = option?.totalCents ?? link.amountCents;
      const drawn = statusFor(next, method, ageMs);
      const forcedStatus = forced && forced[0] === method && ageMs > FORCED_AFTER_MS ? forced[1] : null;
      const status: TxStatus = forcedStatus === 'refund' ? 'pago' : (forcedStatus ?? drawn.status);
      const reason =
        forcedStatus === null || forcedStatus === drawn.status
          ? drawn.reason
          : status === 'expirada'
            ? 'expired'
            : status === 'falha'
              ? 'card_declined'
              : status === 'rejeitada'
                ? 'antifraude'
                : null;
      const createdAt = new Date(input.now - ageMs);
      const feesCents =
        status === 'pago' || status === 'estornada'
          ? Math.round((amountCents * (method === 'pix' ? PIX_FEE_BP : CARD_FEE_BP)) / 10_000)
          : 0;
      const providerId = randomBytes(16).toString('hex');
      const name = `${pick(next, FIRST)} ${pick(next, LAST)}`;
      const card = method === 'credit_card' ? pick(next, DEMO_CARDS) : null;
      const settled = status === 'pago' || status === 'estornada';
      const late =
        method === 'pix' && status === 'pago' && forcedStatus === null && month <= 2 && latePix > 0;
      if (late) latePix--;
      const refundedCents =
        status === 'estornada' ? amountCents : forcedStatus === 'refund' ? Math.floor(amountCents / 2) : 0;
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
        // Synthetic: no provider ever saw it, so reconciliation and webhooks leave it alone.
        provider: 'demo',
        providerId,
        providerStatus: {
          pago: 'succeeded',
          pendente: 'pre_authorized',
          pendente_pix: 'pending',
          falha: method === 'pix' ? 'canceled' : 'failed',
          rejeitada: 'failed',
          estornada: 'refunded',
          expirada: 'canceled',
          em_disputa: 'dispute',
          chargeback: 'charged_back',
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
        refundedCents,
        expiresAt: method === 'pix' ? new Date(createdAt.getTime() + 900_000) : null,
        paidAt: settled ? new Date(createdAt.getTime() + (late ? 960_000 : 40_000)) : null,
        failedAt:
          status === 'falha' || status === 'rejeitada' || status === 'expirada' || late
            ? new Date(createdAt.getTime() + (method === 'pix' ? 900_000 : 2_000))
            : null,
        expiredAt: status === 'expirada' || late ? new Date(createdAt.getTime() + 900_000) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return rows;
}

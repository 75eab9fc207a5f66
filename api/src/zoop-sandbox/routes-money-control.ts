import { CARD_FEE_BANDS, type FeeRates } from '@pagora/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MoneyStore } from './money-state';
import { badRequest } from './zoop-reply';

const hundredths = z.number().int().min(0).max(10_000);
const feeRatesSchema = z.object({
  pixHundredths: hundredths,
  boletoCents: z.number().int().min(0),
  card: z.object(
    Object.fromEntries(CARD_FEE_BANDS.map((b) => [b, hundredths])) as Record<
      (typeof CARD_FEE_BANDS)[number],
      typeof hundredths
    >,
  ),
  anticipationMonthHundredths: hundredths,
  ownHundredths: hundredths,
}) satisfies z.ZodType<FeeRates>;

/**
 * Test-only seller-money calls, NOT part of Zoop's API: the rates the "provider" takes (so a test
 * can make it take another fee than the contract's), whether it has enabled antecipação for the
 * marketplace, and a refusal of the next antecipação asked.
 */
export function moneyControlRoutes(app: FastifyInstance, money: MoneyStore): void {
  app.get('/fee-rates', async () => ({ rates: money.feeRates }));

  app.post('/fee-rates', async (req, reply) => {
    const b = z.object({ rates: feeRatesSchema.nullable() }).safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_parameter', 'Invalid fee rates', [b.error.message]);
    money.setFeeRates(b.data.rates);
    return { rates: money.feeRates };
  });

  app.post('/prepayments/enabled', async (req, reply) => {
    const b = z.object({ enabled: z.boolean() }).safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_parameter', 'enabled must be a boolean');
    money.setPrepaymentEnabled(b.data.enabled);
    return { enabled: money.prepaymentEnabled };
  });

  app.post('/prepayments/refuse-next', async (req, reply) => {
    const b = z.object({ reason: z.string().min(1).max(200) }).safeParse(req.body);
    if (!b.success) return badRequest(reply, 'invalid_parameter', 'reason is required');
    money.setRefuseNext(b.data.reason);
    return { refuse_next: money.refuseNext };
  });
}

import { sandboxClockSchema } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';

const DAY_MS = 86_400_000;

/**
 * Moves the embedded sandbox's clock forward (its control call, over HTTP like every provider
 * call), so receivables settle and pending transfers are paid. Absent with a real provider.
 */
export async function moveSandboxClock(ctx: AppContext, days: number) {
  if (!ctx.payments.sandbox) throw AppError.notFound('Recurso não encontrado.');
  return clockCall(ctx, 'POST', { days });
}

/**
 * The payouts' "now": the real clock with a real provider; with the sandbox, the sandbox's own
 * (the real one moved by its control clock), so the demo and the tests that move time to settle
 * receivables move a new bank account's 24-hour wait with them.
 */
export async function payoutsNow(ctx: AppContext): Promise<Date> {
  if (!ctx.payments.sandbox) return new Date();
  const { offsetDays } = await clockCall(ctx, 'GET');
  return new Date(Date.now() + offsetDays * DAY_MS);
}

async function clockCall(ctx: AppContext, method: 'GET' | 'POST', body?: { days: number }) {
  const { apiUrl, config } = ctx.payments;
  if (!apiUrl)
    throw new AppError(
      503,
      'provider_not_ready',
      'O provedor de pagamento ainda não está disponível. Tente novamente.',
    );
  const res = await fetch(`${apiUrl}/_control/clock`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${config.zoopApiKey}:`).toString('base64')}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(config.zoopTimeoutMs),
  });
  if (!res.ok) throw new AppError(502, 'sandbox_error', 'O sandbox de pagamentos não respondeu ao relógio.');
  return sandboxClockSchema.parse(await res.json());
}

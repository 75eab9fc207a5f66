import { sandboxClockSchema } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';

/**
 * Moves the embedded sandbox's clock forward (its control call, over HTTP like every provider
 * call), so receivables settle and pending transfers are paid. Absent with a real provider.
 */
export async function moveSandboxClock(ctx: AppContext, days: number) {
  const { apiUrl, config } = ctx.payments;
  if (!ctx.payments.sandbox) throw AppError.notFound('Recurso não encontrado.');
  if (!apiUrl)
    throw new AppError(
      503,
      'provider_not_ready',
      'O provedor de pagamento ainda não está disponível. Tente novamente.',
    );
  const res = await fetch(`${apiUrl}/_control/clock`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.zoopApiKey}:`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ days }),
    signal: AbortSignal.timeout(config.zoopTimeoutMs),
  });
  if (!res.ok)
    throw new AppError(502, 'sandbox_error', 'O sandbox de pagamentos não aceitou a mudança do relógio.');
  return sandboxClockSchema.parse(await res.json());
}

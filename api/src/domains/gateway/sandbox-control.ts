import type { FeeRates } from '@pagora/shared';
import { sandboxClockSchema } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { zoopCall } from './zoop-call';

/**
 * The one client of the sandbox's control calls (`/_control/...`): what a payer's bank or time
 * itself does, which real Zoop has no call for. Over HTTP like every provider call; absent (404)
 * with a real provider.
 */
export const sandboxControl = {
  /** The payer's bank pays the PIX. */
  async payPix(ctx: AppContext, providerId: string): Promise<void> {
    const res = await controlCall(
      ctx,
      'POST',
      `/_control/transactions/${encodeURIComponent(providerId)}/pay`,
    );
    if (res.status === 409)
      throw AppError.conflict('Este PIX não está mais aguardando pagamento.', 'pix_not_pending');
    if (!res.ok) throw new AppError(502, 'sandbox_error', 'O sandbox de pagamentos não aceitou o pagamento.');
  },

  /** The sandbox's clock: how many days it has been moved forward. */
  async clock(ctx: AppContext) {
    return clockAnswer(await controlCall(ctx, 'GET', '/_control/clock'));
  },

  /** Moves the sandbox's clock forward, so receivables settle and pending transfers are paid. */
  async moveClock(ctx: AppContext, days: number) {
    return clockAnswer(await controlCall(ctx, 'POST', '/_control/clock', { days }));
  },

  /**
   * Places a paid card charge `days` in the past (its receivables settle on the real calendar):
   * the demo's history, without moving the clock (zoop-sandbox/backdate.ts).
   */
  async backdateCharge(ctx: AppContext, providerId: string, days: number): Promise<void> {
    const path = `/_control/transactions/${encodeURIComponent(providerId)}/backdate`;
    await expectOk(controlCall(ctx, 'POST', path, { days }), 'a data da venda');
  },

  /** The bank pays a transfer now (as the clock's next day would). */
  async payTransfer(ctx: AppContext, transferId: string): Promise<void> {
    const path = `/_control/transfers/${encodeURIComponent(transferId)}/succeed`;
    await expectOk(controlCall(ctx, 'POST', path), 'o pagamento da transferência');
  },

  /**
   * The rates the sandbox takes from every charge from now on (null: back to STANDARD_FEE_RATES),
   * so a test can make the provider take another fee than the one contracted.
   */
  async setFeeRates(ctx: AppContext, rates: FeeRates | null): Promise<void> {
    await expectOk(controlCall(ctx, 'POST', '/_control/fee-rates', { rates }), 'as taxas');
  },

  /** Whether Zoop has enabled antecipação for the marketplace (the sandbox starts enabled). */
  async setPrepaymentEnabled(ctx: AppContext, enabled: boolean): Promise<void> {
    await expectOk(controlCall(ctx, 'POST', '/_control/prepayments/enabled', { enabled }), 'a antecipação');
  },

  /** Zoop refuses the next antecipação asked, saying `reason`. */
  async refuseNextPrepayment(ctx: AppContext, reason: string): Promise<void> {
    await expectOk(controlCall(ctx, 'POST', '/_control/prepayments/refuse-next', { reason }), 'a recusa');
  },
};

async function expectOk(call: Promise<Response>, what: string): Promise<void> {
  const res = await call;
  if (!res.ok) throw new AppError(502, 'sandbox_error', `O sandbox de pagamentos não aceitou ${what}.`);
}

function controlCall(ctx: AppContext, method: 'GET' | 'POST', path: string, body?: unknown) {
  if (!ctx.gateway.sandbox) throw AppError.notFound('Recurso não encontrado.');
  return zoopCall(ctx, method, path, body);
}

async function clockAnswer(res: Response) {
  if (!res.ok) throw new AppError(502, 'sandbox_error', 'O sandbox de pagamentos não respondeu ao relógio.');
  return sandboxClockSchema.parse(await res.json());
}

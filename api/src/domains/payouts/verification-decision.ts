import { eq } from 'drizzle-orm';
import type { Payout, PayoutVerificationBody } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { recordAudit } from '../audit';
import { sellersView } from '../accounts';
import { bankAccounts, payouts } from './tables';
import { movePayoutIn } from './payout-status';
import { adoptTransferIn } from './transfer-apply';
import { payoutView } from './views';
import { gateway } from '../gateway';

export const NOT_SENT_REASON = 'Não enviado (verificado pela operação): o valor voltou ao saldo disponível';

/**
 * An operator settles a payout 'Em verificação' that no match could (issue 36): "it was sent",
 * naming the provider's transfer (read there: it must be this seller's, to this account, of this
 * amount, and no other payout's), or "it was not sent", which frees the amount. Admin only,
 * checked here whatever the route says; the decision is audited with the change.
 */
export async function decideVerification(
  ctx: AppContext,
  who: Principal,
  payoutId: string,
  body: PayoutVerificationBody,
): Promise<Payout> {
  if (who.cargo !== 'admin')
    throw AppError.forbidden('Somente a operação (administrador) decide um saque em verificação.');
  const found = await load(ctx, payoutId);
  const transfer = body.decision === 'sent' ? await gateway(ctx).provider.getTransfer(body.transferId) : null;
  if (transfer) {
    const { payout, providerAccountId, idSeller } = found;
    if (
      transfer.amountCents !== payout.amountCents ||
      transfer.bankAccountId !== providerAccountId ||
      (transfer.sellerId !== '' && transfer.sellerId !== idSeller)
    )
      throw AppError.conflict(
        'A transferência informada não corresponde a este saque (valor, conta ou vendedor).',
        'transfer_mismatch',
      );
    const [other] = await ctx.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(eq(payouts.providerTransferId, transfer.transferId));
    if (other) throw AppError.conflict('Esta transferência já pertence a outro saque.', 'transfer_claimed');
  }
  const row = await ctx.db.transaction(async (tx) => {
    // The guarded move decides on the row as it is now, not as load() read it: a payout matched
    // or decided meanwhile refuses the event, and the 409 leaves it (and the audit) untouched.
    const changed = transfer
      ? await adoptTransferIn(tx, payoutId, 'decided_sent', transfer)
      : await movePayoutIn(tx, payoutId, 'decided_not_sent', { failureReason: NOT_SENT_REASON });
    if (!changed) throw notInVerification();
    await recordAudit(tx, {
      entidade: 'saque',
      entidadeId: payoutId,
      acao: 'alterado',
      actor: { userId: who.userId, nome: who.nome },
      mudancas: [
        { campo: 'status', antes: 'em_verificacao', depois: changed.status },
        { campo: 'transferencia', antes: null, depois: transfer?.transferId ?? null },
        { campo: 'decisao', antes: null, depois: transfer ? 'enviado' : 'nao_enviado' },
      ],
      linksAfetados: 0,
      marketplaceId: changed.marketplaceId,
      ownerUserId: found.ownerUserId,
    });
    return changed;
  });
  return payoutView(row, found.account);
}

const notInVerification = () =>
  AppError.conflict('Este saque não está em verificação.', 'payout_not_in_verification');

async function load(ctx: AppContext, payoutId: string) {
  const [found] = await ctx.db
    .select({
      payout: payouts,
      account: bankAccounts,
      providerAccountId: bankAccounts.providerAccountId,
      idSeller: sellersView.idSeller,
      ownerUserId: sellersView.userId,
    })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .innerJoin(sellersView, eq(sellersView.id, payouts.sellerId))
    .where(eq(payouts.id, payoutId));
  if (!found) throw AppError.notFound('Saque não encontrado.');
  if (found.payout.status !== 'em_verificacao') throw notInVerification();
  return found;
}

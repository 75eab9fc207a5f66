import { and, eq, sql } from 'drizzle-orm';
import { linkExpiryInstant, type CreatePaymentLink, type LinkPaymentMethod } from '@pagora/shared';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { uuidParam } from '@pagora/shared/contracts';
import { assertSellerCanReceive, sellersView } from '../accounts';
import type { Principal } from '../../platform/principal';
import { recordAudit } from '../audit';
import { planForNewLink, ratePercent } from '../interest-plans';
import { newLinkId } from './link-id';
import { boletoColumns } from './boleto-settings';
import { checkoutColumns } from './checkout-settings';
import { OFFERED_METHODS } from './payable-link';
import { findLink, insertLink } from './repository';
import { queueLinkMail } from './send-link-mail';
import { resolveSplitRules } from './split-rules';

export const SELLER_REQUIRED = 'Informe o vendedor (seller_id) do seu marketplace para criar o link';
const NO_OFFERED_METHOD = 'Selecione pelo menos um método de pagamento';

/** A link must be payable by some method the payer page offers. */
export function assertOfferedMethod(methods: readonly LinkPaymentMethod[]): void {
  if (!methods.some((m) => OFFERED_METHODS.includes(m)))
    throw AppError.badRequest(NO_OFFERED_METHOD, 'paymentMethods');
}

/**
 * Whose link this is: a seller's own; a marketplace owner names one of its sellers by `seller_id`
 * (anything else, including another marketplace's seller, answers 400). Never taken from the body
 * for a seller: the spec's client sends seller_id, marketplaceId and id_juros, which are ignored.
 */
export async function owningSeller(ctx: AppContext, who: Principal, bodySellerId: string | undefined) {
  if (who.cargo !== 'seller' && who.cargo !== 'marketplace') throw AppError.forbidden();
  const sellerId = who.cargo === 'seller' ? who.sellerId : bodySellerId;
  const marketplaceId = who.cargo === 'marketplace' ? who.marketplaceId : undefined;
  if (!sellerId || !uuidParam.safeParse(sellerId).success)
    throw AppError.badRequest(SELLER_REQUIRED, 'seller_id');
  const [seller] = await ctx.db
    .select({
      sellerId: sellersView.id,
      marketplaceId: sellersView.marketplaceId,
      userId: sellersView.userId,
      nome: sellersView.nome,
    })
    .from(sellersView)
    .where(
      and(
        eq(sellersView.id, sellerId),
        marketplaceId ? eq(sellersView.marketplaceId, marketplaceId) : undefined,
      ),
    )
    .limit(1);
  if (!seller) throw AppError.badRequest(SELLER_REQUIRED, 'seller_id');
  return seller;
}

/**
 * POST /register-payment: priced with the seller's plan (its own choice in /juros, else its
 * marketplace's default), and it follows that plan's rates from then on (ADR 006). A customer
 * e-mail gets the link e-mailed in the same transaction: no link without its mail, or the reverse.
 */
export async function createPaymentLink(
  ctx: AppContext,
  who: Principal,
  input: CreatePaymentLink,
  bodySellerId?: string,
) {
  const owner = await owningSeller(ctx, who, bodySellerId);
  await assertSellerCanReceive(ctx, owner.sellerId);
  assertOfferedMethod(input.paymentMethods);
  const boleto = boletoColumns(input, input.boleto);
  const splitRules = await resolveSplitRules(ctx.db, owner, input.splitPayments);
  const plan = await planForNewLink(ctx, {
    userId: owner.userId,
    cargo: 'seller',
    marketplaceId: owner.marketplaceId,
  });
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertLink(tx, {
      id: newLinkId(),
      sellerId: owner.sellerId,
      marketplaceId: owner.marketplaceId,
      interestPlanId: plan?.id ?? null,
      description: input.description,
      amountCents: input.amountCents,
      customerEmail: input.customerEmail ?? null,
      paymentMethods: input.paymentMethods,
      parcelasSemJuros: input.parcelasSemJuros,
      ...boleto,
      splitRules,
      usage: input.usage,
      maxPayments: input.maxPayments,
      expiresAt: input.expiresAt ? linkExpiryInstant(input.expiresAt) : null,
      ...checkoutColumns(input.checkout),
    });
    // The pricing it was shared with: interest-free count, plan and split rules (issue 12's trail).
    await recordAudit(tx, {
      entidade: 'link',
      entidadeId: inserted.id,
      acao: 'criado',
      actor: { userId: who.userId, nome: who.nome },
      mudancas: [
        { campo: 'parcelas_sem_juros', antes: null, depois: inserted.parcelasSemJuros },
        { campo: 'plano_de_juros', antes: null, depois: inserted.interestPlanId },
        ...inserted.splitRules.map((r) => ({
          campo: `split ${r.recipientSellerId}`,
          antes: null,
          depois: ratePercent(r.percentageHundredths),
        })),
      ],
      linksAfetados: 1,
      marketplaceId: inserted.marketplaceId,
      ownerUserId: owner.userId,
    });
    // 'Para:' names the customer: the link goes to them now, or never with this link (issue 41).
    await queueLinkMail(tx, inserted, owner.nome);
    return inserted;
  });
  const created = await findLink(ctx.db, sql`true`, row.id);
  if (!created) throw new Error('created link not found');
  return created;
}

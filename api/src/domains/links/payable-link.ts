import { eq, sql } from 'drizzle-orm';
import {
  linkInstallmentOptions,
  type InstallmentOption,
  type BoletoSettingsView,
  type InstallmentRate,
  type LinkCheckoutSettings,
  type LinkPaymentMethod,
  PAYMENT_METHOD_IDS,
} from '@pagora/shared';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/app-error';
import { marketplacesView, providerStatusOf, receivingBlockOf, sellersView } from '../accounts';
import { uploadUrl, type BrandSettings } from '../accounts';
import { interestPlansView } from '../interest-plans';
import { LINK_ID_PATTERN, LINK_INVALID, PAYABLE_LINK_STATUSES } from '@pagora/shared/contracts';
import type { LinkClosed } from '@pagora/shared/contracts';
import { boletoSettingsOf } from './boleto-settings';
import { checkoutSettingsOf } from './checkout-settings';
import { linkCapacity, linkClosure } from './link-closure';
import { paymentLinks, type LinkStatus, type PaymentLinkRow, type SplitRule } from './tables';

export const LINK_NOT_FOUND = 'Link de pagamento não encontrado';
export const LINK_EXPIRED = 'Este link de pagamento expirou ou não está mais ativo.';
export const INSTALLMENTS_UNAVAILABLE = 'Quantidade de parcelas indisponível para este link.';
export const QUOTE_CHANGED =
  'O valor das parcelas mudou desde que a página foi aberta. Confira o novo valor e confirme o pagamento.';

/** Methods a payer can use: every declared one (spec 000 kept bank_slip disabled; issue 24 enables it). */
export const OFFERED_METHODS: readonly LinkPaymentMethod[] = PAYMENT_METHOD_IDS;
const PAYABLE: readonly LinkStatus[] = PAYABLE_LINK_STATUSES;

/** Everything needed to show and to charge a link. Server-side only: `payer-view.ts` picks the public part. */
export type PayableLink = {
  id: string;
  description: string;
  amountCents: number;
  customerEmail: string | null;
  /** Offered methods only. */
  paymentMethods: LinkPaymentMethod[];
  /** Due days, fee and interest of its boletos; null when it offers none. */
  boleto: BoletoSettingsView | null;
  parcelasSemJuros: number;
  status: LinkStatus;
  type: 'pagamento' | 'assinatura';
  usage: PaymentLinkRow['usage'];
  /** Payments the link takes (1 for a one-payment link); null: any number. */
  capacity: number | null;
  expiresAt: Date | null;
  /** Set when it takes no more payments (paid, at its limit, past its date). */
  closed: LinkClosed | null;
  splitRules: SplitRule[];
  interestPlan: { id: string; idZoop: string; rates: InstallmentRate[] } | null;
  seller: { id: string; nome: string; idSeller: string };
  /** Why the provider would refuse the seller's charges (under review, refused), or null. */
  receivingBlock: string | null;
  marketplace: { id: string; nome: string; zpkIdMarketplace: string; branding: BrandSettings };
  /** How the price is chosen, the custom fields, what follows payment, coupons (issue 40). */
  checkout: LinkCheckoutSettings;
};

/**
 * Built once per database and reused: the payer's every charge reads its link, and building this
 * join through the query builder cost about as much CPU as PGlite running it. Named, so each
 * PostgreSQL connection parses it once too.
 */
function payableLinkQuery(db: Db) {
  return db
    .select({
      link: paymentLinks,
      seller: { id: sellersView.id, nome: sellersView.nome, idSeller: sellersView.idSeller },
      sellerRemovedAt: sellersView.deletedAt,
      // Read with the link: every charge asks it, and a second query cost a round trip each.
      providerStatus: providerStatusOf(sellersView.idSeller),
      marketplaceRemovedAt: marketplacesView.deletedAt,
      marketplace: {
        id: marketplacesView.id,
        nome: marketplacesView.nome,
        zpkIdMarketplace: marketplacesView.zpkIdMarketplace,
        primaryColor: marketplacesView.primaryColor,
        secondaryColor: marketplacesView.secondaryColor,
        logoPath: marketplacesView.logoPath,
        logoMiniPath: marketplacesView.logoMiniPath,
      },
      plan: {
        id: interestPlansView.id,
        idZoop: interestPlansView.idZoop,
        parcelas: interestPlansView.parcelas,
      },
    })
    .from(paymentLinks)
    .innerJoin(sellersView, eq(sellersView.id, paymentLinks.sellerId))
    .innerJoin(marketplacesView, eq(marketplacesView.id, paymentLinks.marketplaceId))
    .leftJoin(interestPlansView, eq(interestPlansView.id, paymentLinks.interestPlanId))
    .where(eq(paymentLinks.id, sql.placeholder('linkId')))
    .limit(1)
    .prepare('payable_link');
}

const prepared = new WeakMap<Db, ReturnType<typeof payableLinkQuery>>();

function preparedFor(db: Db): ReturnType<typeof payableLinkQuery> {
  let query = prepared.get(db);
  if (!query) {
    query = payableLinkQuery(db);
    prepared.set(db, query);
  }
  return query;
}

/**
 * The payer's hot path and the payments engine's entry: one primary-key query joining seller,
 * marketplace and plan. Throws 400 (malformed id), 404 (unknown) or 410 (deleted or not payable).
 */
export async function loadPayableLink(db: Db, linkId: string): Promise<PayableLink> {
  if (!LINK_ID_PATTERN.test(linkId)) throw AppError.badRequest(LINK_INVALID, 'linkId', 'link_invalid');
  const [row] = await preparedFor(db).execute({ linkId });
  if (!row) throw AppError.notFound(LINK_NOT_FOUND);
  const { link, seller, marketplace, plan } = row;
  // A removed seller or marketplace keeps its links (money records) but they no longer take payments.
  const removed = row.sellerRemovedAt !== null || row.marketplaceRemovedAt !== null;
  if (link.deletedAt || removed || !PAYABLE.includes(link.status))
    throw new AppError(410, 'link_expired', LINK_EXPIRED);
  return {
    id: link.id,
    description: link.description,
    amountCents: link.amountCents,
    customerEmail: link.customerEmail,
    // As saved: the link's form admits only declared methods, and the payment's method module
    // refuses one no module answers to.
    paymentMethods: link.paymentMethods,
    boleto: boletoSettingsOf(link),
    parcelasSemJuros: link.parcelasSemJuros,
    status: link.status,
    type: link.type,
    usage: link.usage,
    capacity: linkCapacity(link),
    expiresAt: link.expiresAt,
    closed: linkClosure(link),
    splitRules: link.splitRules,
    checkout: checkoutSettingsOf(link),
    interestPlan: plan ? { id: plan.id, idZoop: plan.idZoop, rates: plan.parcelas } : null,
    seller,
    receivingBlock: receivingBlockOf(row.providerStatus),
    marketplace: {
      id: marketplace.id,
      nome: marketplace.nome,
      zpkIdMarketplace: marketplace.zpkIdMarketplace,
      branding: {
        primaryColor: marketplace.primaryColor,
        secondaryColor: marketplace.secondaryColor,
        logo: uploadUrl(marketplace.logoPath),
        logoMini: uploadUrl(marketplace.logoMiniPath),
      },
    },
  };
}

type Priceable = Pick<PayableLink, 'amountCents' | 'parcelasSemJuros' | 'paymentMethods' | 'interestPlan'>;

/** The card installments a payer may choose: the shared rule the 'Você recebe' preview reads too. */
export function installmentOptions(link: Priceable): InstallmentOption[] {
  return linkInstallmentOptions({ ...link, planRates: link.interestPlan?.rates ?? null });
}

/**
 * The option for `count` installments, priced now; 422 if not offered. With `quotedTotalCents` (the
 * total the payer saw) a different price is refused (409 `quote_changed`): links follow their
 * plan, so a rate edited after the page was read must be shown before it is charged.
 */
export function priceInstallments(
  link: Priceable,
  count: number,
  quotedTotalCents?: number,
): InstallmentOption {
  const option = installmentOptions(link).find((o) => o.times === count);
  if (!option)
    throw AppError.unprocessable(INSTALLMENTS_UNAVAILABLE, 'installments_unavailable', 'installments');
  if (quotedTotalCents !== undefined && quotedTotalCents !== option.totalCents)
    throw new AppError(409, 'quote_changed', QUOTE_CHANGED, { field: 'installments' });
  return option;
}

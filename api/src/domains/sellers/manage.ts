import { eq } from 'drizzle-orm';
import type { SellerEdit, SellerRegister } from '@pagora/shared';
import { SELLER_MESSAGES as M } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import {
  dropSessionsCache,
  emailTakenByOther,
  hashPassword,
  insertSellerAccount,
  markSellerRemoved,
  recordProviderStatus,
  retireLoginRows,
  unusablePasswordHash,
  updateLogin,
  updateSellerRecord,
  publicNameChanged,
} from '../accounts';
import { type Principal } from '../../platform/principal';
import { planAssignableToSeller, userPlansChanged } from '../interest-plans';
import { paymentLinksView } from '../links';
import { feesPatch, findMarketplace, percentToHundredths } from '../marketplaces';
import { findSeller, providerIdTaken, uniqueViolation } from './repository';
import { visibleSeller } from './scope';
import type { SellerJoined } from './views';
import { gateway } from '../gateway';
import { inviteSeller } from './invite';

const EMAIL_TAKEN = 'Este email já está cadastrado.';

/** Provider ids: the typed one must exist at the provider; 404 there is the form's error. */
async function checkProviderId(ctx: AppContext, idSeller: string, exceptSellerId?: string) {
  if (await providerIdTaken(ctx.db, idSeller, exceptSellerId))
    throw AppError.conflict(M.idInUse, 'id_in_use');
  try {
    const found = await gateway(ctx).provider.getSeller(idSeller);
    await recordProviderStatus(ctx.database, idSeller, found.status);
  } catch (err) {
    if (err instanceof AppError && err.code === 'not_found')
      throw AppError.unprocessable(M.idInvalid, 'provider_id_invalid', 'id_seller');
    throw err;
  }
}

/**
 * 'Cadastrar na Zoop': individual for a CPF, business for a CNPJ, with the address, phone and
 * category Zoop reviews the seller with (the form requires them then). The seller starts
 * `pending` there; its status is stored beside it (provider-status.ts).
 */
async function onboardAtProvider(
  ctx: AppContext,
  input: SellerRegister,
): Promise<{ id: string; status: string }> {
  const [firstName = input.nome, ...rest] = input.nome.split(/\s+/);
  const lastName = rest.join(' ') || firstName;
  const phone = input.phone.replace(/\D/g, '');
  const a = input.address;
  const address = {
    street: a.street,
    number: a.number,
    ...(a.complement ? { complement: a.complement } : {}),
    neighborhood: a.neighborhood,
    city: a.city,
    state: a.state.toUpperCase(),
    postalCode: a.zipCode.replace(/\D/g, ''),
  };
  const created =
    input.cpf_cnpj.length === 11
      ? await gateway(ctx).provider.createSeller({
          type: 'individual',
          firstName,
          lastName,
          email: input.email,
          taxpayerId: input.cpf_cnpj,
          phoneNumber: phone,
          address,
          mcc: input.mcc,
        })
      : await gateway(ctx).provider.createSeller({
          type: 'business',
          businessName: input.nome,
          businessEmail: input.email,
          ein: input.cpf_cnpj,
          businessPhone: phone,
          businessAddress: address,
          businessOpeningDate: input.data_abertura,
          mcc: input.mcc,
          owner: {
            firstName: input.contactPerson.split(/\s+/)[0] || firstName,
            lastName: input.contactPerson.split(/\s+/).slice(1).join(' ') || lastName,
            email: input.email,
          },
        });
  return { id: created.sellerId, status: created.status };
}

const idSellerClash = (err: unknown) => uniqueViolation(err)?.constraint.includes('sellers_id_seller_key');

function conflictFromUnique(err: unknown): never {
  const unique = uniqueViolation(err);
  if (idSellerClash(err)) throw AppError.conflict(M.idInUse, 'id_in_use');
  if (unique) throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
  throw err;
}

/**
 * 'Cadastrar na Zoop' created a seller at the provider that could not be stored here: it is
 * removed there, so a retry does not leave a second, orphan seller. A failed undo is logged with
 * the id, to be removed by hand; the caller still gets the local error.
 */
async function undoOnboarding(ctx: AppContext, idSeller: string) {
  try {
    await gateway(ctx).provider.deleteSeller(idSeller);
    ctx.log.warn({ idSeller }, 'seller onboarded at the provider, not stored: removed there');
  } catch (err) {
    ctx.log.error(
      { err, idSeller },
      'seller onboarded at the provider, not stored, and not removed there: remove it by hand',
    );
  }
}

/**
 * The onboarding of POST /register-seller-to-marketplace and POST /register-seller. Every check
 * that can fail runs before anything is written; the provider call (check or onboarding) comes
 * before the one local transaction, so a provider failure leaves nothing behind, and a local
 * failure after 'Cadastrar na Zoop' removes the seller the provider just created.
 */
export async function registerSeller(ctx: AppContext, who: Principal, input: SellerRegister) {
  let marketplaceId: string | undefined;
  if (who.cargo === 'marketplace') marketplaceId = who.marketplaceId ?? undefined;
  else if (who.cargo === 'admin') marketplaceId = input.marketplaceId;
  if (!marketplaceId) throw AppError.badRequest(M.marketplaceRequired, 'marketplaceId');
  const marketplace = await findMarketplace(ctx.db, marketplaceId);
  if (!marketplace || marketplace.id !== marketplaceId) throw AppError.notFound(M.marketplaceNotFound);
  if (await emailTakenByOther(ctx.db, input.email)) throw AppError.conflict(EMAIL_TAKEN, 'email_taken');

  let idSeller: string;
  if (input.cadastrar_na_zoop) {
    const onboarded = await onboardAtProvider(ctx, input);
    idSeller = onboarded.id;
    // An id we already hold is not a new seller (the provider answered an existing one): it belongs
    // to that record and is never removed from here.
    if (await providerIdTaken(ctx.db, idSeller)) throw AppError.conflict(M.idInUse, 'id_in_use');
    await recordProviderStatus(ctx.database, idSeller, onboarded.status, { ifUnknown: true });
  } else {
    idSeller = input.id_seller ?? '';
    await checkProviderId(ctx, idSeller);
  }

  // Without a password (the form sends none) the login cannot sign in until the seller sets one
  // through the invitation, e-mailed in the same transaction.
  const passwordHash = input.password ? await hashPassword(input.password) : await unusablePasswordHash();
  try {
    const seller = await ctx.db.transaction(async (tx) => {
      const made = await insertSellerAccount(tx, {
        nome: input.nome,
        email: input.email,
        passwordHash,
        cpfCnpj: input.cpf_cnpj,
        contactPerson: input.contactPerson,
        phone: input.phone,
        website: input.website,
        address: input.address,
        marketplaceId: marketplace.id,
        idSeller,
        taxaPadrao: percentToHundredths(input.taxa_padrao),
        taxaRepasseJuros: percentToHundredths(input.taxa_repasse_juros),
      });
      await inviteSeller(
        tx,
        who,
        { userId: made.user.id, nome: input.nome, email: input.email },
        marketplace,
      );
      return made.seller;
    });
    const stored = await findSeller(ctx.db, seller.id);
    if (!stored) throw new Error('seller vanished after insert');
    return stored;
  } catch (err) {
    if (input.cadastrar_na_zoop && !idSellerClash(err)) await undoOnboarding(ctx, idSeller);
    conflictFromUnique(err);
  }
}

/** PUT /seller/:id: admin any seller (may move it to another marketplace), marketplace its own. */
export async function updateSeller(ctx: AppContext, who: Principal, id: string, input: SellerEdit) {
  const current = await visibleSeller(ctx.db, who, id);
  let marketplaceId = current.marketplaceId;
  if (who.cargo === 'admin' && input.marketplaceId && input.marketplaceId !== current.marketplaceId) {
    const target = await findMarketplace(ctx.db, input.marketplaceId);
    if (!target || target.id !== input.marketplaceId) throw AppError.notFound(M.marketplaceNotFound);
    marketplaceId = target.id;
  }
  if (await emailTakenByOther(ctx.db, input.email, current.userId))
    throw AppError.conflict(EMAIL_TAKEN, 'email_taken');
  const idSeller = input.id_seller ?? current.idSeller;
  if (idSeller !== current.idSeller) await checkProviderId(ctx, idSeller, current.id);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  // The owner's form holds the seller's interest plan (spec 001 section 3); empty: the marketplace
  // default. The operator's form has no such field: an admin's save leaves the choice alone.
  const setsPlan = who.cargo === 'marketplace';
  const planId = input.id_juros ?? null;
  if (setsPlan && planId && !(await planAssignableToSeller(ctx, planId, current)))
    throw AppError.badRequest(M.planInvalid, 'id_juros');

  try {
    await ctx.db.transaction(async (tx) => {
      const now = new Date();
      await updateLogin(tx, current.userId, {
        nome: input.nome,
        email: input.email,
        marketplaceId,
        updatedAt: now,
        ...(passwordHash ? { passwordHash } : {}),
        ...(setsPlan ? { interestPlanId: planId } : {}),
      });
      await updateSellerRecord(tx, current.id, {
        nome: input.nome,
        email: input.email,
        marketplaceId,
        idSeller,
        cpfCnpj: input.cpf_cnpj,
        contactPerson: input.contactPerson,
        phone: input.phone,
        website: input.website,
        address: input.address,
        ...feesPatch(input),
        updatedAt: now,
      });
    });
  } catch (err) {
    conflictFromUnique(err);
  }
  // Name, e-mail or tenant of a logged-in seller changed: every instance reloads its session.
  await dropSessionsCache(ctx, current.userId);
  if (setsPlan) await userPlansChanged(ctx);
  // Payers see the record's name (accounts/branding/public-name.ts): cached payer pages go.
  if (input.nome !== current.nome) await publicNameChanged(ctx);
  const updated = await findSeller(ctx.db, current.id);
  if (!updated) throw AppError.notFound(M.notFound);
  return updated;
}

/**
 * DELETE /marketplace-seller/:id/:clientId (and the owner's `-remove` variant): `id` is the seller,
 * `clientId` its login (either order of the two ids is accepted); both must name the same record.
 */
export async function removeSeller(ctx: AppContext, who: Principal, id: string, clientId: string) {
  const seller = await visibleSeller(ctx.db, who, id);
  if (clientId !== seller.userId && clientId !== seller.id) throw AppError.notFound(M.notFound);
  await softRemoveSeller(ctx, seller);
}

export async function softRemoveSeller(ctx: AppContext, seller: SellerJoined) {
  const at = new Date();
  await ctx.db.transaction(async (tx) => {
    await markSellerRemoved(tx, seller.id, at);
    await retireLoginRows(tx, seller.userId, at);
  });
  await dropSessionsCache(ctx, seller.userId);
  // Cached payer views of its links go too, so the payer page shows the link as expired at once.
  const links = await ctx.db
    .select({ id: paymentLinksView.id })
    .from(paymentLinksView)
    .where(eq(paymentLinksView.sellerId, seller.id));
  for (const link of links) await ctx.linkViews.invalidate(ctx.database, link.id);
}

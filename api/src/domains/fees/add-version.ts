import { and, eq, isNull } from 'drizzle-orm';
import {
  feeRatesOfBody,
  formatBRL,
  hundredthsToDecimalText,
  type FeeRates,
  type FeeTableVersionBody,
} from '@pagora/shared';
import { FEE_TABLE_ANSWERS as A, type AuditChange } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { changedFields, recordAudit } from '../audit';
import { sellersView, uniqueViolationOf } from '../accounts';
import { brasiliaDayOf, ratesOfVersion } from './rates';
import { feeTableVersions, type FeeTableVersionRow } from './tables';

const NOT_ONBOARDED = 'Este vendedor ainda não está habilitado no provedor para receber a taxa.';

/** A version as its history shows it: each rate as a person reads it. */
function auditFields(validFrom: string, rates: FeeRates, recipient: string | null) {
  const pct = (h: number) => `${hundredthsToDecimalText(h)} %`;
  return {
    vigencia: validFrom,
    pix: pct(rates.pixHundredths),
    boleto: formatBRL(rates.boletoCents),
    cartao_1x: pct(rates.card['1x']),
    'cartao_2-6x': pct(rates.card['2-6x']),
    'cartao_7-12x': pct(rates.card['7-12x']),
    'cartao_13-21x': pct(rates.card['13-21x']),
    antecipacao_mes: pct(rates.anticipationMonthHundredths),
    taxa_marketplace: pct(rates.ownHundredths),
    recebedor_taxa: recipient,
  };
}

/** The fee recipient must be a live seller of this marketplace that the provider can pay. */
async function checkRecipient(db: Db, marketplaceId: string, sellerId: string | null): Promise<void> {
  if (sellerId === null) return;
  const [s] = await db
    .select({ idSeller: sellersView.idSeller })
    .from(sellersView)
    .where(
      and(
        eq(sellersView.id, sellerId),
        eq(sellersView.marketplaceId, marketplaceId),
        isNull(sellersView.deletedAt),
      ),
    )
    .limit(1);
  if (!s)
    throw AppError.unprocessable(A.recipientNotSeller, 'fee_recipient_invalid', 'fee_recipient_seller_id');
  if (!s.idSeller)
    throw AppError.unprocessable(NOT_ONBOARDED, 'fee_recipient_not_onboarded', 'fee_recipient_seller_id');
}

/**
 * 'Nova vigência': a version from `valid_from` (today or later). A day that already has one is
 * replaced only while it is still ahead: the version in force today priced sales already checked.
 */
export async function addFeeTableVersion(
  db: Db,
  who: Principal,
  marketplaceId: string,
  body: FeeTableVersionBody,
): Promise<void> {
  await checkRecipient(db, marketplaceId, body.fee_recipient_seller_id);
  const rates = feeRatesOfBody(body);
  try {
    await writeVersion(db, who, marketplaceId, body, rates);
  } catch (err) {
    // Two saves for the same new day at once: the second finds the first's row (the unique key).
    if (uniqueViolationOf(err)) throw AppError.conflict(A.dayTaken, 'fee_version_conflict');
    throw err;
  }
}

async function writeVersion(
  db: Db,
  who: Principal,
  marketplaceId: string,
  body: FeeTableVersionBody,
  rates: FeeRates,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(feeTableVersions)
      .where(
        and(
          eq(feeTableVersions.marketplaceId, marketplaceId),
          eq(feeTableVersions.validFrom, body.valid_from),
        ),
      )
      .for('update');
    if (existing && existing.validFrom <= brasiliaDayOf(new Date()))
      throw AppError.conflict(A.todayTaken, 'fee_version_in_force');
    const values = {
      marketplaceId,
      validFrom: body.valid_from,
      pixHundredths: rates.pixHundredths,
      boletoCents: rates.boletoCents,
      card1xHundredths: rates.card['1x'],
      card2To6xHundredths: rates.card['2-6x'],
      card7To12xHundredths: rates.card['7-12x'],
      card13To21xHundredths: rates.card['13-21x'],
      anticipationMonthHundredths: rates.anticipationMonthHundredths,
      ownHundredths: rates.ownHundredths,
      feeRecipientSellerId: body.fee_recipient_seller_id,
      createdBy: who.userId,
      createdAt: new Date(),
    };
    if (existing) await tx.update(feeTableVersions).set(values).where(eq(feeTableVersions.id, existing.id));
    else await tx.insert(feeTableVersions).values(values);
    await recordAudit(tx, {
      entidade: 'tabela_taxas',
      entidadeId: marketplaceId,
      acao: existing ? 'alterado' : 'criado',
      actor: { userId: who.userId, nome: who.nome },
      mudancas: changesOf(existing, body.valid_from, rates, body.fee_recipient_seller_id),
      linksAfetados: 0,
      marketplaceId,
      ownerUserId: null,
    });
  });
}

function changesOf(
  before: FeeTableVersionRow | undefined,
  validFrom: string,
  rates: FeeRates,
  recipient: string | null,
): AuditChange[] {
  const after = auditFields(validFrom, rates, recipient);
  if (!before) return changedFields({}, after);
  const old = auditFields(before.validFrom, ratesOfVersion(before), before.feeRecipientSellerId);
  // The day is the version's name: kept in the record even when only the rates changed.
  return [{ campo: 'vigencia', antes: before.validFrom, depois: validFrom }, ...changedFields(old, after)];
}

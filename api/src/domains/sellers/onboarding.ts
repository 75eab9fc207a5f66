import { asc, eq } from 'drizzle-orm';
import {
  ONBOARDING_MESSAGES as M,
  ONBOARDING_REQUIREMENT_LABELS,
  ONBOARDING_REQUIREMENTS,
  documentTypeOf,
  type OnboardingChecklist,
  type SellerDocument,
  type SellerDocumentCategory,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { normaliseProviderStatus } from '../accounts';
import { listBankAccounts } from '../payouts';
import { sellerDocuments, type SellerDocumentRow } from './documents-table';
import { visibleSeller } from './scope';
import type { SellerJoined } from './views';
import { gateway } from '../gateway';

/**
 * A seller's onboarding at the provider (issue 36 item 6). Zoop approves a seller only with a bank
 * account in its own name and, since 13/03/2026, an identity document and a selfie (zoop.md §13
 * item 11). Files go straight to the provider; we keep what was sent, when, and its answer.
 */

/** Provider answers that mean a file was looked at and refused: it no longer counts as sent. */
const REFUSED = new Set(['rejected', 'refused', 'denied', 'reproved', 'invalid']);

const documentView = (r: SellerDocumentRow): SellerDocument => ({
  id: r.id,
  category: r.category,
  fileName: r.fileName,
  sizeBytes: r.sizeBytes,
  sentAt: r.sentAt.toISOString(),
  providerDocumentId: r.providerDocumentId,
  providerStatus: r.providerStatus,
});

/** The seller itself, or (for its marketplace and the admin) the one named by `sellerId`. */
async function onboardingSeller(ctx: AppContext, who: Principal, sellerId: string | undefined) {
  if (who.cargo === 'seller') {
    if (!who.sellerId || (sellerId !== undefined && sellerId !== who.sellerId))
      throw AppError.notFound('Vendedor não encontrado.');
    return visibleSeller(ctx.db, who, who.sellerId);
  }
  if (!sellerId) throw AppError.badRequest('Informe o vendedor (sellerId).', 'sellerId');
  return visibleSeller(ctx.db, who, sellerId);
}

export async function onboardingChecklist(
  ctx: AppContext,
  who: Principal,
  sellerId: string | undefined,
): Promise<OnboardingChecklist> {
  const seller = await onboardingSeller(ctx, who, sellerId);
  // The payouts domain registers an account only when its holder's CPF/CNPJ is the seller's
  // (payouts/bank-accounts.ts), so any active account there is one in the seller's own name.
  const accounts = await listBankAccounts(ctx, who, seller.id);
  const rows = await ctx.db
    .select()
    .from(sellerDocuments)
    .where(eq(sellerDocuments.sellerId, seller.id))
    .orderBy(asc(sellerDocuments.sentAt));
  const sent = (category: SellerDocumentCategory) =>
    rows.some((r) => r.category === category && !REFUSED.has(r.providerStatus.toLowerCase()));
  const done = {
    conta_bancaria: accounts.length > 0,
    identificacao: sent('identificacao'),
    selfie: sent('selfie'),
  };
  const requirements = ONBOARDING_REQUIREMENTS.map((key) => ({
    key,
    label: ONBOARDING_REQUIREMENT_LABELS[key],
    done: done[key],
  }));
  return {
    sellerId: seller.id,
    providerStatus: normaliseProviderStatus(seller.providerStatus),
    requirements,
    missing: requirements.filter((r) => !r.done).map((r) => r.label),
    documents: rows.map(documentView),
  };
}

export type DocumentUpload = {
  category: SellerDocumentCategory;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
};

/** The file's bytes must be what it says it is (a renamed executable is not a PDF). */
function checkedType(upload: DocumentUpload) {
  if (upload.bytes.length === 0) throw AppError.badRequest(M.empty, 'file', 'empty_file');
  const declared = upload.declaredType.toLowerCase();
  if (declared !== 'image/jpeg' && declared !== 'image/png' && declared !== 'application/pdf')
    throw new AppError(415, 'unsupported_document_type', M.wrongType, { field: 'file' });
  if (documentTypeOf(upload.bytes) !== declared)
    throw new AppError(415, 'document_content_mismatch', M.notWhatItSays, { field: 'file' });
  return declared;
}

/** A name to show, never a path: the provider and the screen get only the last segment. */
const displayName = (name: string, category: string) =>
  name.split(/[\\/]/).pop()?.trim().slice(0, 200) || `${category}`;

export async function uploadSellerDocument(
  ctx: AppContext,
  who: Principal,
  upload: DocumentUpload,
): Promise<SellerDocument> {
  if (who.cargo !== 'seller' || !who.sellerId) throw AppError.forbidden(M.sellerOnly);
  const seller: SellerJoined = await visibleSeller(ctx.db, who, who.sellerId);
  const contentType = checkedType(upload);
  const fileName = displayName(upload.fileName, upload.category);
  const sent = await gateway(ctx).provider.uploadSellerDocument(seller.idSeller, {
    category: upload.category,
    fileName,
    contentType,
    content: upload.bytes,
  });
  try {
    const [row] = await ctx.db
      .insert(sellerDocuments)
      .values({
        sellerId: seller.id,
        category: upload.category,
        fileName,
        contentType,
        sizeBytes: upload.bytes.length,
        providerDocumentId: sent.documentId,
        providerStatus: sent.status,
      })
      .returning();
    return documentView(row!);
  } catch (err) {
    // The port has no verb to take a document back: the provider keeps it and the seller may send
    // it again; the id is logged so support can match the two.
    ctx.log.error(
      { err, sellerId: seller.id, documentId: sent.documentId },
      'seller document sent to the provider and not recorded here',
    );
    throw err;
  }
}

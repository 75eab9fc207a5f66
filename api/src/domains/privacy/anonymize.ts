import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  ANONYMIZED_EMAIL_DOMAIN,
  ANONYMIZED_NAME,
  PRIVACY_MESSAGES,
  type AnonymizeCounts,
  type PrivacySubject,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { anonymizeBuyers, anonymizeCustomerLogins, dropSessionsCache } from '../accounts';
import { anonymizeCardHolders } from '../billing';
import { anonymizeLinkAddresses } from '../links';
import { anonymizeMailsTo } from '../mail';
import { anonymizePayers } from '../payments';
import { requestsInReach, recordTeamRequest } from './requests';
import { privacyScopeOf } from './scope';
import { findSubject } from './summary';
import { privacyRequests } from './tables';

/** The same person always gets the same address, so records anonymized apart still match. */
export const anonymousEmail = (subject: PrivacySubject) =>
  `anon-${createHash('sha256')
    .update(subject.documento ?? subject.email ?? '')
    .digest('hex')
    .slice(0, 12)}@${ANONYMIZED_EMAIL_DOMAIN}`;

/**
 * Replaces the person's name, e-mail, phone and address in every record in the caller's reach, in
 * one transaction, and records the request. What the law keeps stays: amounts, dates, statuses,
 * card brand/last 4 and the CPF/CNPJ (docs/privacy.md). A second run changes nothing and says so.
 */
export async function anonymizeSubject(
  ctx: AppContext,
  who: Principal,
  subject: PrivacySubject,
  requestId: string | undefined,
) {
  const scope = privacyScopeOf(who);
  const anon = { name: ANONYMIZED_NAME, email: anonymousEmail(subject) };
  const { counts, logins, id } = await ctx.db.transaction(async (db) => {
    if (requestId) await closeOpenRequest(db, who, requestId);
    const found = await findSubject(db, scope, subject);
    const retired = await anonymizeCustomerLogins(db, found.buyerIds, anon.name);
    const counts: AnonymizeCounts = {
      cadastros: await anonymizeBuyers(db, found.buyerIds, anon),
      transacoes: await anonymizePayers(db, found.transactionIds, anon),
      logins: retired.length,
      cartoes: await anonymizeCardHolders(db, found.buyerIds, anon.name),
      emails: await anonymizeMailsTo(db, scope, found.addresses, anon),
      links: await anonymizeLinkAddresses(db, scope, found.addresses, anon.email),
    };
    const id = await recordTeamRequest(db, who, subject, 'anonymize', counts);
    return { counts, logins: retired, id };
  });
  for (const userId of logins) await dropSessionsCache(ctx, userId);
  const changed = Object.values(counts).some((n) => n > 0);
  return {
    message: changed ? PRIVACY_MESSAGES.anonymized : PRIVACY_MESSAGES.nothingToAnonymize,
    alterado: changed,
    alterados: counts,
    pedidoId: id,
  };
}

/**
 * A request the action answers: closed in the same transaction (one already answered stays as it
 * is, so the action can be repeated); 404 outside the caller's reach, before anything changes.
 */
export async function closeOpenRequest(db: Db, who: Principal, requestId: string) {
  const reach = and(eq(privacyRequests.id, requestId), requestsInReach(who));
  const [row] = await db
    .update(privacyRequests)
    .set({ status: 'atendido', doneAt: sql`now()`, doneBy: who.actor.userId, doneByName: who.actor.nome })
    .where(and(reach, eq(privacyRequests.status, 'aberto')))
    .returning({ id: privacyRequests.id });
  if (row) return;
  const [exists] = await db.select({ id: privacyRequests.id }).from(privacyRequests).where(reach);
  if (!exists) throw AppError.notFound(PRIVACY_MESSAGES.requestNotFound);
}

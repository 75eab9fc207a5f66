import type { PrivacySubject, PrivacySummary } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { subjectPdf } from './export-pdf';
import { recordTeamRequest } from './requests';
import { privacyScopeOf } from './scope';
import { findSubject } from './summary';

import type { Download } from '../../platform/http/download';

export type { Download };

/** What the caller's business holds about the person (the screen's summary). */
export async function subjectSummary(ctx: AppContext, who: Principal, subject: PrivacySubject) {
  return (await findSubject(ctx.db, privacyScopeOf(who), subject)).summary;
}

const fileName = (s: PrivacySummary, ext: string) =>
  `dados-titular-${s.titular.documento ?? s.titular.email?.replace(/[^a-z0-9]+/gi, '-')}.${ext}`;

/** The export, recorded as an answered request ('export') in the same transaction as its reads. */
export async function exportSubject(
  ctx: AppContext,
  who: Principal,
  subject: PrivacySubject,
  format: 'json' | 'pdf',
): Promise<Download> {
  const summary = await ctx.db.transaction(async (db) => {
    const found = await findSubject(db, privacyScopeOf(who), subject);
    await recordTeamRequest(db, who, subject, 'export', found.summary.totais);
    return found.summary;
  });
  return format === 'json'
    ? {
        body: JSON.stringify(summary, null, 2),
        type: 'application/json; charset=utf-8',
        fileName: fileName(summary, 'json'),
      }
    : { body: await subjectPdf(summary), type: 'application/pdf', fileName: fileName(summary, 'pdf') };
}

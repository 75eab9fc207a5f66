import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { MailStatusName, SentMail, SentMailDetail } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { escapeLike } from '../../platform/db/sql-helpers';
import { MAIL_QUEUE } from './register';
import { renderMail } from './render';
import { moveMail } from './outbox-status';
import { mailOutbox, type MailRow } from './tables';

/** Admin: every message; a marketplace: its own, its sellers' and payers'; a seller: its own. */
function scopeOf(who: Principal): SQL | undefined {
  if (who.cargo === 'admin') return undefined;
  if (who.cargo === 'marketplace' && who.marketplaceId)
    return eq(mailOutbox.marketplaceId, who.marketplaceId);
  if (who.cargo === 'seller' && who.sellerId) return eq(mailOutbox.sellerId, who.sellerId);
  throw AppError.forbidden();
}

const view = (r: MailRow): SentMail => ({
  id: r.id,
  para: r.recipient,
  assunto: r.subject,
  tipo: r.kind,
  status: r.status,
  tentativas: r.attempts,
  ultimoErro: r.lastError,
  criadoEm: r.createdAt.toISOString(),
  enviadoEm: r.sentAt?.toISOString() ?? null,
});

export async function listSentMail(
  ctx: AppContext,
  who: Principal,
  query: { page: number; pageSize: number; q?: string | undefined; status?: MailStatusName | undefined },
) {
  const where = and(
    scopeOf(who),
    query.q ? ilike(mailOutbox.recipient, `%${escapeLike(query.q)}%`) : undefined,
    query.status ? eq(mailOutbox.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { dados: rows.map(view), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function visibleMail(ctx: AppContext, who: Principal, id: string): Promise<MailRow> {
  const [row] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, id), scopeOf(who)));
  if (!row) throw AppError.notFound('Email não encontrado.');
  return row;
}

/** The message as its recipient reads it, except the reset link, which only the recipient gets. */
export async function sentMailDetail(ctx: AppContext, who: Principal, id: string): Promise<SentMailDetail> {
  const row = await visibleMail(ctx, who, id);
  const brand = await ctx.mail.brandFor(row.marketplaceId);
  // A message written `nao_enviavel` because its data was refused has nothing to render: its reason.
  const mail = await renderMail(row, { brand, publicUrl: ctx.mail.publicUrl, secret: null }).catch(
    (err: unknown) => {
      if (row.status !== 'nao_enviavel') throw err;
      return { html: '', text: row.lastError ?? '' };
    },
  );
  return { ...view(row), html: mail.html, texto: mail.text };
}

/** 'Reenviar': a failed message goes back to the queue with a fresh count of attempts. */
export async function resendMail(ctx: AppContext, who: Principal, id: string): Promise<SentMail> {
  await visibleMail(ctx, who, id);
  const row = await moveMail(ctx.db, id, 'resent', {
    attempts: 0,
    nextAttemptAt: sql`now()`,
    leaseUntil: null,
  });
  if (!row) throw AppError.conflict('Só um email que falhou pode ser reenviado.', 'mail_not_failed');
  ctx.jobs.kick(MAIL_QUEUE);
  return view(row);
}

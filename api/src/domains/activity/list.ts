import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ActivityActor,
  ActivityEntry,
  ActivityPage,
  activityFilterSchema,
  activityListQuerySchema,
} from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import type { Principal } from '../../platform/principal';
import { activityLog, type ActivityRow } from './tables';

export type ActivityFilter = z.output<typeof activityFilterSchema>;
type ListQuery = z.output<typeof activityListQuerySchema>;

/** Brasília is UTC−3 all year (since 2019): a day starts at 03:00 UTC. */
const brasiliaStart = (day: string) => new Date(`${day}T03:00:00.000Z`);
const nextDay = (day: string) => new Date(brasiliaStart(day).getTime() + 24 * 60 * 60 * 1000);

/** The caller's business only: its account's rows (a platform admin's are the platform's). */
export function activityWhere(who: Principal, f: ActivityFilter): SQL {
  return and(
    eq(activityLog.accountUserId, who.userId),
    f.from ? gte(activityLog.createdAt, brasiliaStart(f.from)) : undefined,
    f.to ? lt(activityLog.createdAt, nextDay(f.to)) : undefined,
    f.actorId ? eq(activityLog.actorUserId, f.actorId) : undefined,
    f.kind ? eq(activityLog.kind, f.kind) : undefined,
  )!;
}

export const activityView = (r: ActivityRow): ActivityEntry => ({
  id: String(r.id),
  at: r.createdAt.toISOString(),
  actor: { id: r.actorUserId, nome: r.actorName, email: r.actorEmail },
  teamRole: r.teamRole,
  kind: r.kind,
  action: r.action,
  method: r.method,
  route: r.route,
  objectId: r.objectId,
  ip: r.ip,
  userAgent: r.userAgent,
});

/** GET /atividade: newest first, a page at a time, with everyone who acted for the 'Membro' filter. */
export async function listActivity(db: Db, who: Principal, q: ListQuery): Promise<ActivityPage> {
  const where = activityWhere(who, q);
  const [rows, [total], actors] = await Promise.all([
    db
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(desc(activityLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(activityLog).where(where),
    actorsOf(db, who.userId),
  ]);
  return { data: rows.map(activityView), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize, actors };
}

/** Each person as last recorded (the name and e-mail of their newest row). */
async function actorsOf(db: Db, accountUserId: string): Promise<ActivityActor[]> {
  const rows = await db
    .selectDistinctOn([activityLog.actorUserId], {
      id: activityLog.actorUserId,
      nome: activityLog.actorName,
      email: activityLog.actorEmail,
    })
    .from(activityLog)
    .where(eq(activityLog.accountUserId, accountUserId))
    .orderBy(activityLog.actorUserId, desc(activityLog.id));
  return rows.sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** The export's rows in keyset batches, newest first. */
export async function* activityBatches(db: Db, where: SQL, size = 500): AsyncGenerator<ActivityRow[]> {
  let before: number | null = null;
  for (;;) {
    const rows: ActivityRow[] = await db
      .select()
      .from(activityLog)
      .where(before === null ? where : and(where, lt(activityLog.id, before)))
      .orderBy(desc(activityLog.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1]!.id;
  }
}

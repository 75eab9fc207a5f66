import { and } from 'drizzle-orm';
import { centsToReais } from '@pagora/shared';
import type { z } from 'zod';
import type { TransactionView, transactionListQuerySchema } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { summaryFromRollup } from './aggregates';
import { filterWhere } from './filters';
import { countAndRevenue, findPage } from './repository';
import { callerScope, narrowScope, scopeWhere } from './scope';
import { transactionView } from './view';

type Query = z.output<typeof transactionListQuerySchema>;

/** GET /transactions/:userId: one page of the caller's transactions, the total and the two cards. */
export async function listTransactions(ctx: AppContext, who: Principal, userId: string, query: Query) {
  const scope = await narrowScope(ctx.db, who, callerScope(who, userId), query);
  const where = and(scopeWhere(scope), filterWhere(query));
  const [rows, counted] = await Promise.all([
    findPage(ctx.db, where, query.sort ?? 'desc', query.page, query.pageSize),
    summaryFromRollup(ctx.db, scope, query).then((s) => s ?? countAndRevenue(ctx.db, where)),
  ]);
  const transacoes: TransactionView[] = rows.map((r) => transactionView(r, who));
  return {
    transactions: { transacoes },
    total: counted.count,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      count: counted.count,
      receitaCents: counted.revenueCents,
      receita: centsToReais(counted.revenueCents),
    },
  };
}

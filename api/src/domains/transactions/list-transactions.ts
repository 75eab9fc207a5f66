import { and } from 'drizzle-orm';
import { centsToReais, SEARCH_COUNT_LIMIT } from '@pagora/shared';
import type { z } from 'zod';
import type { TransactionView, transactionListQuerySchema } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { summaryFromRollup } from './aggregates';
import { surelyMoreThan } from './common-terms';
import { filterWhere, searchWhere } from './filters';
import { countAndRevenue, findPage } from './repository';
import { searchPage } from './search-page';
import { callerScope, narrowScope, scopeWhere } from './scope';
import { transactionView } from './view';

type Query = z.output<typeof transactionListQuerySchema>;

/** GET /transactions/:userId: one page of the caller's transactions, the total and the two cards
 * (a search's: search-page.ts). */
export async function listTransactions(ctx: AppContext, who: Principal, userId: string, query: Query) {
  const scope = await narrowScope(ctx.db, who, callerScope(who, userId), query);
  const where = and(scopeWhere(scope), filterWhere(query));
  const q = query.q?.trim();
  const shares = q ? await ctx.searchShares.get(ctx) : null;
  const filtered = filterWhere({ ...query, q: undefined });
  const { rows, count, revenueCents, capped } = q
    ? await searchPage(
        ctx.db,
        {
          scope: and(scopeWhere(scope), filtered),
          match: searchWhere(q, shares ?? undefined),
          // The sample knows the scope's sales, not a period's or a status's (common-terms.ts).
          common: !filtered && shares !== null && surelyMoreThan(SEARCH_COUNT_LIMIT, q, shares, scope),
        },
        query.sort ?? 'desc',
        query.page,
        query.pageSize,
      )
    : await Promise.all([
        findPage(ctx.db, where, query.sort ?? 'desc', query.page, query.pageSize),
        summaryFromRollup(ctx.db, scope, query).then((s) => s ?? countAndRevenue(ctx.db, where)),
      ]).then(([page, counted]) => ({ rows: page, ...counted, capped: false }));
  const transacoes: TransactionView[] = rows.map((r) => transactionView(r, who));
  return {
    transactions: { transacoes },
    total: count,
    page: query.page,
    pageSize: query.pageSize,
    summary: {
      count,
      receitaCents: revenueCents,
      receita: revenueCents === null ? null : centsToReais(revenueCents),
      countCapped: capped,
    },
  };
}

import type { z } from 'zod';
import type { statementContract } from '@pagora/shared/contracts';
import type { AppContext } from '../../platform/context';
import type { Principal } from '../../platform/principal';
import { sellerInScope } from '../payouts';
import { periodOf } from './day';
import { statementCsv, statementFileName } from './export-csv';
import { statementOfx } from './export-ofx';
import { statementPage } from './list';
import { monthPdf, monthPeriod } from './month-pdf';

type ListQuery = z.output<typeof statementContract.list.query>;
type ExportQuery = z.output<typeof statementContract.exportCsv.query>;
type MonthQuery = z.output<typeof statementContract.monthPdf.query>;

/**
 * A seller reads its own statement; a marketplace one of its sellers' and an admin any seller's,
 * named with `?sellerId=` (payouts' seller scope: another tenant's seller is 404).
 */
export async function readStatement(ctx: AppContext, who: Principal, q: ListQuery) {
  const seller = await sellerInScope(ctx.db, who, q.sellerId);
  return statementPage(ctx.db, seller.id, q);
}

import type { Download } from '../../platform/http/download';

export type { Download };

export async function exportStatement(
  ctx: AppContext,
  who: Principal,
  q: ExportQuery,
  format: 'csv' | 'ofx',
): Promise<Download> {
  const seller = await sellerInScope(ctx.db, who, q.sellerId);
  const filter = { sellerId: seller.id, ...periodOf(q), kind: q.kind };
  return format === 'csv'
    ? {
        body: statementCsv(ctx.db, filter),
        type: 'text/csv; charset=utf-8',
        fileName: statementFileName(seller.id, filter, 'csv'),
      }
    : {
        body: statementOfx(ctx.db, filter),
        type: 'application/x-ofx',
        fileName: statementFileName(seller.id, filter, 'ofx'),
      };
}

export async function statementMonthPdf(ctx: AppContext, who: Principal, q: MonthQuery): Promise<Download> {
  const seller = await sellerInScope(ctx.db, who, q.sellerId);
  return {
    body: await monthPdf(ctx.db, seller, q.month),
    type: 'application/pdf',
    fileName: statementFileName(seller.id, monthPeriod(q.month), 'pdf'),
  };
}

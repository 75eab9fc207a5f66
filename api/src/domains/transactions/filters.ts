import { and, eq, gte, ilike, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { periodWindow } from '@pagora/shared';
import { UUID_PATTERN, type TransactionFilters } from '@pagora/shared/contracts';
import { paymentLinks } from '../links';
import { transactions } from '../payments';
import { escapeLike } from '../../platform/db/sql-helpers';

/** The list's filters as SQL over `transactions` (the caller's scope is added separately). */
export function filterWhere(filters: TransactionFilters, now: Date = new Date()): SQL | undefined {
  const window = filters.period ? periodWindow(filters.period, now) : null;
  const q = filters.q?.trim();
  return and(
    filters.status && filters.status !== 'all' ? eq(transactions.status, filters.status) : undefined,
    filters.method && filters.method !== 'all' ? eq(transactions.method, filters.method) : undefined,
    window ? and(gte(transactions.createdAt, window.from), lt(transactions.createdAt, window.to)) : undefined,
    filters.late === 'true'
      ? and(
          eq(transactions.latePayment, true),
          isNull(transactions.lateReviewedAt),
          eq(transactions.status, 'pago'),
        )
      : undefined,
    q ? searchWhere(q) : undefined,
  );
}

/** A pasted payer URL ('…/pay/AbC123') searches for its link id. */
const PAY_URL = /\/pay\/([A-Za-z0-9_-]+)\/?$/;

/**
 * Customer name, e-mail or transaction id, case-insensitive (spec 000 "Transactions"); also the
 * link's description and the link itself, by id or payer URL (issue 20: a seller knows a sale by
 * what was sold). The description is matched in a subquery, so the count, the page and the export
 * share this one condition without joining the links (the caller's scope still bounds the rows).
 */
function searchWhere(q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`;
  const linkId = PAY_URL.exec(q)?.[1] ?? q;
  return or(
    ilike(transactions.payerName, pattern),
    ilike(transactions.payerEmail, pattern),
    UUID_PATTERN.test(q)
      ? eq(transactions.id, q.toLowerCase())
      : sql`${transactions.id}::text ILIKE ${`${escapeLike(q.toLowerCase())}%`}`,
    inArray(
      transactions.linkId,
      sql`(SELECT ${paymentLinks.id} FROM ${paymentLinks} WHERE ${ilike(paymentLinks.description, pattern)})`,
    ),
    // Link ids are case-sensitive base64url: a prefix of one, as typed.
    like(transactions.linkId, `${escapeLike(linkId)}%`),
  );
}

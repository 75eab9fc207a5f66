import { and, eq, gte, ilike, isNull, like, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EMAIL_RE, periodWindow } from '@pagora/shared';
import { UUID_PATTERN, type TransactionFilters } from '@pagora/shared/contracts';
import { paymentLinksView } from '../links';
import { transactionsView } from '../payments';
import { escapeLike } from '../../platform/db/sql-helpers';
import { indexedPart, NO_SHARES, rowsHolding, type SearchShares } from './search-trigrams';

/**
 * The list's filters as SQL over `transactions` (the caller's scope is added separately); `shares`
 * (trigram-shares.ts) steer a search's substring terms to their rare part, never what they find.
 */
export function filterWhere(
  filters: TransactionFilters,
  now: Date = new Date(),
  shares: SearchShares = NO_SHARES,
): SQL | undefined {
  const window = filters.period ? periodWindow(filters.period, now) : null;
  const q = filters.q?.trim();
  return and(
    filters.status && filters.status !== 'all' ? eq(transactionsView.status, filters.status) : undefined,
    filters.method && filters.method !== 'all' ? eq(transactionsView.method, filters.method) : undefined,
    window
      ? and(gte(transactionsView.createdAt, window.from), lt(transactionsView.createdAt, window.to))
      : undefined,
    filters.late === 'true'
      ? and(
          eq(transactionsView.latePayment, true),
          isNull(transactionsView.lateReviewedAt),
          eq(transactionsView.status, 'pago'),
        )
      : undefined,
    q ? searchWhere(q, shares) : undefined,
  );
}

/**
 * A search's condition. `wholeEmail` marks the exact lookup of one payer's e-mail, which has few
 * rows by nature, so search-page.ts reads it by its index without probing for a common term.
 * The trigram shares (ADR 041) add `linked`, the links the term names (by description or id
 * prefix), which they know nothing about, and, unless a link is named:
 * - `rare`: the term is in under 0.5 % of payers' names and e-mails, so it needs no probe;
 * - `scarce`: the trigram indexes find fewer than SCARCE_ROWS rows for it in the whole table, so
 *   reading them all beats intersecting them with the scope's index (whole-e-mail style).
 */
export type SearchMatch = SQL & {
  readonly wholeEmail?: true;
  readonly rare?: true;
  readonly scarce?: true;
  readonly linked?: SQL;
};

/** A term in under this share of payers' names and e-mails is rare: no probe for a common term. */
const RARE_SHARE = 0.005;
/**
 * Rows a scarce term's indexes may find at most: reading that many costs about what the biggest
 * seller's scope index does (94,000 entries, 18-55 ms at 10 M rows); a rare term finds far fewer.
 */
const SCARCE_ROWS = 10_000;

/** A pasted payer URL ('…/pay/AbC123') searches for its link id. */
const PAY_URL = /\/pay\/([A-Za-z0-9_-]+)\/?$/;
/** What can begin a transaction id's text (lowercase hex and hyphens), and a link id (base64url). */
const ID_PREFIX = /^[0-9a-f-]+$/i;
const LINK_ID_PREFIX = /^[A-Za-z0-9_-]+$/;

/**
 * Customer name, e-mail or transaction id, case-insensitive (spec 000 "Transactions"); also the
 * link's description and the link itself, by id or payer URL (issue 20: a seller knows a sale by
 * what was sold). The description is matched in a subquery, so the count, the page and the export
 * share this one condition without joining the links (the caller's scope still bounds the rows).
 * An arm the term cannot match (an id prefix holding a space) is left out: the probe checks every
 * arm on each of up to 20,000 rows.
 */
export function searchWhere(q: string, shares: SearchShares = NO_SHARES): SearchMatch | undefined {
  const email = q.trim();
  // A whole e-mail is that payer, not every address containing it (docs/transactions.md, 'The
  // list'): its rows are read by transactions_payer_email_idx instead of the trigram indexes, where
  // 'com' or 'gma' sit in millions of rows (the index's IS NOT NULL follows from the equality).
  if (EMAIL_RE.test(email))
    return Object.assign(sql`lower(${transactionsView.payerEmail}) = lower(${email})`, {
      wholeEmail: true as const,
    });
  const pattern = `%${escapeLike(q)}%`;
  const linkId = PAY_URL.exec(q)?.[1] ?? q;
  const linkPrefix = LINK_ID_PREFIX.test(linkId) ? `${escapeLike(linkId)}%` : null;
  const described = ilike(paymentLinksView.description, pattern);
  // What each payer column's trigram index is given: the term, or its rare part (ADR 041).
  const namePart = indexedPart(q, shares.payerName);
  const emailPart = indexedPart(q, shares.payerEmail);
  const match = or(
    contains(transactionsView.payerName, q, namePart),
    contains(transactionsView.payerEmail, q, emailPart),
    // An id's text is lowercase, so LIKE on the lowered term finds what ILIKE would, by its index.
    UUID_PATTERN.test(q)
      ? eq(transactionsView.id, q.toLowerCase())
      : ID_PREFIX.test(q)
        ? sql`${transactionsView.id}::text LIKE ${`${escapeLike(q.toLowerCase())}%`}`
        : undefined,
    // = ANY(ARRAY(…)) runs the links' lookup once and probes the link index; `IN (subquery)` under
    // an OR is a filter checked on every row of the scope.
    sql`${transactionsView.linkId} = ANY(ARRAY(SELECT ${paymentLinksView.id} FROM ${paymentLinksView} WHERE ${described}))`,
    // Link ids are case-sensitive base64url: a prefix of one, as typed.
    linkPrefix ? like(transactionsView.linkId, linkPrefix) : undefined,
  );
  if (!match) return match;
  // Both columns' sampled rows bound what the trigram indexes find (ADR 041).
  const { names, emails } = shares.sample;
  const holding = (name: string, email: string) =>
    rowsHolding(name, names, shares.rows) + rowsHolding(email, emails, shares.rows);
  if (holding(q, q) >= RARE_SHARE * shares.rows) return match;
  const scarce = holding(namePart, emailPart) <= SCARCE_ROWS;
  return Object.assign(match, {
    rare: true as const,
    ...(scarce ? { scarce: true as const } : {}),
    linked: linkPrefix ? sql`(${described} OR ${like(paymentLinksView.id, linkPrefix)})` : described,
  });
}

/**
 * `column ILIKE '%q%'`. When q has trigrams common to most rows, the trigram index is given only
 * its rare `part` (search-trigrams.ts, ADR 041) and each row it finds is checked for the whole term
 * by `lower(…) LIKE lower(…)`, which is how PostgreSQL defines ILIKE and which no index answers,
 * so the planner cannot hand the common trigrams back to the index.
 */
function contains(column: AnyColumn, q: string, part: string): SQL {
  const pattern = `%${escapeLike(q)}%`;
  if (part === q) return ilike(column, pattern);
  return sql`(${ilike(column, `%${escapeLike(part)}%`)} AND lower(${column}) LIKE lower(${pattern}))`;
}

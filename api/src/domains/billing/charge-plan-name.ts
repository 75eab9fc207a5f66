import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { recurrencePlansView } from '../recurrence-plans';
import { subscriptionCharges, subscriptions } from './tables';

/**
 * The plan's name of the subscription charge a sale paid (NULL for any other sale), as a
 * correlated subquery other domains put in their own select (issue 41: the transactions list,
 * detail and CSV showed '—' for a subscription charge, which has no link and so no description).
 * A subquery rather than exported tables keeps billing the only reader of its tables' joins.
 */
export function planNameOfCharge(chargeId: Column | SQL): SQL<string | null> {
  const query = new QueryBuilder()
    .select({ nome: recurrencePlansView.nome })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .innerJoin(recurrencePlansView, eq(recurrencePlansView.id, subscriptions.planoId))
    .where(eq(subscriptionCharges.id, chargeId));
  return sql<string | null>`(${query})`;
}

import type { Database } from '../../platform/db/client';
import type { PaymentProvider } from '../payments/testing';
import { saoPauloToday } from './schedule';

/**
 * For tests and the bench (not a test file): many subscriptions due today for the demo customer,
 * charged on one saved card registered at `provider` like the customer's own would be.
 */
export async function seedDueSubscriptions(
  database: Pick<Database, 'query'>,
  provider: PaymentProvider,
  count: number,
  cardNumber = '4539003370725497',
): Promise<{ planId: string }> {
  const [buyer] = await database.query<{
    id: string;
    user_id: string;
    seller_id: string;
    marketplace_id: string;
    id_comprador: string;
    owner_user_id: string;
  }>(
    `SELECT b.id, u.id AS user_id, b.seller_id, b.marketplace_id, b.id_comprador, s.user_id AS owner_user_id
       FROM buyers b JOIN users u ON u.email = b.email JOIN sellers s ON s.id = b.seller_id
      WHERE b.email = 'customer@pagora.demo'`,
  );
  if (!buyer) throw new Error('seed the demo accounts first');
  const token = await provider.tokenizeCard({
    number: cardNumber,
    holderName: 'Diego Cliente',
    expMonth: 12,
    expYear: 2035,
    cvc: '123',
  });
  const { cardId } = await provider.attachCard(token.tokenId, buyer.id_comprador);
  await database.query(`UPDATE saved_cards SET principal = false WHERE buyer_id = $1`, [buyer.id]);
  await database.query(
    `INSERT INTO saved_cards (buyer_id, user_id, provider_card_id, brand, last4, holder_name, exp_month, exp_year, principal)
     VALUES ($1, $2, $3, 'visa', $4, 'Diego Cliente', 12, 2035, true)`,
    [buyer.id, buyer.user_id, cardId, cardNumber.slice(-4)],
  );
  const [plan] = await database.query<{ id: string }>(
    `INSERT INTO recurrence_plans (owner_user_id, marketplace_id, nome, amount_cents, frequency, "interval")
     VALUES ($1, $2, 'Plano de carga', 990, 'mensal', 1) RETURNING id`,
    [buyer.owner_user_id, buyer.marketplace_id],
  );
  const today = saoPauloToday(new Date());
  await database.query(
    `INSERT INTO subscriptions (plano_id, seller_id, buyer_id, marketplace_id, data_cobranca, anchor_day, amount_cents, status)
     SELECT $1, $2, $3, $4, $5::date, EXTRACT(DAY FROM $5::date)::int, 990 + n, 'ativo'
       FROM generate_series(1, $6::int) AS n`,
    [plan!.id, buyer.seller_id, buyer.id, buyer.marketplace_id, today, count],
  );
  return { planId: plan!.id };
}

/** How the subscriptions of a plan were charged: paid cycles and any cycle paid more than once. */
export async function chargeTally(
  database: Pick<Database, 'query'>,
  planId: string,
): Promise<{ subscriptions: number; paid: number; duplicates: number; open: number }> {
  const [row] = await database.query<{
    subscriptions: number;
    paid: number;
    duplicates: number;
    open: number;
  }>(
    `WITH per_sub AS (
       SELECT s.id,
              (SELECT count(*) FROM transactions t JOIN subscription_charges c ON c.id = t.subscription_charge_id
                WHERE c.subscription_id = s.id AND t.status = 'pago') AS paid_txs,
              (SELECT count(*) FROM subscription_charges c WHERE c.subscription_id = s.id AND c.status = 'aberta') AS open
         FROM subscriptions s WHERE s.plano_id = $1)
     SELECT count(*)::int AS subscriptions,
            count(*) FILTER (WHERE paid_txs >= 1)::int AS paid,
            count(*) FILTER (WHERE paid_txs > 1)::int AS duplicates,
            sum(open)::int AS open
       FROM per_sub`,
    [planId],
  );
  return row!;
}

/** billing's API test steps, for other domains' tests (a plan, a customer's card, a subscription). */
export { billingKit, CARD_NUMBERS, type BillingKit } from './test-kit';

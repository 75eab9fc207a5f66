/** A JSON Schema as the OpenAPI document writes it (draft-04-like, OpenAPI 3.0 keywords). */
export type JsonSchema = Record<string, unknown>;

const MP = '/v1/marketplaces/{marketplace_id}';

/**
 * The calls of our Zoop adapter (`../zoop/`) that Zoop's OpenAPI v1.1 describes, by method and
 * path in that document. The adapter's other calls (sellers, buyers, card tokens, bank accounts,
 * receiving policy, transfers, balances, events, seller documents, `/v2/.../plans`) are not in it.
 */
export const OPERATIONS = {
  createTransaction: { method: 'POST', path: `${MP}/transactions` },
  listTransactions: { method: 'GET', path: `${MP}/transactions` },
  getTransaction: { method: 'GET', path: `${MP}/transactions/{transaction_id}` },
  voidTransaction: { method: 'POST', path: `${MP}/transactions/{transaction_id}/void` },
  cancelBoleto: {
    method: 'POST',
    path: '/v1/boletos/cancellation/marketplaces/{marketplace_id}/transactions/{transaction_id}',
  },
  listSellerReceivables: { method: 'GET', path: `${MP}/sellers/{seller_id}/receivables` },
  attachCard: { method: 'POST', path: `${MP}/cards` },
} as const;

export type OperationKey = keyof typeof OPERATIONS;

import { newId, zoopError } from './format';
import {
  badRequest,
  cents,
  inDateRange,
  notFound,
  ok,
  page,
  text,
  type Answer,
  type Call,
  type Route,
} from './http';
import { cancelUnpaid, succeed, voidAmount } from './lifecycle';
import { createTransaction, type ChargeOptions } from './charge-create';
import type { LookalikeState } from './state';
import { listView, splitView, transactionView } from './views';

/*
 * Transactions after creation: reading, listing (filter `reference_id`, zoop.md §1), void
 * (§3.8), capture, split rules (§3.7), boletos and their cancellation (§13.8).
 */

function listTransactions(call: Call, seller: string | null): Answer {
  const { query, state, mp } = call;
  const ref = query.get('reference_id');
  const status = query.get('status');
  const all = [...state.transactions.values()]
    .filter((t) => (seller === null || t.onBehalfOf === seller) && (ref === null || t.referenceId === ref))
    .filter((t) => (status === null || t.status === status) && inDateRange(query, t.created))
    .sort((a, b) => b.created.getTime() - a.created.getTime());
  const { limit, offset } = page(query);
  const items = all.slice(offset, offset + limit).map((t) => transactionView(mp, t));
  return ok(listView(`/v1/marketplaces/${mp}/transactions`, items, limit, offset, all.length));
}

const find = (state: LookalikeState, id: string | undefined) => state.transactions.get(id ?? '');

export function chargeRoutes(options: ChargeOptions): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/transactions$/,
      name: 'transaction',
      handler: (c) => createTransaction(c, options),
    },
    { method: 'GET', pattern: /^\/transactions$/, handler: (c) => listTransactions(c, null) },
    {
      method: 'GET',
      pattern: /^\/sellers\/([0-9a-f]{32})\/transactions$/,
      handler: (c) => listTransactions(c, c.params[0]!),
    },
    {
      method: 'GET',
      pattern: /^\/transactions\/([0-9a-f]{32})$/,
      handler: ({ params, state, mp }) => {
        const tx = find(state, params[0]);
        return tx ? ok(transactionView(mp, tx)) : notFound('Transaction');
      },
    },
    {
      method: 'PUT',
      pattern: /^\/transactions\/([0-9a-f]{32})$/,
      handler: ({ params, body, state, mp }) => {
        const tx = find(state, params[0]);
        if (!tx) return notFound('Transaction');
        if (typeof body.description === 'string') tx.description = body.description;
        return ok(transactionView(mp, tx));
      },
    },
    {
      method: 'POST',
      pattern: /^\/transactions\/([0-9a-f]{32})\/void$/,
      name: 'void',
      handler: ({ params, body, state, mp }) => {
        const tx = find(state, params[0]);
        if (!tx) return notFound('Transaction');
        // No source shows a boleto voided this way: Zoop cancels boletos by their own call (§13.8).
        if (tx.boleto)
          return zoopError(
            402,
            'invalid_request_error',
            'void_transaction_error',
            'Boleto cannot be voided; request its cancellation',
          );
        if (tx.status === 'pending' && tx.pix) {
          cancelUnpaid(state, tx);
          return ok(transactionView(mp, tx));
        }
        if (tx.status !== 'succeeded' && tx.status !== 'pre_authorized')
          return zoopError(
            402,
            'invalid_request_error',
            'void_transaction_error',
            `Transaction is ${tx.status}`,
          );
        const amount = body.amount === undefined ? tx.amountCents : cents(body.amount);
        if (amount === null || amount > tx.amountCents)
          return badRequest('amount exceeds the transaction', 'invalid_parameter');
        voidAmount(state, tx, amount);
        return ok(transactionView(mp, tx));
      },
    },
    {
      method: 'POST',
      pattern: /^\/transactions\/([0-9a-f]{32})\/capture$/,
      handler: ({ params, state, mp }) => {
        const tx = find(state, params[0]);
        if (!tx) return notFound('Transaction');
        if (tx.status !== 'pre_authorized')
          return zoopError(
            402,
            'invalid_request_error',
            'capture_transaction_error',
            `Transaction is ${tx.status}`,
          );
        succeed(state, tx);
        return ok(transactionView(mp, tx));
      },
    },
    {
      method: 'GET',
      pattern: /^\/transactions\/([0-9a-f]{32})\/split_rules$/,
      handler: ({ params, state, mp }) => {
        const tx = find(state, params[0]);
        if (!tx) return notFound('Transaction');
        const items = tx.splitRules.map((r) => splitView(mp, tx, r));
        return ok(
          listView(`/v1/marketplaces/${mp}/transactions/${tx.id}/split_rules`, items, 100, 0, items.length),
        );
      },
    },
    {
      method: 'POST',
      pattern: /^\/transactions\/([0-9a-f]{32})\/split_rules$/,
      handler: ({ params, body, state, mp }) => {
        const tx = find(state, params[0]);
        if (!tx) return notFound('Transaction');
        // Only while every receivable is still pending (zoop.md §3.7, D-split).
        if (state.receivables.some((r) => r.transaction === tx.id && r.status !== 'pending'))
          return zoopError(
            402,
            'invalid_request_error',
            'no_action_taken',
            'Receivables are no longer pending',
          );
        const recipient = text(body.recipient);
        if (!recipient || !state.sellers.has(recipient)) return notFound('Split recipient');
        const rule = {
          id: newId(),
          recipient,
          liable: body.liable !== false,
          chargeProcessingFee: body.charge_processing_fee === true,
          amountCents: cents(body.amount),
          percentage: body.percentage === undefined ? null : Number(body.percentage),
          created: new Date(),
        };
        tx.splitRules.push(rule);
        return ok(splitView(mp, tx, rule), 201);
      },
    },
    {
      method: 'GET',
      pattern: /^\/boletos\/([0-9a-f]{32})$/,
      handler: ({ params, state, mp }) => {
        const tx = [...state.transactions.values()].find((t) => t.boleto?.id === params[0]);
        const view = tx ? transactionView(mp, tx).payment_method : null;
        return view ? ok(view) : notFound('Boleto');
      },
    },
    {
      // The OpenAPI's cancellation call: 202 `Requested`, done later (§13.8).
      method: 'POST',
      absolute: true,
      pattern: /^\/v1\/boletos\/cancellation\/marketplaces\/([0-9a-f]{32})\/transactions\/([0-9a-f]{32})$/,
      handler: ({ params, state, mp }) => {
        const tx = params[0] === mp ? find(state, params[1]) : undefined;
        if (!tx || !tx.boleto)
          return { statusCode: 422, body: { status: 'ERROR', message: 'Transaction not found' } };
        if (tx.status !== 'pending')
          return { statusCode: 422, body: { status: 'REFUSED', message: 'Transaction status is invalid' } };
        const again = tx.boleto.cancellationRequested;
        tx.boleto.cancellationRequested = true;
        if (!again) setTimeout(() => tx.status === 'pending' && cancelUnpaid(state, tx), 30).unref();
        const message = again
          ? 'Cancellation already requested successfully'
          : 'Cancellation request created successfully';
        return { statusCode: 202, body: { status: 'Requested', message, transaction_id: tx.id } };
      },
    },
  ];
}

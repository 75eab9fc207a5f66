import { addDays, newId, zoopError } from './format';
import { cents, notFound, ok, text, type Answer } from './http';
import { loseDispute, openDispute, succeed, sweepExpired, winDispute } from './lifecycle';
import type { LookalikeState } from './state';
import type { Json } from './types';
import { receivableView, sellerView, transferView } from './views';

/**
 * The look-alike's own switches, under `/_lookalike/` (never under Zoop's paths): what payers,
 * banks and Zoop's staff do outside the API, and the faults a check needs.
 */
export type Fault = { mode: 'delay' | 'drop'; ms: number; times: number };

export function control(
  state: LookalikeState,
  faults: Map<string, Fault>,
  method: string,
  path: string,
  body: Json,
): Answer | null {
  const mp = state.marketplaceId;
  const m = (re: RegExp) => (method === 'POST' || method === 'PUT' ? re.exec(path) : null);
  let hit: RegExpExecArray | null;
  if ((hit = m(/^\/sellers\/([0-9a-f]{32})\/(approve|deny)$/))) {
    const s = state.sellers.get(hit[1]!);
    if (!s) return notFound('Seller');
    s.status = hit[2] === 'approve' ? 'active' : 'denied';
    s.updated = new Date();
    state.emit(hit[2] === 'approve' ? 'seller.activated' : 'seller.denied', sellerView(mp, s));
    return ok(sellerView(mp, s));
  }
  if ((hit = m(/^\/transactions\/([0-9a-f]{32})\/(pay|expire|dispute|chargeback|dispute-won)$/))) {
    const tx = state.transactions.get(hit[1]!);
    if (!tx) return notFound('Transaction');
    const action = hit[2]!;
    if (action === 'pay') {
      if (tx.status !== 'pending' || !(tx.pix || tx.boleto))
        return zoopError(409, 'invalid_request_error', 'no_action_taken', `Transaction is ${tx.status}`);
      succeed(state, tx);
    } else if (action === 'expire') {
      if (tx.status !== 'pending')
        return zoopError(409, 'invalid_request_error', 'no_action_taken', `Transaction is ${tx.status}`);
      if (tx.pix) tx.pix.expiresAt = new Date();
      if (tx.boleto) {
        tx.boleto.due = addDays(tx.boleto.due, -30);
        tx.boleto.limit = addDays(new Date(), -2);
      }
      sweepExpired(state);
    } else if (action === 'dispute') {
      if (tx.status !== 'succeeded')
        return zoopError(409, 'invalid_request_error', 'no_action_taken', `Transaction is ${tx.status}`);
      openDispute(state, tx);
    } else {
      if (tx.status !== 'dispute')
        return zoopError(409, 'invalid_request_error', 'no_action_taken', `Transaction is ${tx.status}`);
      if (action === 'chargeback') loseDispute(state, tx);
      else winDispute(state, tx);
    }
    return ok({ id: tx.id, status: tx.status });
  }
  if ((hit = m(/^\/transfers\/([0-9a-f]{32})\/(succeed|fail)$/))) {
    const t = state.transfers.get(hit[1]!);
    if (!t) return notFound('Transfer');
    t.status = hit[2] === 'succeed' ? 'succeeded' : 'failed';
    t.updated = new Date();
    state.emit(`transfer.${t.status}`, transferView(mp, t));
    return ok(transferView(mp, t));
  }
  if ((hit = m(/^\/sellers\/([0-9a-f]{32})\/receivables\/settle$/))) {
    // The settlement day came: the seller's pending receivables are paid into its balance.
    for (const r of state.receivables.filter((x) => x.recipient === hit![1] && x.status === 'pending')) {
      r.status = 'paid';
      r.paidAt = new Date();
      state.emit('receivable.paid', receivableView(mp, r));
    }
    return ok({ available: state.availableCents(hit[1]!) });
  }
  if ((hit = m(/^\/sellers\/([0-9a-f]{32})\/receivables$/))) {
    // Receivables of earlier sales (a seller's history), each on its own day.
    if (!state.sellers.has(hit[1]!)) return notFound('Seller');
    const count = Number(body.count ?? 1);
    const amount = cents(body.amount) ?? 100;
    const status = (text(body.status) ?? 'pending') as 'pending' | 'paid' | 'canceled' | 'refunded';
    const now = new Date();
    for (let i = 0; i < count; i++) {
      state.receivables.push({
        id: newId(),
        status,
        recipient: hit[1]!,
        transaction: newId(),
        splitRule: null,
        installment: 1,
        amountCents: amount,
        expectedOn: addDays(now, 1 + (i % 60)),
        paidAt: status === 'paid' ? now : null,
        canceledAt: status === 'canceled' || status === 'refunded' ? now : null,
        transactionCreated: now,
        created: now,
      });
    }
    return ok({ count });
  }
  if (method === 'PUT' && path === '/faults') {
    const route = text(body.route);
    if (!route) return zoopError(400, 'invalid_request_error', 'missing_required_param', 'route is required');
    faults.set(route, {
      mode: body.mode === 'drop' ? 'drop' : 'delay',
      ms: Number(body.ms ?? 0),
      times: Number(body.times ?? 1),
    });
    return ok({ route });
  }
  return null;
}

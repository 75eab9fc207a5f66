import { isoDay, newId, reais, resourceTime, zoopError } from './format';
import { badRequest, cents, inDateRange, notFound, ok, page, text, type Call, type Route } from './http';
import type { Transfer, Webhook } from './types';
import { listView, receivableView, transferView } from './views';

/*
 * Money after the sale: receivables (paged 1-100, zoop.md §13.6), balances (§3.9), transfers
 * (§13.5: no reference_id kept, nothing deduplicated), webhooks (§3.11: request key `event`,
 * answer key `events`) and the event list.
 */

function receivablesOf(call: Call, filter: (r: { recipient: string; transaction: string }) => boolean) {
  const { query, state, mp } = call;
  const status = query.get('status');
  const all = state.receivables
    .filter((r) => filter(r) && (status === null || r.status === status))
    .filter((r) => inDateRange(query, r.expectedOn, 'expected_on_range'));
  const { limit, offset } = page(query);
  const items = all.slice(offset, offset + limit).map((r) => receivableView(mp, r));
  return ok(listView(`/v1/marketplaces/${mp}/receivables`, items, limit, offset, all.length));
}

function webhookView(mp: string, w: Webhook) {
  return {
    id: w.id,
    resource: 'webhook',
    url: w.url,
    method: w.method,
    events: w.events,
    authorization: w.authorization,
    description: w.description,
    status: 'active',
    marketplace_id: mp,
    uri: `/v1/marketplaces/${mp}/webhooks/${w.id}`,
    created_at: resourceTime(w.created),
    updated_at: resourceTime(w.created),
  };
}

function transfersOf(call: Call, owner: string | null) {
  const { query, state, mp } = call;
  const all = [...state.transfers.values()]
    .filter((t) => (owner === null || t.owner === owner) && inDateRange(query, t.created))
    .sort((a, b) => b.created.getTime() - a.created.getTime());
  const { limit, offset } = page(query);
  const items = all.slice(offset, offset + limit).map((t) => transferView(mp, t));
  return ok(listView(`/v1/marketplaces/${mp}/transfers`, items, limit, offset, all.length));
}

export const moneyRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/receivables$/,
    handler: (c) =>
      c.state.sellers.has(c.params[0]!)
        ? receivablesOf(c, (r) => r.recipient === c.params[0])
        : notFound('Seller'),
  },
  {
    method: 'GET',
    pattern: /^\/transactions\/([0-9a-f]{32})\/receivables$/,
    handler: (c) => receivablesOf(c, (r) => r.transaction === c.params[0]),
  },
  {
    method: 'GET',
    pattern: /^\/receivables\/([0-9a-f]{32})$/,
    handler: ({ params, state, mp }) => {
      const r = state.receivables.find((x) => x.id === params[0]);
      return r ? ok(receivableView(mp, r)) : notFound('Receivable');
    },
  },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/balances$/,
    handler: ({ params, state }) => {
      if (!state.sellers.has(params[0]!)) return notFound('Seller');
      // Which field means what is unconfirmed (§12.4): both carry the transferable amount here.
      const available = reais(state.availableCents(params[0]!));
      return ok({
        items: { current_balance: available, current_blocked_balance: '0.00', account_balance: available },
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/balances\/history$/,
    // §3.9 (VIT): the account's history. This look-alike books no history of its own, so it answers
    // an empty page in the sources' shape (the sandbox derives one; issue 38's reconciliation).
    handler: ({ params, state, query, mp }) => {
      if (!state.sellers.has(params[0]!)) return notFound('Seller');
      const { limit, offset } = page(query);
      return ok(
        listView(`/v1/marketplaces/${mp}/sellers/${params[0]}/balances/history`, [], limit, offset, 0),
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/bank_accounts\/([0-9a-f]{32})\/transfers$/,
    name: 'transfer',
    handler: ({ params, body, state, mp }) => {
      const account = state.bankAccounts.get(params[0]!);
      if (!account || !account.customer) return notFound('Bank account');
      const amount = cents(body.amount);
      if (amount === null) return badRequest('amount (integer cents) is required');
      if (amount > state.availableCents(account.customer))
        return zoopError(
          402,
          'invalid_request_error',
          'insufficient_escrow_funds_error',
          'Insufficient funds',
        );
      const now = new Date();
      // Whatever else the body carries (a reference_id) is neither stored nor matched (§13.5).
      const transfer: Transfer = {
        id: newId(),
        status: 'pending',
        amountCents: amount,
        bankAccount: account.id,
        owner: account.customer,
        description: text(body.description),
        statementDescriptor: text(body.statement_descriptor),
        transferDate: text(body.transfer_date) ?? isoDay(now),
        created: now,
        updated: now,
      };
      state.transfers.set(transfer.id, transfer);
      state.emit('transfer.created', transferView(mp, transfer));
      return ok(transferView(mp, transfer), 201);
    },
  },
  { method: 'GET', pattern: /^\/transfers$/, handler: (c) => transfersOf(c, null) },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/transfers$/,
    handler: (c) => transfersOf(c, c.params[0]!),
  },
  {
    method: 'GET',
    pattern: /^\/transfers\/([0-9a-f]{32})$/,
    handler: ({ params, state, mp }) => {
      const t = state.transfers.get(params[0]!);
      return t ? ok(transferView(mp, t)) : notFound('Transfer');
    },
  },
  {
    method: 'POST',
    pattern: /^\/webhooks$/,
    handler: ({ body, state, mp }) => {
      const url = text(body.url);
      const events = Array.isArray(body.event)
        ? body.event.filter((e): e is string => typeof e === 'string')
        : [];
      if (!url) return badRequest('url is required');
      if (events.length === 0) return badRequest('event is required');
      const hook: Webhook = {
        id: newId(),
        url,
        method: text(body.method) ?? 'POST',
        events,
        authorization: text(body.authorization),
        description: text(body.description),
        created: new Date(),
      };
      state.webhooks.set(hook.id, hook);
      return ok(webhookView(mp, hook), 201);
    },
  },
  {
    method: 'GET',
    pattern: /^\/webhooks$/,
    handler: ({ state, mp }) => {
      const items = [...state.webhooks.values()].map((w) => webhookView(mp, w));
      return ok(listView(`/v1/marketplaces/${mp}/webhooks`, items, 100, 0, items.length));
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/webhooks\/([0-9a-f]{32})$/,
    handler: ({ params, state }) =>
      state.webhooks.delete(params[0]!)
        ? ok({ id: params[0], resource: 'webhook', deleted: true })
        : notFound('Webhook'),
  },
  {
    method: 'GET',
    pattern: /^\/events$/,
    handler: ({ query, state, mp }) => {
      const type = query.get('type');
      const ascending = query.get('sort') === 'time-ascending';
      const all = state.events
        .filter((e) => (type === null || e.type === type) && inDateRange(query, e.created))
        .sort((a, b) => (ascending ? 1 : -1) * (a.created.getTime() - b.created.getTime()));
      const { limit, offset } = page(query);
      const items = all.slice(offset, offset + limit).map((e) => state.envelope(e));
      return ok(listView(`/v1/marketplaces/${mp}/events`, items, limit, offset, all.length));
    },
  },
  {
    method: 'GET',
    pattern: /^\/events\/([0-9a-f]{32})$/,
    handler: ({ params, state }) => {
      const e = state.events.find((x) => x.id === params[0]);
      return e ? ok(state.envelope(e)) : notFound('Event');
    },
  },
];

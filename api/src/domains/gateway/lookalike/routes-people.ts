import { newId } from './format';
import { badRequest, notFound, ok, page, text, type Route } from './http';
import type { Seller } from './types';
import { listView, sellerView } from './views';

/*
 * Sellers (zoop.md §2, §3.2): a seller starts `pending` and sells only once Zoop's review activates
 * it (§13.11); its receiving policy. Buyers, cards and bank accounts are in routes-wallet.ts.
 */

const digits = (v: unknown) => (text(v) ?? '').replace(/\D/g, '');

function createSeller(type: Seller['type']): Route['handler'] {
  return ({ body, state, mp }) => {
    const taxpayerId = type === 'individual' ? digits(body.taxpayer_id) : digits(body.ein);
    if (type === 'individual' && taxpayerId.length !== 11) return badRequest('taxpayer_id is required');
    if (type === 'business' && taxpayerId.length !== 14) return badRequest('ein is required');
    const now = new Date();
    const fields = Object.fromEntries(
      Object.entries(body).filter(([k]) => k !== 'taxpayer_id' && k !== 'ein'),
    );
    const seller: Seller = {
      id: newId(),
      type,
      status: 'pending',
      taxpayerId,
      fields,
      documents: [],
      policy: {
        transfer_interval: 'daily',
        transfer_day: '1',
        transfer_enabled: false,
        minimum_transfer_value: '0.00',
      },
      created: now,
      updated: now,
    };
    state.sellers.set(seller.id, seller);
    state.emit('seller.created', sellerView(mp, seller));
    return ok(sellerView(mp, seller), 201);
  };
}

export const sellerRoutes: Route[] = [
  { method: 'POST', pattern: /^\/sellers\/individuals$/, handler: createSeller('individual') },
  { method: 'POST', pattern: /^\/sellers\/businesses$/, handler: createSeller('business') },
  {
    method: 'GET',
    pattern: /^\/sellers\/search$/,
    handler: ({ query, state, mp }) => {
      const wanted = digits(query.get('taxpayer_id') ?? query.get('ein'));
      const found = [...state.sellers.values()].find((s) => s.taxpayerId === wanted);
      return found ? ok(sellerView(mp, found)) : notFound('Seller');
    },
  },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})$/,
    handler: ({ params, state, mp }) => {
      const s = state.sellers.get(params[0]!);
      return s ? ok(sellerView(mp, s)) : notFound('Seller');
    },
  },
  {
    method: 'PUT',
    pattern: /^\/sellers\/(?:individuals|businesses)\/([0-9a-f]{32})$/,
    handler: ({ params, body, state, mp }) => {
      const s = state.sellers.get(params[0]!);
      if (!s) return notFound('Seller');
      Object.assign(s.fields, body);
      s.updated = new Date();
      state.emit('seller.updated', sellerView(mp, s));
      return ok(sellerView(mp, s));
    },
  },
  {
    method: 'POST',
    pattern: /^\/sellers\/([0-9a-f]{32})\/documents$/,
    handler: ({ params, body, raw, state }) => {
      const s = state.sellers.get(params[0]!);
      if (!s) return notFound('Seller');
      // Public clients upload multipart forms with a `category` field (zoop.md §2 "Seller docs").
      const category = text(body.category) ?? /name="category"\r?\n\r?\n([^\r\n]+)/.exec(raw)?.[1] ?? null;
      if (!category) return badRequest('category is required');
      const doc = { id: newId(), category, created: new Date() };
      s.documents.push(doc);
      return ok({ id: doc.id, resource: 'document', category, owner: s.id }, 201);
    },
  },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/documents$/,
    handler: ({ params, query, state, mp }) => {
      const s = state.sellers.get(params[0]!);
      if (!s) return notFound('Seller');
      const { limit, offset } = page(query);
      const items = s.documents.map((d) => ({
        id: d.id,
        resource: 'document',
        category: d.category,
        owner: s.id,
      }));
      return ok(
        listView(
          `/v1/marketplaces/${mp}/sellers/${s.id}/documents`,
          items.slice(offset, offset + limit),
          limit,
          offset,
          items.length,
        ),
      );
    },
  },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/receiving_policy$/,
    handler: ({ params, state }) => {
      const s = state.sellers.get(params[0]!);
      return s ? ok({ resource: 'receiving_policy', ...s.policy }) : notFound('Seller');
    },
  },
  {
    method: 'POST',
    pattern: /^\/sellers\/([0-9a-f]{32})\/receiving_policy$/,
    handler: ({ params, body, state }) => {
      const s = state.sellers.get(params[0]!);
      if (!s) return notFound('Seller');
      const interval = text(body.transfer_interval);
      if (interval !== null && !['daily', 'weekly', 'monthly'].includes(interval))
        return badRequest('transfer_interval must be daily, weekly or monthly', 'invalid_parameter');
      if (interval !== null) s.policy.transfer_interval = interval;
      if (body.transfer_day !== undefined)
        s.policy.transfer_day = text(body.transfer_day) ?? s.policy.transfer_day;
      if (body.transfer_enabled !== undefined)
        s.policy.transfer_enabled = body.transfer_enabled === true || body.transfer_enabled === 'true';
      if (body.minimum_transfer_value !== undefined)
        s.policy.minimum_transfer_value =
          text(body.minimum_transfer_value) ?? s.policy.minimum_transfer_value;
      return ok({ resource: 'receiving_policy', ...s.policy });
    },
  },
];

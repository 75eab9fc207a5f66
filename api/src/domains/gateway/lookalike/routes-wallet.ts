import { newId, zoopError } from './format';
import { badRequest, notFound, ok, page, text, type Route } from './http';
import type { BankAccount, Card } from './types';
import { bankAccountView, listView } from './views';

/*
 * Buyers, cards and bank accounts (zoop.md §3.1, §3.3): a second buyer with the same taxpayer id is
 * refused 409 `duplicate_taxpayer_id` (§5).
 */

const digits = (v: unknown) => (text(v) ?? '').replace(/\D/g, '');

export const walletRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/buyers$/,
    handler: ({ body, state }) => {
      const taxpayerId = digits(body.taxpayer_id);
      if (!taxpayerId) return badRequest('taxpayer_id is required');
      if ([...state.buyers.values()].some((b) => b.taxpayerId === taxpayerId))
        return zoopError(
          409,
          'invalid_request_error',
          'duplicate_taxpayer_id',
          'A buyer with this taxpayer_id already exists',
        );
      const buyer = { id: newId(), taxpayerId, fields: body, created: new Date() };
      state.buyers.set(buyer.id, buyer);
      return ok({ id: buyer.id, resource: 'buyer', status: 'active', ...body, taxpayer_id: taxpayerId }, 201);
    },
  },
  {
    method: 'GET',
    pattern: /^\/buyers\/search$/,
    handler: ({ query, state }) => {
      const wanted = digits(query.get('taxpayer_id'));
      const b = [...state.buyers.values()].find((x) => x.taxpayerId === wanted);
      return b
        ? ok({ id: b.id, resource: 'buyer', status: 'active', ...b.fields, taxpayer_id: b.taxpayerId })
        : notFound('Buyer');
    },
  },
  {
    method: 'GET',
    pattern: /^\/buyers\/([0-9a-f]{32})$/,
    handler: ({ params, state }) => {
      const b = state.buyers.get(params[0]!);
      return b
        ? ok({ id: b.id, resource: 'buyer', status: 'active', ...b.fields, taxpayer_id: b.taxpayerId })
        : notFound('Buyer');
    },
  },
  {
    // zoop.md §2: PUT /buyers/{id} updates a buyer (the fields sent replace the ones kept).
    method: 'PUT',
    pattern: /^\/buyers\/([0-9a-f]{32})$/,
    handler: ({ params, body, state }) => {
      const b = state.buyers.get(params[0]!);
      if (!b) return notFound('Buyer');
      b.fields = { ...b.fields, ...body };
      return ok({ id: b.id, resource: 'buyer', status: 'active', ...b.fields, taxpayer_id: b.taxpayerId });
    },
  },
  {
    method: 'POST',
    pattern: /^\/cards\/tokens$/,
    handler: ({ body, state }) => {
      const number = digits(body.card_number);
      if (!number) return badRequest('card_number is required');
      const card: Card = {
        id: newId(),
        number,
        holderName: text(body.holder_name) ?? '',
        expMonth: text(body.expiration_month) ?? '',
        expYear: text(body.expiration_year) ?? '',
        customer: null,
        created: new Date(),
      };
      const token = newId();
      state.cardTokens.set(token, { card, used: false });
      return ok(
        {
          id: token,
          resource: 'token',
          type: 'card',
          used: false,
          card: { id: card.id, last4_digits: number.slice(-4) },
        },
        201,
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/cards$/,
    handler: ({ body, state }) => {
      const token = state.cardTokens.get(text(body.token) ?? '');
      if (!token || token.used) return badRequest('token is invalid or used', 'invalid_parameter');
      const customer = text(body.customer);
      if (!customer || !state.buyers.has(customer)) return notFound('Customer');
      token.used = true;
      token.card.customer = customer;
      state.cards.set(token.card.id, token.card);
      return ok(
        { id: token.card.id, resource: 'card', customer, last4_digits: token.card.number.slice(-4) },
        201,
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/bank_accounts\/tokens$/,
    handler: ({ body, state }) => {
      const taxpayerId = digits(body.taxpayer_id ?? body.ein);
      const account: BankAccount = {
        id: newId(),
        customer: null,
        holderName: text(body.holder_name) ?? '',
        taxpayerId,
        bankCode: text(body.bank_code) ?? '',
        routingNumber: text(body.routing_number) ?? '',
        accountNumber: text(body.account_number) ?? '',
        type: text(body.type) ?? 'checking',
        created: new Date(),
      };
      if (!account.holderName || !taxpayerId || !account.bankCode || !account.accountNumber)
        return badRequest('holder_name, taxpayer_id, bank_code and account_number are required');
      const token = newId();
      state.bankTokens.set(token, { account, used: false });
      return ok(
        { id: token, resource: 'token', type: 'bank_account', used: false, bank_account: { id: account.id } },
        201,
      );
    },
  },
  {
    method: 'POST',
    pattern: /^\/bank_accounts$/,
    handler: ({ body, state, mp }) => {
      const token = state.bankTokens.get(text(body.token) ?? '');
      if (!token || token.used) return badRequest('token is invalid or used', 'invalid_parameter');
      const customer = text(body.customer);
      if (!customer || !state.sellers.has(customer)) return notFound('Customer');
      token.used = true;
      token.account.customer = customer;
      state.bankAccounts.set(token.account.id, token.account);
      state.emit('bank_account.created', bankAccountView(mp, token.account));
      return ok(bankAccountView(mp, token.account), 201);
    },
  },
  {
    method: 'GET',
    pattern: /^\/bank_accounts\/([0-9a-f]{32})$/,
    handler: ({ params, state, mp }) => {
      const b = state.bankAccounts.get(params[0]!);
      return b ? ok(bankAccountView(mp, b)) : notFound('Bank account');
    },
  },
  {
    method: 'DELETE',
    pattern: /^\/bank_accounts\/([0-9a-f]{32})$/,
    handler: ({ params, state }) =>
      state.bankAccounts.delete(params[0]!)
        ? ok({ id: params[0], resource: 'bank_account', deleted: true })
        : notFound('Bank account'),
  },
  {
    method: 'GET',
    pattern: /^\/sellers\/([0-9a-f]{32})\/bank_accounts$/,
    handler: ({ params, query, state, mp }) => {
      const items = [...state.bankAccounts.values()].filter((b) => b.customer === params[0]);
      const { limit, offset } = page(query);
      return ok(
        listView(
          `/v1/marketplaces/${mp}/sellers/${params[0]}/bank_accounts`,
          items.slice(offset, offset + limit).map((b) => bankAccountView(mp, b)),
          limit,
          offset,
          items.length,
        ),
      );
    },
  },
];

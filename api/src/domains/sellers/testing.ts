import assert from 'node:assert/strict';
import type { TestApp } from '../../test/harness';

// Test support for the sellers domain's test files (not a test file): requests as each role, the
// sandbox's control and search calls, the seller form's valid payload.

export type Auth = { authorization: string };
export type Res = { statusCode: number; json: <T = Record<string, unknown>>() => T };
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A valid seller add payload (the owner form's fields), with `over` on top. */
export const newSeller = (over: Record<string, unknown> = {}) => ({
  nome: 'Elisa Ramos Moda',
  email: 'elisa@pagora.demo',
  cpf_cnpj: '935.411.347-80',
  password: '123',
  confirmpassword: '123',
  phone: '(11) 99999-8888',
  website: 'https://',
  contactPerson: 'Elisa',
  taxa_padrao: '2,5',
  taxa_repasse_juros: 1,
  address: {
    street: 'Rua A',
    number: '1',
    neighborhood: 'Centro',
    zipCode: '01001-000',
    city: 'São Paulo',
    state: 'SP',
  },
  data_abertura: '2015-03-01',
  ...over,
});

export function sellerTestKit(t: () => TestApp) {
  const sandbox = (path: string, init: { method?: string; body?: unknown } = {}) => {
    const { gateway, config } = t().ctx;
    return fetch(`${gateway.apiUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.payments.zoopApiKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  };
  return {
    call: (method: Method, url: string, auth?: Auth, payload?: unknown) =>
      t().app.inject({
        method,
        url,
        headers: auth ?? {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }) as Promise<Res>,
    /** The sandbox's test-only switches (`PUT /_control/faults`...). */
    control: async (path: string, body: unknown) => {
      const res = await sandbox(`/_control${path}`, { method: 'PUT', body });
      assert.equal(res.status, 200);
    },
    /** Zoop's seller search by document: is a seller with this CPF (or CNPJ) at the provider? */
    providerHasSeller: async (document: string) => {
      const mid = t().ctx.config.payments.zoopMarketplaceId;
      const key = document.length === 11 ? 'taxpayer_id' : 'ein';
      const res = await sandbox(`/v1/marketplaces/${mid}/sellers/search?${key}=${document}`);
      return res.status === 200;
    },
    count: async (sqlText: string, params: unknown[] = []) =>
      (await t().ctx.database.query<{ n: number }>(sqlText, params))[0]?.n ?? -1,
    /** A seller the provider issued and approved (what an owner types in 'ID Zoop'). */
    providerSeller: async () => {
      const { sellerId } = await t().ctx.gateway.provider.createSeller({
        type: 'individual',
        firstName: 'Zé',
        lastName: 'Prov',
        email: 'ze@example.com',
        taxpayerId: '52998224725',
        phoneNumber: '11988887777',
        mcc: '5999',
        address: {
          street: 'Rua A',
          number: '1',
          neighborhood: 'Centro',
          city: 'São Paulo',
          state: 'SP',
          postalCode: '01001000',
        },
      });
      const res = await sandbox(`/_control/sellers/${sellerId}/activate`, { method: 'POST', body: {} });
      assert.equal(res.status, 200);
      return sellerId;
    },
    /** The provider's review of a seller ends: `activate` or `deny` (sends `seller.*`). */
    review: async (idSeller: string, action: 'activate' | 'deny') => {
      const res = await sandbox(`/_control/sellers/${idSeller}/${action}`, { method: 'POST', body: {} });
      assert.equal(res.status, 200);
    },
    paidTx: (sellerId: string, marketplaceId: string, cents: number, method = 'pix') =>
      t().ctx.database.query(
        `INSERT INTO transactions (seller_id, marketplace_id, status, method, amount_cents, paid_at)
         VALUES ($1, $2, 'pago', $3, $4, now()) RETURNING id`,
        [sellerId, marketplaceId, method, cents],
      ),
  };
}

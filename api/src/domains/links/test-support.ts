import type { TestApp } from '../../test/harness';

/** Helpers for the links tests: calls through the public API only. */

export const validLink = {
  amount: '150,00',
  description: 'Camiseta estampada',
  paymentMethods: ['pix', 'credit_card'],
  parcelasSemJuros: 3,
};

export type Auth = { authorization: string };

export function linkApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    create: (auth: Auth | undefined, body: unknown) => call('POST', '/api/register-payment', auth, body),
    list: (auth: Auth, userId: string, query = '') => call('GET', `/api/payment/${userId}${query}`, auth),
    update: (auth: Auth, id: string, body: unknown) => call('PUT', `/api/payment-update/${id}`, auth, body),
    remove: (auth: Auth, id: string) => call('DELETE', `/api/payment-remove/${id}`, auth),
    view: (id: string) => call('GET', `/api/payment-ver/${encodeURIComponent(id)}`),
    /** Creates a link and returns its id, failing loudly when the API refuses. */
    async createId(auth: Auth, body: unknown = validLink): Promise<string> {
      const res = await call('POST', '/api/register-payment', auth, body);
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { payment: { id: string } } }>().data.payment.id;
    },
    count: async () =>
      (await t.ctx.database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_links'))[0]?.n ?? -1,
    userIdOf: async (email: string) =>
      (await t.ctx.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]?.id ??
      '',
  };
}

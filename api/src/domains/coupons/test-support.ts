import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/harness';

export type Auth = { authorization: string };

/** Calls of the coupons API ('Cupons'), as the screen makes them: the public surface only. */
export function couponApi(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    auth: Auth,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    list: (auth: Auth, query = '') => call('GET', `/api/cupons${query}`, auth),
    create: (auth: Auth, body: unknown) => call('POST', '/api/cupons', auth, body),
    update: (auth: Auth, id: string, body: unknown) => call('PUT', `/api/cupons/${id}`, auth, body),
    setActive: (auth: Auth, id: string, active: boolean) =>
      call('PUT', `/api/cupons/${id}/active`, auth, { active }),
    remove: (auth: Auth, id: string) => call('DELETE', `/api/cupons/${id}`, auth),
  };
}

export const validCoupon = {
  code: 'BEMVINDO10',
  description: 'Primeira compra',
  kind: 'percentual',
  value: '10',
};

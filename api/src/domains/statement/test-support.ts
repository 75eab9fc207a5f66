import { testConfig } from '../../test/config';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink } from '../links/testing';
import { cardBody, sandboxCall } from '../payments/testing';

/** Helpers of the statement tests: the real API on a real port, with the sandbox over HTTP. */

const UNLIMITED_CHARGES = { windowSeconds: 600, declineCost: 1, perAddress: 1e6, perCard: 1e6, perLink: 1e6 };

/** The harness's app, listening, charging as often as a property test pays. */
export const startStatementApp = (): Promise<TestApp> =>
  createTestApp(
    { payments: { ...testConfig().payments, chargeLimits: UNLIMITED_CHARGES } },
    { listen: true },
  );

type Auth = { authorization: string };

/** Sales through the checkout as a payer makes them (card), and the sandbox's control calls. */
export function saleKit(t: TestApp) {
  const links = linkApi(t);
  return {
    async paidCardSale(seller: Auth, amount: string, link: Record<string, unknown> = {}): Promise<string> {
      const linkId = await links.createId(seller, { ...validLink, amount, ...link });
      const page = await t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
      const shown = page
        .json<{ payments: { installments?: { times: number; totalCents: number }[] } }>()
        .payments.installments?.find((o) => o.times === 1)?.totalCents;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payment/${linkId}`,
        payload: cardBody({ installments: 1, quotedTotalCents: shown }),
      });
      if (res.statusCode !== 200) throw new Error(`payment: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { data: { id: string } } }>().data.data.id;
    },
    refund: async (seller: Auth, id: string, amount?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${id}/refund`,
        headers: { ...seller, 'idempotency-key': `r-${Math.random()}` },
        payload: amount ? { amount } : {},
      });
      if (res.statusCode !== 200) throw new Error(`refund: ${res.statusCode} ${res.body}`);
    },
    control: (method: string, path: string, body?: unknown) =>
      sandboxCall(t, method, `/_control${path}`, body),
    zoop: (method: string, path: string, body?: unknown) =>
      sandboxCall(t, method, `/v1/marketplaces/${t.ctx.config.payments.zoopMarketplaceId}${path}`, body),
  };
}

import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, validLink } from '../links/testing';

/** The real API, listening: the embedded sandbox is reached over HTTP. */
export const startFeesApp = (): Promise<TestApp> => createTestApp({}, { listen: true });

type Auth = { authorization: string };

/** A 'Nova vigência' body with the standard rates, from `validFrom`, changed by `overrides`. */
export const versionBody = (validFrom: string, overrides: Record<string, unknown> = {}) => ({
  valid_from: validFrom,
  pix: '0,99',
  boleto: '2,50',
  card_1x: '3,99',
  card_2_6x: '3,99',
  card_7_12x: '3,99',
  card_13_21x: '3,99',
  anticipation_month: '1,99',
  own_fee: '0',
  ...overrides,
});

/** A paid 1x card sale of `amount` (pt-BR reais) on a new link of the caller's: its transaction id. */
export async function paidCardSale(t: TestApp, seller: Auth, amount: string): Promise<string> {
  const linkId = await linkApi(t).createId(seller, { ...validLink, amount, parcelasSemJuros: 1 });
  const page = await t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
  const total = page
    .json<{ payments: { installments?: { times: number; totalCents: number }[] } }>()
    .payments.installments?.find((o) => o.times === 1)?.totalCents;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payment/${linkId}`,
    payload: {
      paymentMethod: 'credit_card',
      number: '4539 0033 7072 5497',
      expiry: '12/39',
      cvc: '123',
      name: 'Maria Silva',
      cpf: '529.982.247-25',
      email: 'maria@example.com',
      installments: 1,
      installmentValue: 1,
      totalValue: 1,
      quotedTotalCents: total,
    },
  });
  if (res.statusCode !== 200) throw new Error(`card sale: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { data: { id: string } } }>().data.data.id;
}

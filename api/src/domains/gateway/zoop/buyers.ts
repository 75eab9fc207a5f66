import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { ZoopHttp, ZoopLogger } from './http';
import { zoopBuyerSchema, zoopListSchema } from './schemas';

/**
 * `GET /buyers/search?taxpayer_id=` (research zoop.md §2: IMO, VIT, COR) answers the buyer; a list
 * envelope is read too, in case a marketplace answers it that way.
 */
const searchAnswer = z.union([
  zoopListSchema(zoopBuyerSchema).transform((list) => list.items[0]?.id ?? null),
  zoopBuyerSchema.transform((buyer) => buyer.id),
]);

const isCode = (err: unknown, code: string) => err instanceof AppError && err.code === code;

/**
 * The Zoop buyer of a taxpayer: the one Zoop already has, else a new one. Zoop may refuse a second
 * buyer with the same CPF/CNPJ (409), so a boleto never blindly creates one; a 409 (another request
 * created it meanwhile) is answered by searching again.
 */
export async function findOrCreateBuyer(
  http: ZoopHttp,
  log: ZoopLogger,
  taxpayerId: string,
  body: object,
  /**
   * A boleto needs its buyer's address: a buyer Zoop already has (a customer registered without
   * one) is updated with this body (`PUT /buyers/{id}`, research §2) before it is used.
   */
  opts: { refresh?: boolean } = {},
): Promise<string> {
  const reuse = async (buyerId: string) => {
    if (opts.refresh) await http.put(`/buyers/${encodeURIComponent(buyerId)}`, zoopBuyerSchema, body);
    return buyerId;
  };
  const find = async (): Promise<string | null> => {
    try {
      const { data } = await http.get(
        `/buyers/search?${new URLSearchParams({ taxpayer_id: taxpayerId })}`,
        searchAnswer,
      );
      return data;
    } catch (err) {
      if (isCode(err, 'not_found')) return null;
      throw err;
    }
  };
  const known = await find();
  if (known) return reuse(known);
  try {
    return (await http.post('/buyers', zoopBuyerSchema, { ...body, taxpayer_id: taxpayerId })).data.id;
  } catch (err) {
    if (!isCode(err, 'provider_conflict')) throw err;
    const existing = await find();
    if (!existing) throw err;
    log.info({ buyerId: existing }, 'zoop buyer reused after 409');
    return reuse(existing);
  }
}

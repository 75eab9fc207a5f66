import { onlyDigits } from '@pagora/shared';
import { z } from 'zod';
import type { CepAddress } from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';

export const CEP_NOT_FOUND = 'CEP não encontrado.';
export const CEP_LOOKUP_FAILED = 'Erro ao buscar o CEP. Tente novamente.';

/** What the checkout fills in from a postal code. */

/** ViaCEP's answer: the address, or `{ erro: true }` (older) / `{ erro: "true" }` (newer) when unknown. */
const viaCepSchema = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    cep: z.string(),
    logradouro: z.string().default(''),
    complemento: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string(),
  }),
]);

export type CepLookupOptions = {
  /** A ViaCEP-compatible service: `GET {baseUrl}/{8 digits}/json/`. */
  baseUrl: string;
  timeoutMs?: number;
  /** Postal codes kept in memory; the oldest answer is dropped past this. */
  maxEntries?: number;
  ttlMs?: number;
  now?: () => number;
};

type Entry = { at: number; address: CepAddress | null };

/**
 * Postal-code lookup with a bounded in-memory cache. Addresses and "not found" are both cached
 * (they rarely change); failures are not, so the next payer retries the service.
 */
export function createCepLookup({
  baseUrl,
  timeoutMs = 5_000,
  maxEntries = 5_000,
  ttlMs = 24 * 60 * 60 * 1000,
  now = Date.now,
}: CepLookupOptions) {
  const cache = new Map<string, Entry>();
  const base = baseUrl.replace(/\/+$/, '');

  const remember = (digits: string, address: CepAddress | null) => {
    cache.delete(digits);
    cache.set(digits, { at: now(), address });
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  async function ask(digits: string): Promise<CepAddress | null> {
    let json: unknown;
    try {
      const res = await fetch(`${base}/${digits}/json/`, { signal: AbortSignal.timeout(timeoutMs) });
      // ViaCEP answers 400 for a malformed code; ours is already checked, so treat it as unknown.
      if (res.status === 400 || res.status === 404) return null;
      if (!res.ok) throw new Error(`status ${res.status}`);
      json = await res.json();
    } catch (cause) {
      throw new AppError(502, 'cep_lookup_failed', CEP_LOOKUP_FAILED, { cause });
    }
    const parsed = viaCepSchema.safeParse(json);
    if (!parsed.success) throw new AppError(502, 'cep_lookup_failed', CEP_LOOKUP_FAILED);
    const data = parsed.data;
    if ('erro' in data) return null;
    return {
      cep: data.cep,
      street: data.logradouro,
      complement: data.complemento,
      neighborhood: data.bairro,
      city: data.localidade,
      state: data.uf,
    };
  }

  return {
    /** `cep` as '00000-000' or 8 digits (checked by the route). Throws 404 or 502 `AppError`s. */
    async lookup(cep: string): Promise<CepAddress> {
      const digits = onlyDigits(cep);
      const hit = cache.get(digits);
      let address: CepAddress | null;
      if (hit && now() - hit.at < ttlMs) {
        address = hit.address;
      } else {
        address = await ask(digits);
        remember(digits, address);
      }
      if (!address) throw new AppError(404, 'cep_not_found', CEP_NOT_FOUND);
      return address;
    },
    get size() {
      return cache.size;
    },
  };
}
export type CepLookup = ReturnType<typeof createCepLookup>;

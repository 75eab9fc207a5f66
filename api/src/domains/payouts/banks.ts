import { createRequire } from 'node:module';
import type { Bank } from '@pagora/shared/contracts';

/**
 * Brazil's banks by COMPE code, from `bancos-brasileiros` (a maintained JSON of the central bank's
 * and FEBRABAN's lists, republished as they change), never typed by hand. Institutions without a
 * COMPE code (they are reached by ISPB only) cannot receive a TED by code, so they are left out.
 */
type BancoBrasileiro = { COMPE: string; ShortName: string; LongName: string; DateRemoved?: string | null };

const require = createRequire(import.meta.url);
const raw = require('bancos-brasileiros') as BancoBrasileiro[];

const BANKS: Bank[] = raw
  .filter((b) => /^\d{3}$/.test(b.COMPE) && !b.DateRemoved)
  .map((b) => ({ code: b.COMPE, name: b.LongName.trim() || b.ShortName.trim() }))
  .sort((a, b) => a.code.localeCompare(b.code));
const BY_CODE = new Map(BANKS.map((b) => [b.code, b]));

export const listBanks = (): Bank[] => BANKS;

export const bankByCode = (code: string): Bank | undefined => BY_CODE.get(code);

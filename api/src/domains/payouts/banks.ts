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

/**
 * The names people use (issue 41: 'Nubank' found nothing, the registry says NU PAGAMENTOS). The
 * registry has no such field, so this short table is ours: the first name is shown next to the
 * legal one, the others only help the search. Keyed by COMPE code, which never changes hands.
 */
const COMMON_NAMES: Record<string, readonly string[]> = {
  '001': ['Banco do Brasil', 'BB'],
  '033': ['Santander'],
  '041': ['Banrisul'],
  '070': ['BRB'],
  '077': ['Inter', 'Banco Inter'],
  '079': ['PicPay Bank'],
  '104': ['Caixa', 'CEF', 'Caixa Econômica'],
  '121': ['Agibank'],
  '197': ['Stone'],
  '208': ['BTG Pactual', 'BTG'],
  '212': ['Original'],
  '218': ['BS2'],
  '237': ['Bradesco', 'Next'],
  '260': ['Nubank', 'Nu', 'Nu Pagamentos'],
  '290': ['PagBank', 'PagSeguro'],
  '318': ['BMG'],
  '323': ['Mercado Pago'],
  '335': ['Digio'],
  '336': ['C6 Bank', 'C6', 'Banco C6'],
  '341': ['Itaú', 'Itaú Unibanco', 'Iti'],
  '348': ['XP'],
  '364': ['Efí', 'Gerencianet'],
  '380': ['PicPay'],
  '403': ['Cora'],
  '422': ['Safra'],
  '461': ['Asaas'],
  '536': ['Neon'],
  '542': ['InfinitePay', 'CloudWalk'],
  '623': ['Pan', 'Banco Pan'],
  '655': ['Votorantim', 'BV'],
  '748': ['Sicredi'],
  '756': ['Sicoob'],
};

const BANKS: Bank[] = raw
  .filter((b) => /^\d{3}$/.test(b.COMPE) && !b.DateRemoved)
  .map((b) => {
    const [commonName = null, ...aliases] = COMMON_NAMES[b.COMPE] ?? [];
    return { code: b.COMPE, name: b.LongName.trim() || b.ShortName.trim(), commonName, aliases };
  })
  .sort((a, b) => a.code.localeCompare(b.code));
const BY_CODE = new Map(BANKS.map((b) => [b.code, b]));

/** What a search compares: no accents, no case ('itau' finds Itaú, 'CAIXA' finds Caixa). */
export const foldForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const known = (b: Bank) => [b.commonName ?? '', ...b.aliases].map(foldForSearch);

/**
 * The banks whose code, legal name or a name people use contains the search; a bank known by that
 * name comes first ('Inter' is Banco Inter before PagSeguro Internet). No search: all, by code.
 */
export function listBanks(search?: string): Bank[] {
  const wanted = foldForSearch(search?.trim() ?? '');
  if (!wanted) return BANKS;
  const rank = (b: Bank) => {
    const names = known(b);
    if (names.includes(wanted) || b.code === wanted) return 0;
    if (names.some((n) => n.startsWith(wanted))) return 1;
    if (names.some((n) => n.includes(wanted))) return 2;
    return foldForSearch(`${b.code} ${b.name}`).includes(wanted) ? 3 : null;
  };
  return BANKS.flatMap((b) => {
    const r = rank(b);
    return r === null ? [] : [{ b, r }];
  })
    .sort((x, y) => x.r - y.r || x.b.code.localeCompare(y.b.code))
    .map(({ b }) => b);
}

export const bankByCode = (code: string): Bank | undefined => BY_CODE.get(code);

import { crc16CcittFalse } from './crc16';
import { fieldValue, parseTlv, tlv } from './tlv';

/**
 * In-house BR Code (EMV MPM) encoder and validator. The npm libraries we measured format amounts
 * through floats and skip the GUI/currency/country checks, so we own these ~100 lines instead.
 */

const GUI = 'br.gov.bcb.pix';

export type PixBrCodeInput = {
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** 62/05. `***` or alphanumeric: up to 35 chars for dynamic codes, 25 for static ones. */
  txid: string;
} & ({ url: string; key?: never } | { key: string; url?: never });

export type PixBrCodeFields = {
  merchantName?: string;
  merchantCity?: string;
  amountCents?: number;
  txid?: string;
  url?: string;
  key?: string;
};

export type PixBrCodeCheck = { valid: boolean; errors: string[]; fields: PixBrCodeFields };

/** Cents to the `d+.dd` string of field 54, by integer arithmetic only. */
export function formatCentsAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`Valor em centavos inválido: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Field 54 back to cents; undefined when it is not a plain decimal with at most two places. */
export function parseAmountToCents(text: string): number | undefined {
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Payer apps choke on accents and symbols; keep the BCB-safe set and cut to the field limit. */
export function sanitizeEmvText(text: string, max: number): string {
  const ascii = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/[^A-Za-z0-9 .,-]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export function buildPixBrCode(input: PixBrCodeInput): string {
  const dynamic = input.url !== undefined;
  const maxTxid = dynamic ? 35 : 25;
  if (input.txid !== '***' && !new RegExp(`^[A-Za-z0-9]{1,${maxTxid}}$`).test(input.txid)) {
    throw new Error(`txid inválido: ${input.txid}`);
  }
  if (input.amountCents <= 0) throw new Error('O valor do PIX deve ser positivo.');
  const name = sanitizeEmvText(input.merchantName, 25);
  const city = sanitizeEmvText(input.merchantCity, 15);
  if (!name || !city) throw new Error('Nome e cidade do recebedor são obrigatórios.');
  // The spec wants the location without scheme; strip it rather than emit a code payers reject.
  const account = dynamic
    ? tlv('25', (input.url ?? '').replace(/^https?:\/\//i, ''))
    : tlv('01', input.key ?? '');
  const body = [
    tlv('00', '01'),
    dynamic ? tlv('01', '12') : '',
    tlv('26', tlv('00', GUI) + account),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('54', formatCentsAmount(input.amountCents)),
    tlv('58', 'BR'),
    tlv('59', name),
    tlv('60', city),
    tlv('62', tlv('05', input.txid)),
    '6304',
  ].join('');
  return body + crc16CcittFalse(body);
}

/** Checks a BR Code (ours or a provider's) before a payer ever sees it. */
export function validatePixBrCode(
  emv: string,
  expect: { amountCents?: number; txid?: string } = {},
): PixBrCodeCheck {
  const errors: string[] = [];
  const fields: PixBrCodeFields = {};
  const crcAt = emv.length - 8;
  if (crcAt < 0 || emv.slice(crcAt, crcAt + 4) !== '6304') {
    return { valid: false, errors: ['CRC (campo 63) ausente ou fora do fim.'], fields };
  }
  if (crc16CcittFalse(emv.slice(0, crcAt + 4)) !== emv.slice(crcAt + 4).toUpperCase())
    errors.push('CRC inválido.');
  let top;
  try {
    top = parseTlv(emv);
  } catch (err) {
    return { valid: false, errors: [...errors, (err as Error).message], fields };
  }
  if (top[0]?.id !== '00' || top[0].value !== '01') errors.push('Campo 00 deve ser o primeiro e valer 01.');
  const poi = fieldValue(top, '01');
  if (poi !== undefined && poi !== '11' && poi !== '12') errors.push('Campo 01 deve ser 11 ou 12.');
  const nested = (id: string) => {
    try {
      return parseTlv(fieldValue(top, id) ?? '');
    } catch {
      errors.push(`Campo ${id} malformado.`);
      return [];
    }
  };
  const account = nested('26');
  if (fieldValue(account, '00')?.toLowerCase() !== GUI) errors.push('GUI do campo 26 não é br.gov.bcb.pix.');
  fields.url = fieldValue(account, '25');
  fields.key = fieldValue(account, '01');
  if (fields.url === undefined && fields.key === undefined) errors.push('Campo 26 sem chave nem URL.');
  if (fieldValue(top, '53') !== '986') errors.push('Moeda (53) deve ser 986.');
  if (fieldValue(top, '58') !== 'BR') errors.push('País (58) deve ser BR.');
  fields.merchantName = fieldValue(top, '59');
  fields.merchantCity = fieldValue(top, '60');
  if (!fields.merchantName || fields.merchantName.length > 25)
    errors.push('Nome (59) ausente ou acima de 25.');
  if (!fields.merchantCity || fields.merchantCity.length > 15)
    errors.push('Cidade (60) ausente ou acima de 15.');
  const amountText = fieldValue(top, '54');
  fields.amountCents = amountText === undefined ? undefined : parseAmountToCents(amountText);
  if (amountText !== undefined && fields.amountCents === undefined) errors.push('Valor (54) malformado.');
  if (expect.amountCents !== undefined && fields.amountCents !== expect.amountCents) {
    errors.push(`Valor (54) difere do esperado: ${amountText ?? 'ausente'}.`);
  }
  fields.txid = fieldValue(nested('62'), '05');
  if (expect.txid !== undefined && fields.txid !== expect.txid)
    errors.push('txid (62/05) difere do esperado.');
  if (top[top.length - 1]?.id !== '63') errors.push('Campo 63 deve ser o último.');
  return { valid: errors.length === 0, errors, fields };
}

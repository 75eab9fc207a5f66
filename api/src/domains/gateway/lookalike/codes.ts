import { randomInt } from 'node:crypto';

/*
 * The payer-facing codes Zoop hands out. A boleto's `payment_method.barcode` is the 47-digit
 * linha digitável (zoop.md §13.1: the recorded answer holds
 * 34191090651997807893931339210002184450000003000), built here by FEBRABAN's layout; a PIX carries
 * a BR Code in `payment_method.qr_code.emv` (zoop.md §3.6).
 */

const DAY_MS = 86_400_000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** FEBRABAN's due-date factor; it restarted at 1000 on 2025-02-22 after reaching 9999. */
export function dueFactor(due: Date): number {
  const days = Math.round(
    (Date.UTC(due.getUTCFullYear(), due.getUTCMonth(), due.getUTCDate()) - FACTOR_BASE) / DAY_MS,
  );
  return days <= 9999 ? days : ((days - 10_000) % 9000) + 1000;
}

/** Módulo 10 (weights 2,1,2,… from the right, digits of the products summed). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += Math.floor(p / 10) + (p % 10);
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general check digit: módulo 11, weights 2..9 from the right; 0, 10, 11 → 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** A 44-digit barcode and its 47-digit line for a bank-341 boleto of `cents` due on `due`. */
export function boletoCodes(cents: number, due: Date): { barcode: string; line: string } {
  const free = Array.from({ length: 25 }, () => String(randomInt(10))).join('');
  const head = '3419';
  const tail = `${String(dueFactor(due)).padStart(4, '0')}${String(cents).padStart(10, '0')}`;
  const dv = mod11(`${head}${tail}${free}`);
  const barcode = `${head}${dv}${tail}${free}`;
  const f1 = `${head}${free.slice(0, 5)}`;
  const f2 = free.slice(5, 15);
  const f3 = free.slice(15, 25);
  const line = `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${dv}${tail}`;
  return { barcode, line };
}

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF), as the BR Code's field 63 requires. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic BR Code (payload location) for a PIX of `cents`. */
export function pixEmv(cents: number, txid: string): string {
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('26', tlv('00', 'BR.GOV.BCB.PIX') + tlv('25', `pix.lookalike.invalid/qr/v2/${txid}`)),
    tlv('52', '0000'),
    tlv('53', '986'),
    tlv('54', amount),
    tlv('58', 'BR'),
    tlv('59', 'ZOOP LOOKALIKE'),
    tlv('60', 'SAO PAULO'),
    tlv('62', tlv('05', '***')),
  ].join('');
  const withCrcId = `${body}6304`;
  return `${withCrcId}${crc16(withCrcId)}`;
}

/**
 * FEBRABAN bank-slip codes: the 44-digit barcode and its 47-digit linha digitável. Written here
 * (not a library) because the sandbox must *issue* codes and the adapter derives the line from
 * Zoop's barcode; the validators on npm only read codes. See docs/decisions/020-boleto-codes.md.
 */

const DAY_MS = 86_400_000;
/** Day 0 of the due-date factor (07/10/1997); the factor restarted at 1000 on 22/02/2025. */
const FACTOR_BASE_UTC = Date.UTC(1997, 9, 7);

/** Mod 10: weights 2,1 from the right, the digits of each product summed. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 11 of the barcode's general digit: weights 2..9 from the right; 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** The due-date factor of a `YYYY-MM-DD` date: 1000..9999, wrapping every 9000 days. */
export function dueDateFactor(dueDate: string): string {
  const days = Math.round((Date.parse(`${dueDate}T00:00:00Z`) - FACTOR_BASE_UTC) / DAY_MS);
  if (!(days >= 1000)) throw new Error(`Vencimento fora do intervalo do fator: ${dueDate}`);
  return String(((days - 1000) % 9000) + 1000);
}

export type BarcodeInput = {
  /** Three digits, e.g. '341' (Itaú). */
  bankCode: string;
  dueDate: string;
  amountCents: number;
  /** The bank's 25-digit free field (carteira, nosso número, agência, conta…). */
  freeField: string;
};

export function buildBarcode(b: BarcodeInput): string {
  if (!/^\d{3}$/.test(b.bankCode) || !/^\d{25}$/.test(b.freeField))
    throw new Error('Banco ou campo livre inválido.');
  if (!Number.isSafeInteger(b.amountCents) || b.amountCents < 0 || b.amountCents > 9_999_999_999)
    throw new Error('Valor inválido para o código de barras.');
  const tail = dueDateFactor(b.dueDate) + String(b.amountCents).padStart(10, '0') + b.freeField;
  const head = `${b.bankCode}9`;
  return head + String(mod11(head + tail)) + tail;
}

/** True when the 44 digits carry a correct general check digit. */
export function isValidBarcode(barcode: string): boolean {
  if (!/^\d{44}$/.test(barcode)) return false;
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]);
}

/**
 * The 44-digit barcode of a code as a provider may send it: the barcode itself, or the 47-digit
 * linha digitável (Zoop's `payment_method.barcode`, recorded 2020, research zoop.md §13 item 1),
 * whose three field digits (mod 10) and the rebuilt barcode's general digit (mod 11) must check.
 * Null when the code would not pay. Spaces and dots of a formatted line are ignored.
 */
export function barcodeOf(code: string): string | null {
  const digits = code.replace(/[\s.]/g, '');
  if (/^\d{44}$/.test(digits)) return isValidBarcode(digits) ? digits : null;
  if (!/^\d{47}$/.test(digits)) return null;
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  if (fields.some((f) => mod10(f.slice(0, -1)) !== Number(f.at(-1)))) return null;
  const free = fields.map((f, i) => f.slice(i === 0 ? 4 : 0, -1)).join('');
  const barcode = digits.slice(0, 4) + digits[32] + digits.slice(33) + free;
  return isValidBarcode(barcode) ? barcode : null;
}

/** The 47-digit linha digitável of a valid barcode (three mod-10 field digits). */
export function digitableLine(barcode: string): string {
  if (!isValidBarcode(barcode)) throw new Error('Código de barras de boleto inválido.');
  const free = barcode.slice(19);
  const field = (d: string) => d + String(mod10(d));
  return (
    field(barcode.slice(0, 4) + free.slice(0, 5)) +
    field(free.slice(5, 15)) +
    field(free.slice(15, 25)) +
    barcode[4] +
    barcode.slice(5, 19)
  );
}

/**
 * Card brand from the number prefix. Elo's BINs sit inside Visa (4), Mastercard-looking and
 * Discover (65) ranges, so they are checked first; otherwise an Elo card would be routed as Visa.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'elo'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  elo: 'Elo',
};

type Range = readonly [number, number];

const ELO_BINS: readonly Range[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const inRanges = (prefix: number, ranges: readonly Range[]): boolean =>
  ranges.some(([low, high]) => prefix >= low && prefix <= high);

const prefixOf = (digits: string, length: number): number | null =>
  digits.length >= length ? Number(digits.slice(0, length)) : null;

export function detectCardBrand(number: string): CardBrand | null {
  const digits = (number ?? '').replace(/\D/g, '');
  const six = prefixOf(digits, 6);
  if (six !== null && inRanges(six, ELO_BINS)) return 'elo';
  const two = prefixOf(digits, 2);
  const three = prefixOf(digits, 3);
  const four = prefixOf(digits, 4);
  if (two === 34 || two === 37) return 'amex';
  if (digits.startsWith('4')) return 'visa';
  if (two !== null && two >= 51 && two <= 55) return 'mastercard';
  if (four !== null && four >= 2221 && four <= 2720) return 'mastercard';
  if (four === 6011 || two === 65 || (three !== null && three >= 644 && three <= 649)) return 'discover';
  return null;
}

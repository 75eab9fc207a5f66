import { newZoopId } from './ids';
import type { CardOutcome, SbCard } from './records';

export type { CardOutcome };

/**
 * Zoop's published test cards (copied from Zoop's "payment tests" page) and what the sandbox does
 * with them. Any other number that passes Luhn is approved, as Zoop test keys do not hit banks.
 */
export const TEST_CARDS = {
  approved: [
    '4539003370725497',
    '4716588836362104',
    '5356066320271893',
    '5577270004286630',
    '5138692036125449',
  ],
  declined: ['6011457819940087', '4929710426637678'],
  /**
   * Zoop only says this card yields `service_request_timeout`. The sandbox models the worst case a
   * client must survive: the charge IS recorded as succeeded but the caller gets a 408.
   */
  timeout: ['4710426743216178'],
  /**
   * Sandbox only: Zoop publishes no card that stays `pending`, but real charges do (anti-fraud
   * review), and the checkout must route them to /payment-pendente. This number models that.
   */
  pending: ['4000000000000044'],
  /**
   * Sandbox only: refused as expired (`expired_card_error`), a hard decline the billing engine
   * must not retry.
   */
  expired: ['4000000000000069'],
} as const;

export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return /^\d{13,19}$/.test(number) && sum % 10 === 0;
}

export function cardOutcome(number: string): CardOutcome {
  if ((TEST_CARDS.declined as readonly string[]).includes(number)) return 'decline';
  if ((TEST_CARDS.timeout as readonly string[]).includes(number)) return 'timeout';
  if ((TEST_CARDS.pending as readonly string[]).includes(number)) return 'pending';
  if ((TEST_CARDS.expired as readonly string[]).includes(number)) return 'expired';
  return luhnValid(number) ? 'approve' : 'invalid_number';
}

/** Brand names as Zoop spells them in `card_brand`. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MasterCard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65)/.test(number)) return 'Discover';
  return 'Elo';
}

/** A card record from raw card fields (tokenisation or direct charge). */
export function makeCard(raw: {
  card_number: string;
  holder_name: string;
  expiration_month: number;
  expiration_year: number;
}): SbCard {
  const n = raw.card_number;
  return {
    id: newZoopId(),
    brand: cardBrand(n),
    first4: n.slice(0, 4),
    last4: n.slice(-4),
    holderName: raw.holder_name,
    expMonth: raw.expiration_month,
    expYear: raw.expiration_year,
    outcome: cardOutcome(n),
    customer: null,
  };
}

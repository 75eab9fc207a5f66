import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The payer's documents (receipt JSON and PDF, boleto PDF, the /payment-success page's data) are
 * a person's name, CPF and address: they open with the transaction's id AND this token, a random
 * 256-bit value kept with the transaction and handed only to the payer (the charge's answer, the
 * redirect to the receipt page, the payer's e-mails). The id alone is seen by sellers, in CSVs and
 * in their e-mails, so it proves nothing.
 */
export const newDocumentToken = (): string => randomBytes(32).toString('base64url');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function sameDocumentToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

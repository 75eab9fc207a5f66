/**
 * Contact-data patterns shared by the input masks and the zod schemas, so a value the mask produces
 * is always one the schema accepts.
 */

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** '(DD) 9999-9999' (landline) or '(DD) 99999-9999' (mobile). */
export const PHONE_RE = /^\(\d{2}\) \d{4,5}-\d{4}$/;
/** '00000-000'; the hyphen is optional on input because the mask adds it. */
export const CEP_RE = /^\d{5}-?\d{3}$/;

export const isValidEmail = (value: string): boolean =>
  typeof value === 'string' && value.trim().length <= 254 && EMAIL_RE.test(value.trim());

export const isValidPhone = (value: string): boolean => PHONE_RE.test(value);

export const isValidCep = (value: string): boolean => CEP_RE.test(value);

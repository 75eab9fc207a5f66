/**
 * Contact-data patterns shared by the input masks and the zod schemas, so a value the mask produces
 * is always one the schema accepts.
 */

/**
 * zod's e-mail pattern (`z.regexes.email`, what `z.email()` checks, the provider adapter's rule):
 * ASCII only, so an address we accept is one the provider accepts. Written out here so the
 * browser's masks need no zod.
 */
export const EMAIL_RE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** '(DD) 9999-9999' (landline) or '(DD) 99999-9999' (mobile). */
export const PHONE_RE = /^\(\d{2}\) \d{4,5}-\d{4}$/;
/** '00000-000'; the hyphen is optional on input because the mask adds it. */
export const CEP_RE = /^\d{5}-?\d{3}$/;

export const isValidEmail = (value: string): boolean =>
  typeof value === 'string' && value.trim().length <= 254 && EMAIL_RE.test(value.trim());

export const isValidPhone = (value: string): boolean => PHONE_RE.test(value);

export const isValidCep = (value: string): boolean => CEP_RE.test(value);

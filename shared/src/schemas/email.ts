import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants';
import { EMAIL_RE } from '../documents/contact';

/**
 * One e-mail rule for every form, the API and the provider adapter (which checks with zod's own
 * `z.email()`, the pattern EMAIL_RE is): an address ours accepts is one the provider accepts, so
 * 'Cadastrar na Zoop' never fails on an e-mail we let through.
 *
 * Before checking, NFKC and lower case: a fullwidth 'ｓｅｌｌｅｒ@…' is 'seller@…' (and meets the
 * taken-e-mail check). Letters of two scripts in one part (a Cyrillic 'е' in 'sеller') are a
 * lookalike, refused with its own message rather than signing up as a new account.
 */
export const EMAIL_MIXED_SCRIPTS = 'Email inválido: use letras de um único alfabeto.';

export const normalizeEmail = (value: string): string => value.trim().normalize('NFKC').toLowerCase();

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u, /\p{Script=Armenian}/u];

function scriptsOf(part: string): number {
  let found = 0;
  for (const ch of part) {
    if (!/\p{L}/u.test(ch)) continue;
    const index = SCRIPTS.findIndex((re) => re.test(ch));
    found |= 1 << (index === -1 ? SCRIPTS.length : index);
  }
  return found;
}

const mixed = (part: string) => {
  const bits = scriptsOf(part);
  return bits !== 0 && (bits & (bits - 1)) !== 0;
};

/** Null when `normalized` is a valid address; otherwise which message applies. */
export function emailProblem(normalized: string): 'invalid' | 'mixed' | null {
  const at = normalized.lastIndexOf('@');
  if (at > 0 && (mixed(normalized.slice(0, at)) || mixed(normalized.slice(at + 1)))) return 'mixed';
  if (normalized.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(normalized)) return 'invalid';
  return null;
}

/** A required e-mail, out normalised (NFKC, lower case). */
export const emailField = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .transform(normalizeEmail)
    .superRefine((value, ctx) => {
      if (value === '') return ctx.addIssue({ code: 'custom', message: required, input: value });
      const problem = emailProblem(value);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          message: problem === 'mixed' ? EMAIL_MIXED_SCRIPTS : invalid,
          input: value,
        });
    });

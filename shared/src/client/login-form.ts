import { EMAIL_MAX_LENGTH, LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LOGIN } from '../constants';
import { EMAIL_RE } from '../documents/contact';
import type { LoginInput } from '../schemas/auth';
import type { FieldErrors } from './form-errors';

export type LoginFields = { email: string; password: string };

/**
 * `loginSchema`'s rules without zod, for the login page's first load (its JavaScript budget leaves
 * no room for the schema library). Same checks in the same order, same messages (LOGIN_MESSAGES);
 * `login-form.spec.ts` holds the two to the same answers, and the API still parses with the schema.
 */
export function validateLogin({ email, password }: LoginFields): FieldErrors<LoginFields> {
  const errors: FieldErrors<LoginFields> = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = LOGIN_MESSAGES.emailRequired;
  else if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_RE.test(trimmed))
    errors.email = LOGIN_MESSAGES.emailInvalid;
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired;
  else if (password.length < PASSWORD_MIN_LOGIN) errors.password = LOGIN_MESSAGES.passwordTooShort;
  else if (password.length > PASSWORD_MAX_LENGTH) errors.password = LOGIN_MESSAGES.passwordTooLong;
  return errors;
}

/** What `loginSchema` outputs for valid fields: the e-mail trimmed and lower-cased. */
export function loginInput({ email, password }: LoginFields): LoginInput {
  return { email: email.trim().toLowerCase(), password };
}

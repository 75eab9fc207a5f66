import { z } from 'zod';
import { LOGIN_MESSAGES, PASSWORD_MIN_SIGNUP, emailField, newPasswordField } from '@pagora/shared';
import { endpoint } from './endpoint';
import { errorBodySchema, messageAnswerSchema } from './errors';

/**
 * Password reset for every role (issue 23): the screens '/esqueci-senha' and '/redefinir-senha'
 * validate with these schemas and the API with the same ones.
 */
export const PASSWORD_RESET_MESSAGES = {
  /** The one answer to a request, whether the e-mail is registered or not. */
  requested: 'Se este email estiver cadastrado, você receberá em instantes um link para redefinir sua senha.',
  done: 'Senha redefinida com sucesso! Entre com a nova senha.',
  invalidToken: 'Este link de redefinição é inválido, já foi usado ou expirou. Peça um novo.',
  tokenRequired: 'Link de redefinição inválido. Peça um novo.',
  passwordsDiffer: 'As senhas não coincidem',
  tooMany: 'Muitos pedidos de redefinição. Tente novamente mais tarde.',
} as const;

export const forgotPasswordSchema = z.object({
  email: emailField(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid).transform((e) =>
    e.toLowerCase(),
  ),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const MATCH_ISSUE = { error: PASSWORD_RESET_MESSAGES.passwordsDiffer, path: ['confirmPassword'] };
const newPasswordFields = {
  password: newPasswordField(PASSWORD_MIN_SIGNUP),
  confirmPassword: z.string({ error: PASSWORD_RESET_MESSAGES.passwordsDiffer }),
};

/** The '/redefinir-senha' form: the token comes from the link, not from a field. */
export const newPasswordFormSchema = z.object(newPasswordFields).refine(passwordsMatch, MATCH_ISSUE);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: PASSWORD_RESET_MESSAGES.tokenRequired })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: PASSWORD_RESET_MESSAGES.tokenRequired }),
    ...newPasswordFields,
  })
  .refine(passwordsMatch, MATCH_ISSUE);
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

const errors = { 400: errorBodySchema, 429: errorBodySchema };

export const passwordContract = {
  forgot: endpoint({
    method: 'POST',
    path: '/password/forgot',
    tag: 'auth',
    summary: 'Emails a reset link when the address is registered; the same answer either way.',
    body: forgotPasswordSchema,
    response: { 202: messageAnswerSchema, ...errors },
  }),
  reset: endpoint({
    method: 'POST',
    path: '/password/reset',
    tag: 'auth',
    summary: 'Sets a new password with a reset link, once, and ends every session of the account.',
    body: resetPasswordSchema,
    response: { 200: messageAnswerSchema, ...errors },
  }),
};

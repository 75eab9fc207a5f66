import { z } from 'zod';
import { LOGIN_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LOGIN } from '../constants';
import { CEP_RE, PHONE_RE } from '../documents/contact';
import { emailField } from './email';
import { isValidCpfOrCnpj, onlyDigits } from '../documents/cpf-cnpj';
import { singleLine } from './text';

/**
 * Auth and account schemas. Messages are the spec's, verbatim: the same schema validates the
 * form (per change) and the API body, so the user reads the same words from both.
 */

/** A required string: a missing or non-string value and an empty one share the "required" message. */
export const requiredString = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required });

export { emailField } from './email';

/** Every form that sets a password refuses one of only spaces or tabs (issue 14). */
export const BLANK_PASSWORD = 'A senha não pode conter apenas espaços';
/** True for '' (the "required" rule answers that) and for any password with a visible character. */
export const notBlankPassword = (v: string | undefined): boolean => !v || v.trim() !== '';

export const loginSchema = z.object({
  email: emailField(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid).transform((e) =>
    e.toLowerCase(),
  ),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LOGIN, { error: LOGIN_MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, { error: LOGIN_MESSAGES.passwordTooLong }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Spec 000 writes the sign-up screen in English, a leftover of the old client: the product speaks
 * pt-BR (issue 20), so its messages are the login's words where they say the same thing.
 */
export const SIGNUP_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  nameTooLong: 'Nome muito longo',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
} as const;

export const signupSchema = z
  .object({
    name: singleLine(
      requiredString(SIGNUP_MESSAGES.nameRequired).max(120, { error: SIGNUP_MESSAGES.nameTooLong }),
    ),
    email: emailField(LOGIN_MESSAGES.emailRequired, LOGIN_MESSAGES.emailInvalid).transform((e) =>
      e.toLowerCase(),
    ),
    password: z
      .string({ error: LOGIN_MESSAGES.passwordRequired })
      .min(1, { error: LOGIN_MESSAGES.passwordRequired })
      .min(6, { error: SIGNUP_MESSAGES.passwordTooShort })
      .max(256, { error: LOGIN_MESSAGES.passwordTooLong })
      .refine(notBlankPassword, { error: BLANK_PASSWORD }),
    confirmPassword: z.string({ error: SIGNUP_MESSAGES.passwordsDiffer }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: SIGNUP_MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type SignupInput = z.infer<typeof signupSchema>;

export const optionalText = (max: number) =>
  z
    .string({ error: 'Valor inválido' })
    .trim()
    .max(max, { error: `Máximo de ${max} caracteres` })
    .optional()
    .transform((v) => v ?? '');

/** `optionalText` for a field of one line (a name, an address part): no line breaks. */
export const optionalLine = (max: number) => singleLine(optionalText(max));

export const addressSchema = z
  .object({
    street: optionalLine(200),
    number: optionalLine(20),
    complement: optionalLine(100),
    neighborhood: optionalLine(100),
    city: optionalLine(100),
    state: optionalLine(50),
    zipCode: optionalText(9).refine((v) => v === '' || CEP_RE.test(v), {
      error: 'CEP inválido (ex: 00000-000)',
    }),
    country: optionalLine(60),
  })
  .partial()
  .optional()
  .transform((a) => ({
    street: a?.street ?? '',
    number: a?.number ?? '',
    complement: a?.complement ?? '',
    neighborhood: a?.neighborhood ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zipCode: a?.zipCode ?? '',
    country: a?.country || 'Brasil',
  }));

/** Fields shared by every account form (marketplace, seller, buyer); spec 001 section 5 messages. */
export const accountFields = {
  nome: singleLine(
    requiredString('Nome é obrigatório').min(2, { error: 'Nome deve ter pelo menos 2 caracteres' }).max(120),
  ),
  email: emailField('Email é obrigatório', 'Email inválido').transform((e) => e.toLowerCase()),
  cpf_cnpj: requiredString('CPF ou CNPJ é obrigatório')
    .refine(isValidCpfOrCnpj, { error: 'CPF ou CNPJ inválido' })
    .transform(onlyDigits),
  contactPerson: optionalLine(120),
  phone: z
    .string()
    .trim()
    .optional()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || PHONE_RE.test(v), { error: 'Telefone inválido (ex: (11) 99999-9999)' }),
  website: optionalText(200),
  address: addressSchema,
};

// POST /register (the marketplace an admin creates) lives in ./marketplace.ts with the marketplace form.

/**
 * POST /register-seller: a seller account under a marketplace. The marketplace comes from the
 * session for role marketplace; an admin names it in `marketplaceId`.
 */
export const registerSellerSchema = z
  .object({
    ...accountFields,
    password: z
      .string({ error: 'Senha é obrigatória' })
      .min(1, { error: 'Senha é obrigatória' })
      .min(3, { error: 'Senha deve ter pelo menos 3 caracteres' })
      .max(256)
      .refine(notBlankPassword, { error: BLANK_PASSWORD }),
    confirmpassword: z.string().optional(),
    marketplaceId: z
      .union([z.string(), z.number()])
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : String(v))),
  })
  .refine((v) => v.confirmpassword === undefined || v.confirmpassword === v.password, {
    error: 'As senhas não coincidem',
    path: ['confirmpassword'],
  });
export type RegisterSellerInput = z.infer<typeof registerSellerSchema>;

export const NEW_PASSWORD_REQUIRED = 'Nova senha é obrigatória quando senha atual é preenchida';
export const CURRENT_PASSWORD_FOR_EMAIL = 'Senha atual é obrigatória para alterar o email';

/**
 * PUT /update-profile/:userId. The rules that need the stored e-mail (an e-mail change, like a
 * password change, needs the current password) are in `profileChangeIssues`, which the API applies
 * with the stored e-mail and the settings form through `profileFormSchema`.
 */
export const profileSchema = z
  .object({
    nome: singleLine(
      requiredString('Nome é obrigatório')
        .min(2, { error: 'Nome deve ter pelo menos 2 caracteres' })
        .max(50, { error: 'Nome deve ter no máximo 50 caracteres' }),
    ),
    email: emailField('Email é obrigatório', 'Email inválido').transform((e) => e.toLowerCase()),
    senhaAtual: z
      .string()
      .optional()
      .transform((v) => v ?? ''),
    novaSenha: z
      .string()
      .optional()
      .transform((v) => v ?? ''),
    confirmarSenha: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.novaSenha && v.novaSenha.length < 6)
      ctx.addIssue({
        code: 'custom',
        path: ['novaSenha'],
        message: 'Nova senha deve ter pelo menos 6 caracteres',
      });
    else if (!notBlankPassword(v.novaSenha))
      ctx.addIssue({ code: 'custom', path: ['novaSenha'], message: BLANK_PASSWORD });
    if (v.novaSenha && !v.senhaAtual)
      ctx.addIssue({
        code: 'custom',
        path: ['senhaAtual'],
        message: 'Senha atual é obrigatória para alterar a senha',
      });
    if (v.novaSenha && v.confirmarSenha !== undefined) {
      if (v.confirmarSenha === '')
        ctx.addIssue({
          code: 'custom',
          path: ['confirmarSenha'],
          message: 'Confirmação de senha é obrigatória',
        });
      else if (v.confirmarSenha !== v.novaSenha)
        ctx.addIssue({ code: 'custom', path: ['confirmarSenha'], message: 'Senhas não coincidem' });
    }
  });

/**
 * The profile rules that compare with the stored e-mail: a new e-mail needs the current password;
 * a current password with neither a new password nor a new e-mail asks for the new password.
 */
export function profileChangeIssues(
  v: { email: string; senhaAtual?: string | undefined; novaSenha?: string | undefined },
  storedEmail: string,
): Array<{ field: 'senhaAtual' | 'novaSenha'; message: string }> {
  const emailChanged = v.email.trim().toLowerCase() !== storedEmail.trim().toLowerCase();
  if (emailChanged && !v.senhaAtual) return [{ field: 'senhaAtual', message: CURRENT_PASSWORD_FOR_EMAIL }];
  if (!emailChanged && v.senhaAtual && !v.novaSenha)
    return [{ field: 'novaSenha', message: NEW_PASSWORD_REQUIRED }];
  return [];
}

/** The settings form's schema: `profileSchema` plus the rules that need the e-mail it started with. */
export const profileFormSchema = (storedEmail: string) =>
  profileSchema.superRefine((v, ctx) => {
    for (const issue of profileChangeIssues(v, storedEmail))
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type ProfileInput = z.infer<typeof profileSchema>;

export const ROLES = ['admin', 'marketplace', 'seller', 'customer'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

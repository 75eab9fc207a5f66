import { z } from 'zod';
import { loginSchema, profileSchema, registerMarketplaceSchema, signupSchema } from '@pagora/shared';
import { brandSettingsSchema, userViewSchema } from './accounts-views';
import { endpoint } from './endpoint';
import { errorBodySchema, messageAnswerSchema } from './errors';

/**
 * E-mail confirmation (issue 35 item 8): a customer sees what is tied to its address only once it
 * has proved it owns it. The '/confirmar-email' screen and the API use these messages.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  /** The 403 `email_not_confirmed` a customer gets for its payments, subscriptions and cards. */
  notConfirmed:
    'Confirme seu email para ver seus pagamentos, assinaturas e cartões. Enviamos um link de confirmação para o seu endereço.',
  confirmed: 'Email confirmado! Seus pagamentos e assinaturas já aparecem na sua conta.',
  invalidToken: 'Este link de confirmação é inválido, já foi usado ou expirou. Peça um novo.',
  tokenRequired: 'Link de confirmação inválido. Peça um novo.',
  resent: 'Enviamos um novo link de confirmação para o seu email.',
  alreadyConfirmed: 'Seu email já está confirmado.',
  tooMany: 'Muitos pedidos de confirmação. Tente novamente mais tarde.',
} as const;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: EMAIL_VERIFICATION_MESSAGES.tokenRequired })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: EMAIL_VERIFICATION_MESSAGES.tokenRequired }),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

const created = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** The login answer (spec 000 "User": token, user, painel for admins, settings). */
export const loginAnswerSchema = z.object({
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  user: userViewSchema,
  painel: z
    .object({
      marketplaces: z.array(
        z.object({
          id: z.string(),
          nome: z.string(),
          email: z.string(),
          status: z.string(),
          sellerCount: z.number(),
        }),
      ),
      sellers: z.array(
        z.object({ id: z.string(), name: z.string(), email: z.string(), marketplaceId: z.string() }),
      ),
    })
    .nullable(),
  settings: brandSettingsSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * The login answer of a person with a second factor (issue 39): no token yet, a short-lived
 * single-use `challenge` for POST /login/duas-etapas (contracts/two-factor.ts) and what it accepts.
 */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export const loginChallengeSchema = z.object({
  message: z.string(),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

export const meAnswerSchema = z.object({ user: userViewSchema, settings: brandSettingsSchema });

export const accountsContract = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    tag: 'auth',
    body: loginSchema,
    response: { 200: z.union([loginAnswerSchema, loginChallengeSchema]) },
  }),
  logout: endpoint({ method: 'POST', path: '/logout', tag: 'auth', response: { 204: z.null() } }),
  me: endpoint({ method: 'GET', path: '/me', tag: 'auth', response: { 200: meAnswerSchema } }),
  registerMarketplace: endpoint({
    method: 'POST',
    path: '/register',
    tag: 'accounts',
    body: registerMarketplaceSchema,
    response: {
      201: created(z.object({ id: z.string(), userId: z.string(), nome: z.string(), email: z.string() })),
    },
  }),
  // POST /register-seller: sellersContract.signupSeller (the sellers domain's onboarding).
  signup: endpoint({
    method: 'POST',
    path: '/signup',
    tag: 'accounts',
    body: signupSchema,
    /** The same answer for a new and a taken e-mail: the anonymous sign-up tells nobody who is registered. */
    response: { 202: z.object({ message: z.string() }) },
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/email/verify',
    tag: 'accounts',
    summary: 'Confirms the address a confirmation link was sent to, once.',
    body: verifyEmailSchema,
    response: { 200: messageAnswerSchema, 400: errorBodySchema },
  }),
  resendVerification: endpoint({
    method: 'POST',
    path: '/email/resend-verification',
    tag: 'accounts',
    summary: "Sends a new confirmation link to the caller's current address.",
    response: { 202: messageAnswerSchema, 429: errorBodySchema },
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: '/update-profile/:userId',
    tag: 'accounts',
    params: z.object({ userId: z.string() }),
    body: profileSchema,
    response: { 200: z.object({ message: z.string(), user: userViewSchema }) },
  }),
  /** multipart/form-data: primaryColor, secondaryColor, logo?, logoMini?, removeLogo?, removeLogoMini?. */
  updateBrand: endpoint({
    method: 'PUT',
    path: '/update-branch/:cliente_id',
    tag: 'branding',
    params: z.object({ cliente_id: z.string() }),
    response: { 200: z.object({ message: z.string(), data: brandSettingsSchema }) },
  }),
};

import { z } from 'zod';
import { loginSchema, profileSchema, registerMarketplaceSchema, signupSchema } from '@pagora/shared';
import { brandSettingsSchema, userViewSchema } from './accounts-views';
import { endpoint } from './endpoint';

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

export const meAnswerSchema = z.object({ user: userViewSchema, settings: brandSettingsSchema });

export const accountsContract = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    tag: 'auth',
    body: loginSchema,
    response: { 200: loginAnswerSchema },
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

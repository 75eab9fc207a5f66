import { z } from 'zod';

const id = z.union([z.string(), z.number()]);

/** Brand colours and logos; from the login answer and the branding endpoint. */
export const brandSettingsSchema = z.object({
  primaryColor: z.string().nullish(),
  secondaryColor: z.string().nullish(),
  logo: z.string().nullish(),
  logoMini: z.string().nullish(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const sessionUserSchema = z.looseObject({
  id,
  nome: z.string(),
  email: z.string(),
  cargo: z.string(),
  marketplaceId: id.nullish(),
  id_juros: id.nullish(),
  dataInfo: z.object({ id: id.nullish(), cliente_id: id.nullish() }).nullish(),
  juros: z.unknown().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginAnswerSchema = z.object({
  message: z.string().optional(),
  token: z.string().min(1),
  user: sessionUserSchema,
  painel: z.unknown().optional(),
  settings: brandSettingsSchema.nullish(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const meAnswerSchema = z.object({
  user: sessionUserSchema,
  settings: brandSettingsSchema.nullish(),
});

import { z } from 'zod';
import { permissionSchema, roleSchema, teamRoleSchema } from '@pagora/shared';

/** Brand colours and logos (spec 000 "Brand settings"); logo URLs are served by the API. */
export const brandSettingsSchema = z.object({
  primaryColor: z.string(),
  secondaryColor: z.string(),
  logo: z.string().nullable(),
  logoMini: z.string().nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

/** The login answer's `juros` (spec 000 "User"): the plan links are priced with, rates as percents. */
export const userJurosSchema = z.object({
  id_zoop: z.string(),
  parcelas: z.array(z.object({ parcela: z.string(), taxa: z.number() })),
});
export type UserJuros = z.infer<typeof userJurosSchema>;

/** The user object the spec's client reads (User entity of spec 000 section 3). */
export const userViewSchema = z.object({
  id: z.string(),
  nome: z.string(),
  name: z.string(),
  email: z.string(),
  cargo: roleSchema,
  marketplaceId: z.string().nullable(),
  sellerId: z.string().nullable(),
  id_juros: z.string().nullable(),
  dataInfo: z.object({ id: z.string(), cliente_id: z.string() }),
  juros: userJurosSchema.nullable(),
  /**
   * Whether the login has confirmed its e-mail: a customer sees its payments, subscriptions and
   * cards only then. Optional: a user stored by an older client has no such field.
   */
  emailVerified: z.boolean().optional(),
  /**
   * Who is acting and what its role allows (issue 39): the fields above are the account's; a team
   * member acts for it. Screens show only what `permissions` lists. Optional: older clients.
   */
  team: z
    .object({
      role: teamRoleSchema,
      permissions: z.array(permissionSchema),
      actor: z.object({ id: z.string(), nome: z.string(), email: z.string() }),
      membershipId: z.string().nullable(),
      /** Two-step sign-in is required and not set up: the shell sends the person to set it up. */
      twoFactorSetupRequired: z.boolean(),
    })
    .optional(),
});
export type UserView = z.infer<typeof userViewSchema>;

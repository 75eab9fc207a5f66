import { z } from 'zod';
import { roleSchema } from '@pagora/shared';
import type { Principal } from '../auth/sessions';
import { userJurosSchema, type UserPlan } from '../interest-plans/user-juros';

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
});
export type UserView = z.infer<typeof userViewSchema>;

type Who = Pick<Principal, 'userId' | 'nome' | 'email' | 'cargo' | 'marketplaceId' | 'sellerId'>;

/**
 * `plan` is the marketplace's default interest plan (`userPlanFor`) for sellers and owners.
 * `dataInfo.id` is the record the role acts as: the marketplace for role marketplace (the spec's
 * seller registration and brand calls read it), the seller for a seller, the user otherwise.
 */
export function userView(who: Who, plan: UserPlan | null = null): UserView {
  const actingAs =
    who.cargo === 'marketplace' && who.marketplaceId
      ? who.marketplaceId
      : who.cargo === 'seller' && who.sellerId
        ? who.sellerId
        : who.userId;
  return {
    id: who.userId,
    nome: who.nome,
    name: who.nome,
    email: who.email,
    cargo: who.cargo,
    marketplaceId: who.marketplaceId,
    sellerId: who.sellerId,
    id_juros: plan?.id_juros ?? null,
    dataInfo: { id: actingAs, cliente_id: who.userId },
    juros: plan?.juros ?? null,
  };
}

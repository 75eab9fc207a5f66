import { ROLE_PERMISSIONS } from '@pagora/shared';
import type { UserView } from '@pagora/shared/contracts';
import type { Principal } from '../../platform/principal';
import type { UserPlan } from '../interest-plans';

type Who = Pick<
  Principal,
  'userId' | 'nome' | 'email' | 'cargo' | 'marketplaceId' | 'sellerId' | 'emailVerified'
> &
  Partial<Pick<Principal, 'actor' | 'teamRole' | 'membershipId' | 'twoFactorSetupRequired'>>;

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
    emailVerified: who.emailVerified === true,
    ...(who.actor && who.teamRole && who.cargo !== 'customer'
      ? {
          team: {
            role: who.teamRole,
            permissions: [...ROLE_PERMISSIONS[who.teamRole]],
            actor: { id: who.actor.userId, nome: who.actor.nome, email: who.actor.email },
            membershipId: who.membershipId ?? null,
            twoFactorSetupRequired: who.twoFactorSetupRequired === true,
          },
        }
      : {}),
  };
}

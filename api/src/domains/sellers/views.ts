import type { SellerRecord } from '@pagora/shared/contracts';
import { hundredthsToPercent } from '../marketplaces';
import type { Address } from '../accounts';
import { normaliseProviderStatus } from '../accounts';

export type SellerJoined = {
  id: string;
  userId: string;
  idSeller: string;
  marketplaceId: string;
  marketplaceNome: string;
  nome: string;
  email: string;
  cpfCnpj: string;
  contactPerson: string;
  phone: string;
  website: string;
  address: Address;
  taxaPadrao: number;
  taxaRepasseJuros: number;
  createdAt: Date;
  deletedAt: Date | null;
  idJuros: string | null;
  /** Review status at the provider (provider-status.ts). */
  providerStatus: string;
};

export function sellerRecord(s: SellerJoined): SellerRecord {
  return {
    id: s.id,
    id_seller: s.idSeller,
    marketplaceId: s.marketplaceId,
    marketplace: { id: s.marketplaceId, nome: s.marketplaceNome },
    cliente: {
      id: s.userId,
      nome: s.nome,
      email: s.email,
      cpf_cnpj: s.cpfCnpj,
      contactPerson: s.contactPerson,
      phone: s.phone,
      website: s.website,
      id_juros: s.idJuros,
      taxa_padrao: hundredthsToPercent(s.taxaPadrao),
      taxa_repasse_juros: hundredthsToPercent(s.taxaRepasseJuros),
      address: s.address,
    },
    createdAt: s.createdAt.toISOString(),
    provider_status: normaliseProviderStatus(s.providerStatus),
    ...(s.deletedAt ? { removedAt: s.deletedAt.toISOString() } : {}),
  };
}

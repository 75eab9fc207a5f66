import type { MarketplaceRecord, SellerRecord } from '@pagora/shared/contracts';
import type { Address } from '../accounts';
import { normaliseProviderStatus } from '../accounts';

/** Stored fees are hundredths of a percent; the wire carries percent numbers (250 -> 2.5). */
export const hundredthsToPercent = (h: number) => h / 100;
export const percentToHundredths = (p: number) => Math.round(p * 100);

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
  };
}

export type MarketplaceJoined = {
  id: string;
  ownerId: string | null;
  sellerCount: number;
  nome: string;
  email: string;
  idZoop: string;
  zpkIdMarketplace: string;
  cpfCnpj: string;
  status: 'active' | 'inactive';
  taxaPadrao: number;
  taxaRepasseJuros: number;
  phone: string;
  website: string;
  contactPerson: string;
  address: Address;
};

export function marketplaceRecord(m: MarketplaceJoined): MarketplaceRecord {
  const clienteId = m.ownerId ?? m.id;
  return {
    id: m.id,
    cliente_id: clienteId,
    quantidade_vendedores: m.sellerCount,
    cliente: {
      id: clienteId,
      nome: m.nome,
      email: m.email,
      marketplaceId: m.id,
      id_zoop: m.idZoop,
      zpk_id_marketplace: m.zpkIdMarketplace,
      cpf_cnpj: m.cpfCnpj,
      status: m.status,
      taxa_padrao: hundredthsToPercent(m.taxaPadrao),
      taxa_repasse_juros: hundredthsToPercent(m.taxaRepasseJuros),
      phone: m.phone,
      website: m.website,
      contactPerson: m.contactPerson,
      address: { ...m.address, country: m.address.country || 'Brasil' },
    },
  };
}

import type { MarketplaceRecord } from '@pagora/shared/contracts';
import type { Address } from '../accounts';

/** Stored fees are hundredths of a percent; the wire carries percent numbers (250 -> 2.5). */
export const hundredthsToPercent = (h: number) => h / 100;
export const percentToHundredths = (p: number) => Math.round(p * 100);

/** The fees an edit sends, stored; a fee left out keeps its stored value. */
export const feesPatch = (input: {
  taxa_padrao?: number | undefined;
  taxa_repasse_juros?: number | undefined;
}) => ({
  ...(input.taxa_padrao === undefined ? {} : { taxaPadrao: percentToHundredths(input.taxa_padrao) }),
  ...(input.taxa_repasse_juros === undefined
    ? {}
    : { taxaRepasseJuros: percentToHundredths(input.taxa_repasse_juros) }),
});

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

import type { SellerRecord } from '@pagora/shared/contracts';

/** A seller of the marketplace as /sellers-list answers it (only id, name and e-mail matter). */
export function sellerRecord(id: string, nome: string): SellerRecord {
  const address = {
    street: '',
    number: '',
    complement: '',
    neighborhood: '',
    city: '',
    state: '',
    zipCode: '',
    country: 'Brasil',
  };
  return {
    id,
    id_seller: `zoop-${id}`,
    marketplaceId: 'mk-1',
    marketplace: { id: 'mk-1', nome: 'Loja Alfa' },
    cliente: {
      id: `user-${id}`,
      nome,
      email: `${id}@pagora.demo`,
      cpf_cnpj: '',
      contactPerson: '',
      phone: '',
      website: '',
      id_juros: null,
      taxa_padrao: 0,
      taxa_repasse_juros: 0,
      address,
    },
    createdAt: '2026-03-01T12:00:00.000Z',
  };
}

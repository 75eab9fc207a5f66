import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { MarketplaceCreateInput, MarketplaceUpdateInput } from '@pagora/shared';
import type { MarketplaceRecord } from '@pagora/shared/contracts';
import { MASKS } from '@pagora/shared/ui';

// Add and edit validate with the shared marketplace schemas, so the form shows the server's words.

/** The add form's start (spec 001 sections 3 and 9): status active, country Brasil, rates 0. */
export function emptyMarketplaceValues(): MarketplaceCreateInput {
  return {
    id: '',
    zpk_id_marketplace: '',
    nome: '',
    email: '',
    cpf_cnpj: '',
    password: '',
    confirmpassword: '',
    status: 'active',
    contactPerson: '',
    phone: '',
    website: '',
    taxa_padrao: 0,
    taxa_repasse_juros: 0,
    address: {
      street: '',
      number: '',
      complement: '',
      neighborhood: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'Brasil',
    },
  };
}

/**
 * The edit form pre-filled from the record, masked as the fields show them; no password. 'ID Zoop'
 * is the provider's id (never our uuid), and the stored fees go back unchanged with the save.
 */
export function marketplaceEditValues(record: MarketplaceRecord): MarketplaceUpdateInput {
  const { cliente } = record;
  return {
    id: cliente.id_zoop,
    zpk_id_marketplace: cliente.zpk_id_marketplace,
    nome: cliente.nome,
    email: cliente.email,
    cpf_cnpj: MASKS.cpfCnpj(cliente.cpf_cnpj),
    password: '',
    confirmpassword: '',
    status: cliente.status,
    contactPerson: cliente.contactPerson,
    phone: MASKS.phone(cliente.phone),
    website: cliente.website,
    taxa_padrao: cliente.taxa_padrao,
    taxa_repasse_juros: cliente.taxa_repasse_juros,
    address: { ...cliente.address, zipCode: MASKS.cep(cliente.address.zipCode) },
  };
}

/** The toast for a submit the form refused. */
export function invalidFormToast<V extends FieldValues>(errors: FieldErrors<V>): string {
  const confirm = errors.confirmpassword as { message?: unknown } | undefined;
  if (confirm?.message === 'As senhas não coincidem') return 'As senhas não coincidem';
  return 'Por favor, corrija os erros no formulário';
}

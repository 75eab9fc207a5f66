import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import {
  DEFAULT_SELLER_MCC,
  sellerEditSchema,
  sellerRegisterSchema,
  type SellerEdit,
  type SellerEditInput,
  type SellerRegister,
  type SellerRegisterInput,
} from '@pagora/shared';
import { SELLER_MESSAGES, type SellerRecord } from '@pagora/shared/contracts';
import { MASKS } from '@pagora/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';

// Add and edit use the API's own body schemas, so every message the form shows is the server's.

const EMPTY_ADDRESS = {
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'Brasil',
};

/** The add form's start: 'https://' pre-filled in the operator form, rates 0, country Brasil. */
export function emptySellerValues(isAdmin: boolean): SellerRegisterInput {
  return {
    id_seller: '',
    // A newcomer cannot know a provider id: registering there is the default, typing one the exception.
    cadastrar_na_zoop: true,
    mcc: DEFAULT_SELLER_MCC,
    data_abertura: '',
    nome: '',
    email: '',
    cpf_cnpj: '',
    marketplaceId: '',
    id_juros: '',
    contactPerson: '',
    phone: '',
    website: isAdmin ? 'https://' : '',
    taxa_padrao: '0',
    taxa_repasse_juros: '0',
    address: { ...EMPTY_ADDRESS },
  };
}

/** The edit form pre-filled from the row, masked as the fields show them; no password. */
export function sellerEditValues(seller: SellerRecord): SellerEditInput {
  const { cliente } = seller;
  return {
    id_seller: seller.id_seller,
    nome: cliente.nome,
    email: cliente.email,
    cpf_cnpj: MASKS.cpfCnpj(cliente.cpf_cnpj),
    password: '',
    confirmpassword: '',
    marketplaceId: seller.marketplaceId,
    cliente_id: cliente.id,
    id_juros: cliente.id_juros ?? '',
    contactPerson: cliente.contactPerson,
    phone: MASKS.phone(cliente.phone),
    website: cliente.website,
    taxa_padrao: String(cliente.taxa_padrao),
    taxa_repasse_juros: String(cliente.taxa_repasse_juros),
    address: { ...cliente.address, zipCode: MASKS.cep(cliente.address.zipCode) },
  };
}

/** The admin must pick the marketplace; the shared schemas leave that to the server's role check. */
function requireMarketplace<V extends FieldValues & { marketplaceId?: unknown }, O>(
  base: Resolver<V, unknown, O>,
  required: boolean,
): Resolver<V, unknown, O> {
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!required || String(values.marketplaceId ?? '').trim() !== '') return result;
    const errors: FieldErrors<V> = {};
    Object.assign(errors, result.errors);
    set(errors, 'marketplaceId', { type: 'required', message: SELLER_MESSAGES.marketplaceRequired });
    return { values: {}, errors };
  };
}

export const addSellerResolver = (isAdmin: boolean): Resolver<SellerRegisterInput, unknown, SellerRegister> =>
  requireMarketplace(zodResolver(sellerRegisterSchema), isAdmin);

export const editSellerResolver = (isAdmin: boolean): Resolver<SellerEditInput, unknown, SellerEdit> =>
  requireMarketplace(zodResolver(sellerEditSchema), isAdmin);

/** The toast for a submit the form refused (spec 001 section 8), most specific first. */
export function invalidFormToast(errors: Record<string, { message?: unknown } | undefined>): string {
  if (errors.marketplaceId) return 'Selecione o Marketplace!';
  if (errors.id_seller?.message === 'ID é obrigatório') return 'ID do vendedor é obrigatório';
  if (errors.confirmpassword?.message === 'As senhas não coincidem') return 'As senhas não coincidem';
  return 'Por favor, corrija os erros no formulário';
}

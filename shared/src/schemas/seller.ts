import { z } from 'zod';
import { PASSWORD_MIN_SELLER } from '../constants';
import { UUID_PATTERN } from '../contracts/params';
import { booleanField } from './fields';
import {
  PASSWORDS_MATCH_ISSUE,
  accountFormFields,
  confirmPasswordField,
  idField,
  newPasswordField,
  optionalIdReference,
  optionalPasswordField,
  optionalProviderIdField,
  passwordsMatchOnCreate,
  passwordsMatchOnEdit,
  percentRateField,
  requiredIdReference,
} from './account-form';

/** Seller add and edit (spec 001 sections 5 and 7: POST /register-seller-to-marketplace, PUT /seller/:id). */

export const PLAN_INVALID = 'Plano de juros inválido: escolha um plano ativo do marketplace.';

/**
 * A reference to one of our records (an interest plan, a login): empty is "none"; anything else
 * must be a uuid, so a typo answers 400 with `message` instead of reaching a uuid column.
 */
const optionalRecordId = (message: string) =>
  optionalIdReference.refine((v) => v === undefined || UUID_PATTERN.test(v), { error: message });

/** id_juros: the seller's interest plan ('' = its marketplace's default). */
const interestPlanField = optionalRecordId(PLAN_INVALID);
const clienteIdField = optionalRecordId('Cliente inválido.');

const sellerFields = {
  ...accountFormFields,
  id_seller: idField('ID é obrigatório'),
  marketplaceId: requiredIdReference('Marketplace é obrigatório'),
  id_juros: interestPlanField,
};

export const sellerCreateSchema = z
  .object({
    ...sellerFields,
    password: newPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnCreate, PASSWORDS_MATCH_ISSUE);
export type SellerCreateInput = z.input<typeof sellerCreateSchema>;
export type SellerCreate = z.infer<typeof sellerCreateSchema>;

/** The id is locked on edit but still sent; the password is optional. */
export const sellerUpdateSchema = z
  .object({
    ...sellerFields,
    cliente_id: clienteIdField,
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type SellerUpdateInput = z.input<typeof sellerUpdateSchema>;
export type SellerUpdate = z.infer<typeof sellerUpdateSchema>;

/**
 * What the API accepts for a seller add (POST /register-seller-to-marketplace). Two differences from
 * the form schema above, both decided on the server: the marketplace is required only when an admin
 * adds the seller ('Marketplace é obrigatório'; a marketplace owner's is its own id), and
 * `id_seller` may be left out when `cadastrar_na_zoop` asks the provider to issue it.
 */

/**
 * 'Categoria' of the seller form: the merchant category code (MCC) Zoop reviews a seller under.
 * A short list of the usual ones for payment links; Zoop's full list is `GET /merchant_category_codes`.
 */
export const SELLER_CATEGORIES = [
  { mcc: '5999', label: 'Varejo em geral' },
  { mcc: '5691', label: 'Roupas e acessórios' },
  { mcc: '5812', label: 'Restaurantes e alimentação' },
  { mcc: '5732', label: 'Eletrônicos' },
  { mcc: '5942', label: 'Livros e papelaria' },
  { mcc: '7299', label: 'Serviços pessoais' },
  { mcc: '8299', label: 'Cursos e educação' },
  { mcc: '8099', label: 'Saúde e bem-estar' },
] as const;
export const DEFAULT_SELLER_MCC = '5999';
export const PROVIDER_ONBOARDING_MESSAGES = {
  address: 'Para cadastrar na Zoop, informe o endereço completo (rua, número, bairro, cidade, UF e CEP).',
  phone: 'Para cadastrar na Zoop, informe o telefone com DDD.',
  openingDate: 'Para cadastrar um CNPJ na Zoop, informe a data de abertura da empresa.',
  category: 'Categoria inválida.',
} as const;

const mccField = z
  .enum(SELLER_CATEGORIES.map((c) => c.mcc) as [string, ...string[]], {
    error: PROVIDER_ONBOARDING_MESSAGES.category,
  })
  .default(DEFAULT_SELLER_MCC);
/** YYYY-MM-DD; '' = not given. */
const openingDateField = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), { error: 'Data inválida' })
  .optional()
  .transform((v) => v ?? '');

export const sellerRegisterSchema = z
  .object({
    ...accountFormFields,
    id_seller: optionalProviderIdField,
    marketplaceId: optionalIdReference,
    id_juros: interestPlanField,
    /** 'Cadastrar na Zoop': the provider creates the seller (individual for a CPF, business for a CNPJ). */
    cadastrar_na_zoop: booleanField(false),
    /** 'Categoria' (MCC) and, for a CNPJ, 'Data de abertura': Zoop reviews a new seller with them. */
    mcc: mccField,
    data_abertura: openingDateField,
    /**
     * Issue 41: the form asks none; the person sets it through the invitation. An API caller may
     * still send one (spec 001's payload); the invitation lets the person replace it.
     */
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE)
  .refine((v) => v.cadastrar_na_zoop || v.id_seller !== undefined, {
    error: 'ID é obrigatório',
    path: ['id_seller'],
  })
  // Zoop does not approve a seller without these, so 'Cadastrar na Zoop' asks for them.
  .refine(
    (v) => {
      const a = v.address;
      return (
        !v.cadastrar_na_zoop ||
        ([a.street, a.number, a.neighborhood, a.city, a.zipCode].every((f) => f !== '') &&
          /^[A-Za-z]{2}$/.test(a.state))
      );
    },
    { error: PROVIDER_ONBOARDING_MESSAGES.address, path: ['address'] },
  )
  .refine((v) => !v.cadastrar_na_zoop || v.phone.replace(/\D/g, '').length >= 10, {
    error: PROVIDER_ONBOARDING_MESSAGES.phone,
    path: ['phone'],
  })
  .refine((v) => !v.cadastrar_na_zoop || v.cpf_cnpj.length !== 14 || v.data_abertura !== '', {
    error: PROVIDER_ONBOARDING_MESSAGES.openingDate,
    path: ['data_abertura'],
  });
export type SellerRegisterInput = z.input<typeof sellerRegisterSchema>;
export type SellerRegister = z.infer<typeof sellerRegisterSchema>;

/**
 * PUT /seller/:id on the server: an empty id_seller or password keeps the stored one, and so does
 * a fee left out (the form sends the stored fees back; a save never resets what it did not show).
 */
export const sellerEditSchema = z
  .object({
    ...accountFormFields,
    taxa_padrao: percentRateField.optional(),
    taxa_repasse_juros: percentRateField.optional(),
    id_seller: optionalProviderIdField,
    marketplaceId: optionalIdReference,
    cliente_id: clienteIdField,
    id_juros: interestPlanField,
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type SellerEditInput = z.input<typeof sellerEditSchema>;
export type SellerEdit = z.infer<typeof sellerEditSchema>;

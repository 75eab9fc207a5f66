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

export const sellerRegisterSchema = z
  .object({
    ...accountFormFields,
    id_seller: optionalProviderIdField,
    marketplaceId: optionalIdReference,
    id_juros: interestPlanField,
    /** 'Cadastrar na Zoop': the provider creates the seller (individual for a CPF, business for a CNPJ). */
    cadastrar_na_zoop: booleanField(false),
    password: newPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnCreate, PASSWORDS_MATCH_ISSUE)
  .refine((v) => v.cadastrar_na_zoop || v.id_seller !== undefined, {
    error: 'ID é obrigatório',
    path: ['id_seller'],
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

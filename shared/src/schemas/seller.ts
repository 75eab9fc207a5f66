import { z } from 'zod';
import { PASSWORD_MIN_SELLER } from '../constants';
import {
  PASSWORDS_MATCH_ISSUE,
  accountFormFields,
  confirmPasswordField,
  idField,
  newPasswordField,
  optionalIdReference,
  optionalPasswordField,
  passwordsMatchOnCreate,
  passwordsMatchOnEdit,
  requiredIdReference,
} from './account-form';

/** Seller add and edit (spec 001 sections 5 and 7: POST /register-seller-to-marketplace, PUT /seller/:id). */

const sellerFields = {
  ...accountFormFields,
  id_seller: idField('ID é obrigatório'),
  marketplaceId: requiredIdReference('Marketplace é obrigatório'),
  id_juros: optionalIdReference,
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
    cliente_id: optionalIdReference,
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type SellerUpdateInput = z.input<typeof sellerUpdateSchema>;
export type SellerUpdate = z.infer<typeof sellerUpdateSchema>;

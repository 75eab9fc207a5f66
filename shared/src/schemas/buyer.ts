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
} from './account-form';

/**
 * Buyer (comprador) add and edit (spec 001: POST /create-comprador, PUT /customer-update/:id). The
 * seller and marketplace come from the session, so they are optional here.
 */

const buyerFields = {
  ...accountFormFields,
  id_comprador: idField('ID do Comprador é obrigatório'),
  marketplaceId: optionalIdReference,
  seller_id_comprador: optionalIdReference,
  id_juros: optionalIdReference,
};

export const buyerCreateSchema = z
  .object({
    ...buyerFields,
    password: newPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnCreate, PASSWORDS_MATCH_ISSUE);
export type BuyerCreateInput = z.input<typeof buyerCreateSchema>;
export type BuyerCreate = z.infer<typeof buyerCreateSchema>;

export const buyerUpdateSchema = z
  .object({
    ...buyerFields,
    cliente_id: optionalIdReference,
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type BuyerUpdateInput = z.input<typeof buyerUpdateSchema>;
export type BuyerUpdate = z.infer<typeof buyerUpdateSchema>;

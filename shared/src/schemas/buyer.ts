import { z } from 'zod';
import { PASSWORD_MIN_SELLER } from '../constants';
import { UUID_PATTERN } from '../contracts/params';
import { booleanField } from './fields';
import {
  PASSWORDS_MATCH_ISSUE,
  accountFormFields,
  confirmPasswordField,
  optionalIdReference,
  optionalPasswordField,
  optionalProviderIdField,
  passwordsMatchOnEdit,
} from './account-form';

/**
 * Buyer (comprador) add and edit (spec 001: POST /create-comprador, PUT /customer-update/:id). The
 * seller and marketplace come from the session, so they are optional here.
 */

export const SELLER_ID_INVALID = 'ID do vendedor inválido.';

/**
 * The seller a marketplace names for the buyer: empty is "the caller" (a seller); anything else is
 * one of our uuids, so a typo answers 400 instead of reaching a uuid column.
 */
const sellerReference = optionalIdReference.refine((v) => v === undefined || UUID_PATTERN.test(v), {
  error: SELLER_ID_INVALID,
});

const buyerFields = {
  ...accountFormFields,
  id_comprador: optionalProviderIdField,
  marketplaceId: optionalIdReference,
  id_juros: optionalIdReference,
};

/**
 * A typed `id_comprador` is checked at the provider; 'Cadastrar na Zoop' (`cadastrar_na_zoop`) asks
 * the provider to create the buyer and issue it. One of the two: 'ID do Comprador é obrigatório'.
 */
export const buyerCreateSchema = z
  .object({
    ...buyerFields,
    seller_id_comprador: sellerReference,
    cadastrar_na_zoop: booleanField(false),
    /**
     * Issue 41: the form asks none; the person sets it through the invitation. An API caller may
     * still send one (spec 001's payload); the invitation lets the person replace it.
     */
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE)
  .refine((v) => v.cadastrar_na_zoop || v.id_comprador !== undefined, {
    error: 'ID do Comprador é obrigatório',
    path: ['id_comprador'],
  });
export type BuyerCreateInput = z.input<typeof buyerCreateSchema>;
export type BuyerCreate = z.infer<typeof buyerCreateSchema>;

export const buyerUpdateSchema = z
  .object({
    ...buyerFields,
    // The spec's edit payload repeats the seller; a buyer never changes seller, so it is ignored.
    seller_id_comprador: optionalIdReference,
    cliente_id: optionalIdReference,
    password: optionalPasswordField(PASSWORD_MIN_SELLER),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type BuyerUpdateInput = z.input<typeof buyerUpdateSchema>;
export type BuyerUpdate = z.infer<typeof buyerUpdateSchema>;

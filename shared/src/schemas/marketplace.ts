import { z } from 'zod';
import { PASSWORD_MIN_MARKETPLACE } from '../constants';
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
  percentRateField,
} from './account-form';
import { requiredString } from './auth';
import { singleLine } from './text';

/**
 * Marketplace add and edit (spec 001 section 5). The spec gives two messages for the marketplace id,
 * 'ID Zoop é obrigatório' and 'ID do marketplace é obrigatório', mirroring the seller's
 * "required; at least 3" pair, so they are used in that order. zpk_id_marketplace has a single
 * message in the spec, used for its length check. A new marketplace needs neither: it runs on the
 * platform's Zoop account unless the operator types one it already has (issue 20).
 */

export const MARKETPLACE_STATUSES = ['active', 'inactive'] as const;

/**
 * A provider id an operator may type when the marketplace already has its own Zoop account: ''
 * means "use the platform's account" (issue 20: registering is the default, typing the exception);
 * typed, the spec's rule (at least 3 characters).
 */
const typedProviderId = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .trim()
    .nullish()
    .transform((v) => v ?? '')
    .refine((v) => v === '' || v.length >= 3, { error: tooShort })
    .refine((v) => v.length <= 100, { error: 'ID muito longo' });

const marketplaceFields = {
  ...accountFormFields,
  nome: singleLine(
    requiredString('Nome da Empresa é obrigatório')
      .min(2, { error: 'Nome deve ter pelo menos 2 caracteres' })
      .max(120, { error: 'Nome muito longo' }),
  ),
  id: idField('ID Zoop é obrigatório', 'ID do marketplace é obrigatório'),
  zpk_id_marketplace: typedProviderId('ID Base64 é obrigatório'),
  status: z
    .enum(MARKETPLACE_STATUSES, { error: 'Status inválido' })
    .nullish()
    .transform((v) => v ?? 'active'),
  myMarketplaceId: optionalIdReference,
};

export const marketplaceCreateSchema = z
  .object({
    ...marketplaceFields,
    id: typedProviderId('ID do marketplace é obrigatório'),
    password: newPasswordField(PASSWORD_MIN_MARKETPLACE),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnCreate, PASSWORDS_MATCH_ISSUE);
export type MarketplaceCreateInput = z.input<typeof marketplaceCreateSchema>;
export type MarketplaceCreate = z.infer<typeof marketplaceCreateSchema>;

/**
 * The edit sends the stored fees back; a client that leaves them out keeps them (an absent fee is
 * not a 0 %: a save must never reset what it did not show).
 */
export const marketplaceUpdateSchema = z
  .object({
    ...marketplaceFields,
    taxa_padrao: percentRateField.optional(),
    taxa_repasse_juros: percentRateField.optional(),
    password: optionalPasswordField(PASSWORD_MIN_MARKETPLACE),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type MarketplaceUpdateInput = z.input<typeof marketplaceUpdateSchema>;
export type MarketplaceUpdate = z.infer<typeof marketplaceUpdateSchema>;

/**
 * 'ID Zoop' where the API lets it be left out: '' or absent is "not known yet"; typed, the
 * marketplace form's rule (at least 3 characters).
 */
const optionalZoopIdField = z
  .string({ error: 'ID Zoop inválido' })
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || v.length >= 3, { error: 'ID do marketplace é obrigatório' })
  .refine((v) => v === undefined || v.length <= 100, { error: 'ID muito longo' });

/**
 * POST /register: the marketplace an admin creates, with its owner login (spec 001 section 3
 * "Marketplace signup", section 5 rules): status (default active), address, contact fields,
 * cpf_cnpj, password (min 6) and its confirmation ('As senhas não coincidem' when one is sent).
 * `id` ('ID Zoop') and zpk_id_marketplace ('ID Base64', min 3 when typed) name an existing Zoop
 * account; left out, the marketplace runs on the platform's. `myMarketplaceId` and the rates are
 * accepted; a new marketplace starts with the standard rates.
 */
export const registerMarketplaceSchema = z
  .object({
    ...marketplaceFields,
    id: optionalZoopIdField,
    password: newPasswordField(PASSWORD_MIN_MARKETPLACE),
    confirmpassword: confirmPasswordField,
  })
  .refine(passwordsMatchOnEdit, PASSWORDS_MATCH_ISSUE);
export type RegisterMarketplaceInput = z.infer<typeof registerMarketplaceSchema>;

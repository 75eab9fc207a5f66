import { z } from 'zod';
import { rateInputToHundredths } from '../installments/rate-input';
import { hundredthsToDecimalText } from '../money/hundredths';
import { accountFields, BLANK_PASSWORD, notBlankPassword, optionalText, requiredString } from './auth';

/**
 * Pieces of the seller, buyer and marketplace forms (spec 001 section 5) on top of the account
 * fields from auth.ts. Schemas use the API payload names (id_seller, id_comprador, address.zipCode),
 * so a form keyed the same way shows each server message under its own field.
 */

export const ID_TOO_SHORT = 'ID deve ter pelo menos 3 caracteres';
export const PASSWORDS_DIFFER = 'As senhas não coincidem';

export const idField = (required: string, tooShort: string = ID_TOO_SHORT) =>
  requiredString(required).min(3, { error: tooShort }).max(100, { error: 'ID muito longo' });

export const newPasswordField = (min: number) =>
  z
    .string({ error: 'Senha é obrigatória' })
    .min(1, { error: 'Senha é obrigatória' })
    .min(min, { error: `Senha deve ter pelo menos ${min} caracteres` })
    .max(256, { error: 'Senha muito longa' })
    .refine(notBlankPassword, { error: BLANK_PASSWORD });

/** 'Nova Senha (opcional)': empty means "keep the current one" and is dropped from the payload. */
export const optionalPasswordField = (min: number) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= min, {
      error: `Senha deve ter pelo menos ${min} caracteres`,
    })
    .refine((v) => v === undefined || v.length <= 256, { error: 'Senha muito longa' })
    .refine(notBlankPassword, { error: BLANK_PASSWORD });

export const confirmPasswordField = z
  .string()
  .nullish()
  .transform((v) => v ?? undefined);

/** For .refine on a create form: the confirmation must repeat the password. */
export const passwordsMatchOnCreate = (v: {
  password: string;
  confirmpassword?: string | undefined;
}): boolean => v.confirmpassword === v.password;

/** On edit, only a new password that comes with a confirmation is compared. */
export const passwordsMatchOnEdit = (v: {
  password?: string | undefined;
  confirmpassword?: string | undefined;
}): boolean =>
  v.password === undefined || v.confirmpassword === undefined || v.confirmpassword === v.password;

export const PASSWORDS_MATCH_ISSUE = { error: PASSWORDS_DIFFER, path: ['confirmpassword'] };

/** The operator form pre-fills 'https://'; left alone it means "no website". */
export const websiteField = optionalText(200).transform((v) => (/^https?:\/\/$/i.test(v) ? '' : v));

/**
 * taxa_padrao / taxa_repasse_juros: percentages with up to 2 decimals, 0 by default. They stay
 * percent numbers on the wire; the value is rebuilt from its decimal text so 2.99 stays 2.99.
 */
export const percentRateField = z
  .union([z.number(), z.string()], { error: 'Taxa inválida (ex: 1,5)' })
  .nullish()
  .transform((value, ctx): number => {
    const hundredths = value === null || value === undefined ? 0 : rateInputToHundredths(value);
    if (hundredths !== null) return Number(hundredthsToDecimalText(hundredths).replace(',', '.'));
    ctx.addIssue({ code: 'custom', message: 'Taxa inválida (ex: 1,5)', input: value });
    return z.NEVER;
  });

export const optionalIdReference = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) =>
    v === null || v === undefined || String(v).trim() === '' ? undefined : String(v).trim(),
  );

export const requiredIdReference = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .nullish()
    .refine((v) => v !== null && v !== undefined && String(v).trim() !== '', { error: message })
    .transform((v) => String(v ?? '').trim());

/** nome, email, cpf_cnpj, contactPerson, phone, website, address and the two rates. */
export const accountFormFields = {
  ...accountFields,
  website: websiteField,
  taxa_padrao: percentRateField,
  taxa_repasse_juros: percentRateField,
};

/**
 * A provider id (Zoop seller or buyer) that may be left out when the form asks the provider to
 * issue it ('Cadastrar na Zoop'); typed, it is at least 3 characters.
 */
export const optionalProviderIdField = z
  .string({ error: 'ID inválido' })
  .trim()
  .nullish()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || v.length >= 3, { error: ID_TOO_SHORT })
  .refine((v) => v === undefined || v.length <= 100, { error: 'ID muito longo' });

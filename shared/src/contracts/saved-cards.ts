import { z } from 'zod';
import { luhnValid } from '@pagora/shared';

/** A customer's saved cards (spec 001 section 3): the messages, the card as listed, the register payload. */

export const CARD_MESSAGES = {
  tokenized: 'Cartão salvo com sucesso.',
  tokenizeFailed: 'Erro ao tokenizar cartão.',
  principalSet: 'Cartão principal definido.',
  removed: 'Cartão removido.',
  numberInvalid: 'Número do cartão inválido.',
  holderRequired: 'Nome do titular é obrigatório.',
  expiryInvalid: 'Validade inválida (MM/AA).',
  expired: 'Cartão vencido.',
  cvvInvalid: 'CVC inválido.',
  principalInUse:
    'Este é o cartão principal de uma assinatura ativa. Defina outro cartão como principal antes de removê-lo.',
  notACustomer: 'Acesso restrito',
  customerNotFound: 'Cliente não encontrado.',
} as const;

export const savedCardSchema = z.object({
  id: z.string(),
  bandeira: z.string(),
  titular: z.string(),
  /** '•••• •••• •••• 1234' */
  numero: z.string(),
  final: z.string(),
  validade: z.string(),
  principal: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

const digits = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s.-]/g, '') : v);
/** 'MM/AA' (the spec sends the same validade in both fields), 'MM', 'AA', 'AAAA' or a number. */
const expiryPart = z.union([z.string().trim(), z.number().int()], { error: CARD_MESSAGES.expiryInvalid });

/** Spec 001 "Card register payload". `numero` (masked) and `bandeira` are ignored: we detect the brand. */
export const cardRegisterSchema = z.object({
  card_number: z.preprocess(
    digits,
    z
      .string({ error: CARD_MESSAGES.numberInvalid })
      .regex(/^\d{13,19}$/, { error: CARD_MESSAGES.numberInvalid })
      .refine(luhnValid, { error: CARD_MESSAGES.numberInvalid }),
  ),
  holder_name: z
    .string({ error: CARD_MESSAGES.holderRequired })
    .trim()
    .min(2, { error: CARD_MESSAGES.holderRequired })
    .max(60),
  expiration_month: expiryPart,
  expiration_year: expiryPart,
  security_code: z
    .string({ error: CARD_MESSAGES.cvvInvalid })
    .regex(/^\d{3,4}$/, { error: CARD_MESSAGES.cvvInvalid }),
  principal: z.boolean().default(false),
  numero: z.unknown().optional(),
  bandeira: z.unknown().optional(),
  marketplaceId: z.unknown().optional(),
});
export type CardRegister = z.output<typeof cardRegisterSchema>;

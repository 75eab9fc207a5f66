import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorBodySchema } from './errors';

/**
 * A seller under review at the provider (issue 36 item 6). Zoop approves a seller only with a
 * bank account in its own name and, since 13/03/2026, an identity document (RG or CNH) and a
 * selfie (research: zoop.md §13 item 11, `/sellers/{id}/documents`). The seller sends its files
 * here; the provider keeps them, we keep only what was sent and when (LGPD).
 */

export const SELLER_DOCUMENT_CATEGORIES = ['identificacao', 'selfie', 'residencia', 'atividade'] as const;
export type SellerDocumentCategory = (typeof SELLER_DOCUMENT_CATEGORIES)[number];

export const SELLER_DOCUMENT_LABELS: Record<SellerDocumentCategory, string> = {
  identificacao: 'Documento de identidade (RG ou CNH)',
  selfie: 'Selfie',
  residencia: 'Comprovante de residência',
  atividade: 'Comprovante de atividade',
};

export const SELLER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SELLER_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type SellerDocumentType = (typeof SELLER_DOCUMENT_TYPES)[number];

export const ONBOARDING_MESSAGES = {
  wrongType: 'Envie o documento em JPG, PNG ou PDF.',
  notWhatItSays: 'O conteúdo do arquivo não é JPG, PNG ou PDF. Envie o documento original.',
  tooLarge: 'Arquivo muito grande. Máximo 5MB',
  empty: 'O arquivo está vazio.',
  noFile: 'Selecione o arquivo do documento.',
  category: 'Tipo de documento inválido.',
  sellerOnly: 'Somente o próprio vendedor pode enviar os seus documentos.',
  sent: 'Documento enviado para análise.',
} as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** The file's real type by its first bytes (never its name or declared type), or undefined. */
export function documentTypeOf(bytes: Uint8Array): SellerDocumentType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // '%PDF-'
  return undefined;
}

/** The message for a chosen file before it is sent, or null (the API checks its bytes again). */
export function documentFileError(file: { type: string; size: number }): string | null {
  if (!(SELLER_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return ONBOARDING_MESSAGES.wrongType;
  if (file.size <= 0) return ONBOARDING_MESSAGES.empty;
  if (file.size > SELLER_DOCUMENT_MAX_BYTES) return ONBOARDING_MESSAGES.tooLarge;
  return null;
}

/** What we keep of a sent document: no content (the provider holds the file). */
export const sellerDocumentSchema = z.object({
  id: z.string(),
  category: z.enum(SELLER_DOCUMENT_CATEGORIES),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  sentAt: z.string(),
  providerDocumentId: z.string(),
  /** The provider's review word for the file (pending, approved, ...). */
  providerStatus: z.string(),
});
export type SellerDocument = z.infer<typeof sellerDocumentSchema>;

export const ONBOARDING_REQUIREMENTS = ['conta_bancaria', 'identificacao', 'selfie'] as const;
export type OnboardingRequirement = (typeof ONBOARDING_REQUIREMENTS)[number];
export const ONBOARDING_REQUIREMENT_LABELS: Record<OnboardingRequirement, string> = {
  conta_bancaria: 'Conta bancária em seu nome',
  identificacao: SELLER_DOCUMENT_LABELS.identificacao,
  selfie: SELLER_DOCUMENT_LABELS.selfie,
};

export const onboardingChecklistSchema = z.object({
  sellerId: z.string(),
  providerStatus: z.enum(['pending', 'active', 'denied']),
  requirements: z.array(
    z.object({ key: z.enum(ONBOARDING_REQUIREMENTS), label: z.string(), done: z.boolean() }),
  ),
  /** Labels of what is still missing for approval, in the checklist's order. */
  missing: z.array(z.string()),
  documents: z.array(sellerDocumentSchema),
});
export type OnboardingChecklist = z.infer<typeof onboardingChecklistSchema>;

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const sellerOnboardingContract = {
  /** A seller reads its own; its marketplace and the admin add `?sellerId=`. */
  checklist: endpoint({
    method: 'GET',
    path: '/seller-onboarding',
    tag: 'sellers',
    query: z.object({ sellerId: z.string().optional() }),
    response: { 200: z.object({ dados: onboardingChecklistSchema }), ...errors },
  }),
  /** multipart/form-data: `category`, then `file` (JPG, PNG or PDF up to 5 MB). The seller only. */
  uploadDocument: endpoint({
    method: 'POST',
    path: '/seller-onboarding/documents',
    tag: 'sellers',
    summary: 'multipart/form-data with `category` then `file`; the seller itself only.',
    response: {
      201: z.object({ message: z.string(), dados: sellerDocumentSchema }),
      ...errors,
      413: errorBodySchema,
      415: errorBodySchema,
    },
  }),
};

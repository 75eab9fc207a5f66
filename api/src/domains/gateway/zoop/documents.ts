import { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import {
  SELLER_DOCUMENT_CATEGORIES,
  type ProviderSellerDocument,
  type SellerDocumentCategory,
  type SellerDocumentInput,
} from '../types';
import type { ZoopHttp } from './http';
import { zoopListSchema } from './schemas';

/**
 * A seller's onboarding documents: `POST /sellers/{id}/documents` as a multipart form with `file`
 * and `category` (the public clients L3 and VIT; research zoop.md §2 "Seller docs") and
 * `GET /sellers/{id}/documents`. Zoop's categories are the Portuguese words the port uses
 * (`identificacao`, `residencia`, `atividade`); `selfie` (required since 13/03/2026) is assumed to
 * be written the same way: no public client shows it yet.
 */
const zoopDocumentSchema = z.looseObject({
  id: z.string().min(1),
  category: z.string().nullish(),
  status: z.string().nullish(),
});

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];

const categoryOf = (c: string | null | undefined): SellerDocumentCategory | null =>
  SELLER_DOCUMENT_CATEGORIES.find((k) => k === c?.toLowerCase()) ?? null;

function toDocument(
  d: z.output<typeof zoopDocumentSchema>,
  raw: unknown,
  category: SellerDocumentCategory,
): ProviderSellerDocument {
  return { documentId: d.id, category, status: d.status ?? 'pending', raw };
}

export function zoopDocumentVerbs(http: ZoopHttp) {
  const path = (sellerId: string) => `/sellers/${encodeURIComponent(sellerId)}/documents`;
  return {
    async uploadSellerDocument(
      sellerId: string,
      input: SellerDocumentInput,
    ): Promise<ProviderSellerDocument> {
      if (!ACCEPTED_TYPES.includes(input.contentType))
        throw AppError.unprocessable(
          'Envie o documento em JPG, PNG ou PDF.',
          'invalid_document',
          'contentType',
        );
      if (input.content.byteLength === 0)
        throw AppError.unprocessable('O arquivo está vazio.', 'invalid_document', 'content');
      const form = new FormData();
      form.append('category', input.category);
      form.append('file', new Blob([input.content], { type: input.contentType }), input.fileName);
      const { data, raw } = await http.postForm(path(sellerId), zoopDocumentSchema, form);
      return toDocument(data, raw, categoryOf(data.category) ?? input.category);
    },

    async listSellerDocuments(sellerId: string): Promise<ProviderSellerDocument[]> {
      const { data, raw } = await http.get(path(sellerId), zoopListSchema(zoopDocumentSchema));
      const rawItems = (raw as { items: unknown[] }).items;
      // A category we do not know (Zoop may keep others) is not one we ask the seller for.
      return data.items.flatMap((d, i) => {
        const category = categoryOf(d.category);
        return category ? [toDocument(d, rawItems[i], category)] : [];
      });
    },
  };
}

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ONBOARDING_MESSAGES as M,
  SELLER_DOCUMENT_CATEGORIES,
  SELLER_DOCUMENT_MAX_BYTES,
  sellerOnboardingContract as c,
} from '@pagora/shared/contracts';
import { AppError } from '../../platform/app-error';
import { on } from '../../platform/http/route';
import { requirePrincipal } from '../../platform/principal';
import { onboardingChecklist, uploadSellerDocument, type DocumentUpload } from './onboarding';

const fieldsSchema = z.object({ category: z.enum(SELLER_DOCUMENT_CATEGORIES, { error: M.category }) });

/** The one file and its category, read whole (at most 5 MB) before anything is checked or sent. */
async function readDocumentForm(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', 'Envie os dados como multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; fileName: string; declaredType: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { bytes, fileName: part.filename, declaredType: part.mimetype };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    // Fastify's multipart errors (file too large, too many files) keep their pt-BR answers; a body
    // cut short is the client's fault, not a 500.
    if ((err as { code?: unknown }).code || err instanceof AppError) throw err;
    throw AppError.badRequest(
      'O envio chegou incompleto. Envie o documento novamente.',
      'file',
      'invalid_multipart',
    );
  }
  const parsed = fieldsSchema.safeParse(fields);
  if (!parsed.success) throw AppError.badRequest(M.category, 'category', 'validation_error');
  if (!file) throw AppError.badRequest(M.noFile, 'file', 'validation_error');
  return { category: parsed.data.category, ...file };
}

/** GET /seller-onboarding (the checklist) and POST /seller-onboarding/documents (the upload). */
export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, so multipart bodies are parsed on these routes only.
  await app.register(multipart, {
    limits: { fileSize: SELLER_DOCUMENT_MAX_BYTES, files: 1, fields: 4, fieldSize: 200 },
  });

  app.route({
    ...on(c.checklist),
    config: { access: ['admin', 'marketplace', 'seller'] },
    handler: async (request) => ({
      dados: await onboardingChecklist(app.ctx, requirePrincipal(request), request.query.sellerId),
    }),
  });

  const upload = on(c.uploadDocument);
  app.route({
    ...upload,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    // A marketplace or the admin gets the pt-BR reason, before its body is read.
    config: { access: ['admin', 'marketplace', 'seller'] },
    handler: async (request, reply) => {
      const who = requirePrincipal(request);
      if (who.cargo !== 'seller') throw AppError.forbidden(M.sellerOnly);
      const dados = await uploadSellerDocument(app.ctx, who, await readDocumentForm(request));
      return reply.status(201).send({ message: M.sent, dados });
    },
  });
};

import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX_BYTES } from '@pagora/shared';
import { AppError } from '../../../platform/app-error';
import { accountsContract as c, uuidParam } from '@pagora/shared/contracts';
import { on } from '../../../platform/http/route';
import { UPLOAD_POLICY } from '../../../platform/http/security-headers';
import { requirePrincipal } from '../../../platform/principal';
import { mimeForUpload } from './image-file';
import { importLegacyUploads, legacyUpload } from './legacy-uploads';
import { updateBrand, type BrandUpdate } from './update-brand';

const color = z
  .string({ error: 'Cor inválida. Use o formato #RRGGBB.' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Cor inválida. Use o formato #RRGGBB.' });
const brandFields = z.object({
  primaryColor: color,
  secondaryColor: color,
  removeLogo: z.enum(['true', 'false']).optional(),
  removeLogoMini: z.enum(['true', 'false']).optional(),
});

export const TRUNCATED_FORM = 'O envio chegou incompleto ou corrompido. Envie o formulário novamente.';

/** Reads the whole multipart body (at most two 5 MB files) before anything is validated or written. */
async function readBrandForm(request: FastifyRequest): Promise<BrandUpdate> {
  if (!request.isMultipart())
    throw new AppError(415, 'unsupported_media_type', 'Envie os dados como multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: Partial<Record<'logo' | 'logoMini', Buffer>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if ((part.fieldname === 'logo' || part.fieldname === 'logoMini') && bytes.length > 0)
          files[part.fieldname] = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // Fastify's own multipart errors (file too large, too many files) keep their answers; a body
    // cut short or malformed ('Unexpected end of form') is the client's, not a 500.
    if ((err as { code?: unknown }).code || err instanceof AppError) throw err;
    throw AppError.badRequest(TRUNCATED_FORM, undefined, 'invalid_multipart');
  }
  const parsed = brandFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw AppError.badRequest(
      issue?.message ?? 'Requisição inválida.',
      issue?.path.join('.'),
      'validation_error',
    );
  }
  return {
    primaryColor: parsed.data.primaryColor,
    secondaryColor: parsed.data.secondaryColor,
    ...files,
    removeLogo: parsed.data.removeLogo === 'true',
    removeLogoMini: parsed.data.removeLogoMini === 'true',
  };
}

export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 2, fields: 10, fieldSize: 1024 },
  });

  const updateBrandRoute = on(c.updateBrand);
  app.route({
    ...updateBrandRoute,
    schema: { ...updateBrandRoute.schema, consumes: ['multipart/form-data'] },
    config: { access: ['marketplace'] },
    handler: async (request) => {
      const who = requirePrincipal(request);
      if (!uuidParam.safeParse(request.params.cliente_id).success)
        throw AppError.notFound('Marketplace não encontrado.');
      const data = await updateBrand(app.ctx, who, request.params.cliente_id, await readBrandForm(request));
      return { message: 'Configurações de marca atualizadas com sucesso!', data };
    },
  });

  // Logos left on this instance's disk by an older release join the shared store (legacy-uploads.ts).
  app.addHook('onReady', async () => {
    const copied = await importLegacyUploads(app.ctx);
    if (copied > 0) app.log.info({ copied }, 'logos copied from DATA_DIR/uploads into the shared store');
  });

  // A logo opened on its own is inert: no script, no subresource, a sandboxed unique origin, and
  // never sniffed into HTML or downloaded under a name the uploader chose. It is also the logo of
  // every e-mail, read by mail clients on other origins (webmail, image proxies): the API's
  // `same-origin` resource policy would block it there (issue 41). A name never changes its bytes
  // (image-store.ts names a logo by its owner and bytes), so it is cached for a year. Every instance
  // serves every logo: from the store they share, else from an older release's disk.
  app.get('/uploads/:file', {
    config: { access: 'public' },
    schema: { tags: ['branding'], params: z.object({ file: z.string() }) },
    handler: async (request, reply) => {
      const { file } = request.params;
      if (!/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/.test(file) || !mimeForUpload(file))
        throw AppError.notFound('Arquivo não encontrado.');
      const image = (await app.ctx.brandImages.get(file)) ?? (await legacyUpload(app.ctx.uploadsDir, file));
      if (!image) throw AppError.notFound('Arquivo não encontrado.');
      return reply
        .type(image.contentType)
        .header('Content-Security-Policy', UPLOAD_POLICY)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  });
};
